package ohol.tui.core.loop;

import ohol.tui.core.net.CloseReason;

/** How {@code ohol-tui} ends, as its exit status. docs/manual/playing.md lists them; scripts rely on them. */
public enum ExitCode {
    /** The player quit (also after a life ended and the player chose not to go on). */
    OK(0),
    /** The server refused the login, or could not be reached. */
    LOGIN_FAILED(1),
    /** A mistake in what the user gave: an option, a keymap or theme line, a key file; or no terminal. */
    USER_ERROR(2),
    /** The connection was lost, or ended for a reason other than our quitting. */
    CONNECTION_LOST(3),
    /** The client itself failed (a bug): the reason is printed. */
    INTERNAL_ERROR(4),
    /** The server speaks another protocol than the one the user named: the line says which each is. */
    WRONG_PROTOCOL(5),
    /** The terminal hung up (its window closed, the ssh link dropped): 128 + SIGHUP, as shells report it. */
    HANGUP(129),
    /**
     * Headless: whoever read the output went away (its pipe closed), so nobody hears the game:
     * 128 + SIGPIPE, as shells report a program the closed pipe ended.
     */
    OUTPUT_CLOSED(141);

    private final int status;

    ExitCode(int status) {
        this.status = status;
    }

    /** How a connection closing on its own ends the client: lost (3), or the client's own failure (4). */
    public static ExitCode whenClosed(CloseReason reason) {
        return reason.kind() == CloseReason.Kind.INTERNAL_ERROR ? INTERNAL_ERROR : CONNECTION_LOST;
    }

    public int status() {
        return status;
    }
}
