package ohol.tui.onelife.net;

import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.core.net.Secret;

/**
 * Who logs in and how. {@code twinCode} with {@code twinCount} asks to be born with a party of
 * that many who used the same code. {@code dataVersion}, when known, is the version of the game
 * data the client reads: a server that requires another is left before logging in, as the official
 * client does.
 */
public record LoginDetails(
        String clientTag,
        String email,
        Secret serverPassword,
        Secret accountKey,
        int tutorial,
        boolean reconnect,
        Optional<String> twinCode,
        int twinCount,
        OptionalInt dataVersion) {
    public static final String DEFAULT_TAG = "client_ohol_tui";

    /** Without a data version: any server's is taken. */
    public LoginDetails(
            String clientTag,
            String email,
            Secret serverPassword,
            Secret accountKey,
            int tutorial,
            boolean reconnect,
            Optional<String> twinCode,
            int twinCount) {
        this(
                clientTag,
                email,
                serverPassword,
                accountKey,
                tutorial,
                reconnect,
                twinCode,
                twinCount,
                OptionalInt.empty());
    }

    /** The same login for a new life: never {@code RLOGIN}, whatever the first login was. */
    public LoginDetails anew() {
        return new LoginDetails(
                clientTag, email, serverPassword, accountKey, tutorial, false, twinCode, twinCount, dataVersion);
    }
}
