package ohol.tui.net;

/** The login did not succeed; the message is one clear line for the player. */
public final class LoginException extends Exception {
    public LoginException(String message) {
        super(message);
    }
}
