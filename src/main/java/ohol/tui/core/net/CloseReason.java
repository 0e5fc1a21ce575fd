package ohol.tui.core.net;

import java.util.Optional;

/**
 * Why a connection ended, in words a player can read; for the client's own failure, what failed
 * and on which thread, for its crash report (never recorded: a replay has only the words).
 */
public record CloseReason(Kind kind, String detail, Optional<Failed> failed) {
    /** The client's failure on one of the connection's threads. */
    public record Failed(String thread, Throwable failure) {}

    public CloseReason(Kind kind, String detail) {
        this(kind, detail, Optional.empty());
    }

    public enum Kind {
        /** The server closed the stream (end of file). */
        SERVER_CLOSED,
        /** The connection was reset or broke. */
        RESET,
        /** The server sent bytes that cannot be followed. */
        PROTOCOL_ERROR,
        /** Nothing came from the server, not even a PONG, for too long. */
        SILENT,
        /** The client itself failed (out of memory, a bug) on the connection's own threads. */
        INTERNAL_ERROR,
        /** We closed it. */
        LOCAL
    }

    /**
     * The client failed with {@code failure} while {@code doing} something ("reading from the
     * server"); said in plain words, without class names.
     */
    public static CloseReason internalError(String doing, Throwable failure) {
        Failure what = Failure.of(failure);
        // running out of memory or stack is no bug to report, and has no heap to spare for one
        return new CloseReason(
                Kind.INTERNAL_ERROR,
                what.words() + " while " + doing,
                what == Failure.INTERNAL
                        ? Optional.of(new Failed(Thread.currentThread().getName(), failure))
                        : Optional.empty());
    }

    @Override
    public String toString() {
        return switch (kind) {
            case SERVER_CLOSED -> "server closed the connection";
            case RESET -> "connection lost: " + detail;
            case PROTOCOL_ERROR -> "protocol error: " + detail;
            case SILENT -> "server stopped answering: " + detail;
            case INTERNAL_ERROR -> "the client stopped: " + detail;
            case LOCAL -> "connection closed";
        };
    }
}
