package ohol.tui.ui;

import com.googlecode.lanterna.input.KeyStroke;

/** What the screen's own threads hand its loop: a key or click, a resize, a hang-up. */
public sealed interface ScreenInput {
    /** A key or mouse event from the terminal. */
    record Key(KeyStroke key) implements ScreenInput {}

    /** The terminal changed size. */
    record Resized() implements ScreenInput {}

    /** The terminal hung up (SIGHUP, or its input broke). */
    record HungUp() implements ScreenInput {}
}
