package ohol.tui.cli;

/**
 * A mistake in what the user gave (an option, a keymap or theme line, a key file): reported as
 * one line naming the file and line, with exit status 2, never as a stack trace.
 */
final class UserError extends Exception {
    UserError(String message) {
        super(message, null, false, false);
    }
}
