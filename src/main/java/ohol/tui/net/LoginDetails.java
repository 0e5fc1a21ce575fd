package ohol.tui.net;

import java.util.Optional;
import ohol.tui.core.net.Secret;

/**
 * Who logs in and how. {@code twinCode} with {@code twinCount} asks to be born with a party of
 * that many who used the same code.
 */
public record LoginDetails(
        String clientTag,
        String email,
        Secret serverPassword,
        Secret accountKey,
        int tutorial,
        boolean reconnect,
        Optional<String> twinCode,
        int twinCount) {
    public static final String DEFAULT_TAG = "client_ohol_tui";

    /** The same login for a new life: never {@code RLOGIN}, whatever the first login was. */
    public LoginDetails anew() {
        return new LoginDetails(clientTag, email, serverPassword, accountKey, tutorial, false, twinCode, twinCount);
    }
}
