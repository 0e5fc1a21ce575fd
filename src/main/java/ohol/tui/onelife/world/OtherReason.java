package ohol.tui.onelife.world;

import java.util.OptionalInt;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * A reason for leaving the world that the protocol keeps as {@link RemovalReason.Kind#OTHER}: the
 * words the server sends beyond the five the protocol names (a baby's sudden infant death,
 * succumbing to a wound or sickness, an exorcism, a shutdown), told apart here once for the words
 * {@link EventText} and {@link DeathCause} make of them.
 *
 * @param word     the server's word without {@code reason_} ({@code SID}, {@code succumbed_418})
 * @param objectId the wound or sickness succumbed to, when the server said which
 */
record OtherReason(Kind kind, String word, OptionalInt objectId) {
    private static final String PREFIX = "reason_";
    private static final String SUCCUMBED = "succumbed";

    enum Kind {
        /** Sudden infant death: a baby gave up its life. */
        SID,
        SUCCUMBED,
        EXORCISM,
        /** The server shut down and ended the life. */
        SHUTDOWN,
        /** The server gave no reason. */
        NONE,
        /** The server said {@code unknown}. */
        UNKNOWN,
        /** A word we have no words of our own for. */
        UNHEARD_OF
    }

    /** The reason the server gave, which the protocol keeps as {@code OTHER}. */
    static OtherReason of(RemovalReason reason) {
        String wire = reason.wire();
        String word = wire.startsWith(PREFIX) ? wire.substring(PREFIX.length()) : wire;
        if (word.startsWith(SUCCUMBED)) {
            return new OtherReason(Kind.SUCCUMBED, word, objectAfter(word.substring(SUCCUMBED.length())));
        }
        Kind kind =
                switch (word) {
                    case "SID" -> Kind.SID;
                    case "exorcism" -> Kind.EXORCISM;
                    case "exorcism_shutdown", "forced_shutdown", "disconnect_shutdown" -> Kind.SHUTDOWN;
                    case "" -> Kind.NONE;
                    case "unknown" -> Kind.UNKNOWN;
                    default -> Kind.UNHEARD_OF;
                };
        return new OtherReason(kind, word, OptionalInt.empty());
    }

    /** The word with spaces for its underscores, to be shown as the server said it. */
    String spaced() {
        return word.replace('_', ' ');
    }

    /** The object id that follows {@code _}, as the official client reads it. */
    private static OptionalInt objectAfter(String suffix) {
        if (!suffix.startsWith("_")) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(suffix.substring(1)));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }
}
