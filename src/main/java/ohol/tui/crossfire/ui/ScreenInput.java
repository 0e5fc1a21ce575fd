package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;

/** What reaches the screen front-end from outside the loop: a key, a resize, a hangup. */
public sealed interface ScreenInput {
    record Key(KeyStroke key) implements ScreenInput {}

    record Resized() implements ScreenInput {}

    record HungUp() implements ScreenInput {}
}
