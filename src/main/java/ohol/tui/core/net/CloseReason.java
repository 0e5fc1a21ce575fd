package ohol.tui.core.net;

/** Why a connection ended, in words a player can read. */
public record CloseReason(Kind kind, String detail) {
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
        return new CloseReason(Kind.INTERNAL_ERROR, Failure.of(failure).words() + " while " + doing);
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
