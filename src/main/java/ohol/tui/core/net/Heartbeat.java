package ohol.tui.core.net;

import java.util.OptionalInt;

/**
 * What a {@link Connection} sends to keep a quiet connection open and to probe a silent server,
 * and how it knows the probe was answered; the game supplies it. When to send them is in
 * {@link Connection.Settings}.
 */
public interface Heartbeat<I, O> {
    /** Sent after {@link Connection.Settings#keepAlive()} without sending anything else. */
    O keepAlive();

    /** A probe the server must answer, carrying {@code id}; also how the round trip is measured. */
    O probe(int id);

    /** The id of the probe {@code message} answers, if it answers one. */
    OptionalInt answers(I message);

    /**
     * Whether the server takes keep-alives and answers probes. While it does not (a protocol that
     * has neither), the connection sends neither, and a quiet server is waited for, not dropped.
     */
    default boolean speaks() {
        return true;
    }
}
