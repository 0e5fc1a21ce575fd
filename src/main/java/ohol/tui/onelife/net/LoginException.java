package ohol.tui.onelife.net;

import ohol.tui.core.loop.ExitCode;

/** The login did not succeed; the message is one clear line for the player. */
public final class LoginException extends Exception {
    private final ExitCode exitCode;

    /** A refusal, or a server out of reach (status 1). */
    public LoginException(String message) {
        this(message, ExitCode.LOGIN_FAILED);
    }

    /** Ends the client with {@code exitCode}. */
    public LoginException(String message, ExitCode exitCode) {
        super(message);
        this.exitCode = exitCode;
    }

    /** How the client ends for it. */
    public ExitCode exitCode() {
        return exitCode;
    }
}
