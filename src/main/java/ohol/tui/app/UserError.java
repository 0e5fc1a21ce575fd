package ohol.tui.app;

import ohol.tui.core.text.Quote;

/**
 * A mistake in what the user gave (an option, a keymap or theme line, a key file): reported as
 * one line naming the file and line, with exit status 2, never as a stack trace.
 */
final class UserError extends Exception {
    /** {@code message} may quote a file from anywhere: it is cleaned before any terminal sees it. */
    UserError(String message) {
        super(Quote.visible(message, 1000), null, false, false);
    }
}
