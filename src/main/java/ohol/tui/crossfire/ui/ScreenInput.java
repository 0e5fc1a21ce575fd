package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import ohol.tui.core.term.TerminalKey;

/** What reaches the screen front-end from outside the loop: a key, a resize, a hangup, a suspend. */
public sealed interface ScreenInput {
    record Key(KeyStroke key) implements ScreenInput {}

    record Resized() implements ScreenInput {}

    record HungUp() implements ScreenInput {}

    /** Ctrl-Z on the process's own terminal. */
    record Suspend() implements ScreenInput {}

    /** What a key read from a real terminal means (the core's reading, as every game's screen has it). */
    static ScreenInput fromTerminal(KeyStroke key) {
        return switch (TerminalKey.of(key)) {
            case HUNG_UP -> new HungUp();
            case SUSPEND -> new Suspend();
            case KEY -> new Key(key);
        };
    }
}
