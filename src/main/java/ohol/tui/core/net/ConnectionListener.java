package ohol.tui.core.net;

/**
 * What a {@link Connection} reports, both ways: what it heard and what it sent. Called on the
 * connection's own threads: implementations hand the event to their own thread (a queue) and
 * return at once.
 */
public interface ConnectionListener<I, O> {
    void onMessage(I message);

    /** {@code message} with its size as read, in bytes (see {@link Codec.Receiver#message(Object, int)}). */
    default void onMessage(I message, int bytes) {
        onMessage(message);
    }

    /** A message or line was malformed and skipped; the connection goes on. */
    void onProblem(String description);

    /** Called exactly once, last. */
    void onClosed(CloseReason reason);

    /** Bytes as they arrived, before decoding (on the reader thread); where a recording taps in. */
    default void onBytesReceived(byte[] bytes, int offset, int length) {}

    /** A command as it left, with its bytes (on the writer thread). */
    default void onSent(O command, byte[] bytes) {}
}
