package ohol.tui.onelife.net;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Whether the game data the client reads is the data a server runs (the version in its greeting,
 * {@code SN}), as the official client judges it ({@code LivingLifePage.cpp}): any other version
 * is refused, with what to do about it.
 */
public final class DataVersionCheck {
    /** How to bring game data up to date, said after a mismatch. */
    public static final String HOW_TO_UPDATE = "update it (git pull in a OneLifeData7 checkout; an official"
            + " client's folder updates itself when that client starts)";

    private DataVersionCheck() {}

    /** The line that refuses the login, or empty when the versions agree or ours is unknown. */
    public static Optional<String> atLogin(int required, OptionalInt ours) {
        if (ours.isEmpty() || required == ours.getAsInt()) {
            return Optional.empty();
        }
        int data = ours.getAsInt();
        if (required > data) {
            return Optional.of("the server runs game data version " + required + " but yours is version " + data + ": "
                    + HOW_TO_UPDATE);
        }
        return Optional.of("the server runs game data version " + required + ", older than yours (version " + data
                + "): it may be updating (try again later), or play it with data of version " + required);
    }
}
