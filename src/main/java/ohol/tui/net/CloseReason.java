package ohol.tui.net;

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
        /** We closed it. */
        LOCAL
    }

    @Override
    public String toString() {
        return switch (kind) {
            case SERVER_CLOSED -> "server closed the connection";
            case RESET -> "connection lost: " + detail;
            case PROTOCOL_ERROR -> "protocol error: " + detail;
            case SILENT -> "server stopped answering: " + detail;
            case LOCAL -> "connection closed";
        };
    }
}
