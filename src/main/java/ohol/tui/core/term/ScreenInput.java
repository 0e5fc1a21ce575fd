package ohol.tui.core.term;

import com.googlecode.lanterna.input.KeyStroke;

/** What a screen's own threads hand its loop, in every game: a key or click, a resize, a hang-up, a suspend. */
public sealed interface ScreenInput {
    /** A key or mouse event from the terminal. */
    record Key(KeyStroke key) implements ScreenInput {}

    /** The terminal changed size. */
    record Resized() implements ScreenInput {}

    /** The terminal hung up (SIGHUP, or its input broke). */
    record HungUp() implements ScreenInput {}

    /** Ctrl-Z: give the terminal back to the shell until the player brings the client back. */
    record Suspend() implements ScreenInput {}

    /**
     * What a key read from a real terminal means: its input ending is the terminal going away
     * (its window closed), and Ctrl-Z, which raw mode hands over as a key, is a suspend.
     */
    public static ScreenInput fromTerminal(KeyStroke key) {
        return switch (TerminalKey.of(key)) {
            case HUNG_UP -> new HungUp();
            case SUSPEND -> new Suspend();
            case KEY -> new Key(key);
        };
    }
}
