package ohol.tui.core.net;

/**
 * How a {@link Connection} turns what the server sends into messages ({@code I}) and our commands
 * ({@code O}) into bytes: the game's wire. The connection itself only moves bytes and keeps time.
 */
public interface Codec<I, O> {
    /** A reader for one connection's incoming bytes, delivering to {@code receiver}. */
    StreamReader reader(Receiver<I> receiver);

    /** The bytes that send {@code command}. */
    byte[] encode(O command);

    /** Where a reader delivers. Called on the thread that feeds the reader. */
    interface Receiver<I> {
        void message(I message);

        /**
         * {@code message}, which took {@code bytes} bytes to say once inflated: about what holding
         * it costs, which is what the limits on waiting messages count (a map chunk is a few dozen
         * bytes of zlib and a few kilobytes once read). A codec that knows sizes calls this one.
         */
        default void message(I message, int bytes) {
            message(message);
        }

        /** Something malformed was skipped; the stream goes on. */
        void problem(String description);
    }

    /**
     * One connection's incoming bytes, however they are cut into reads. Input that cannot be read
     * is reported and skipped; only a stream that cannot be followed at all throws
     * {@link UnreadableStream}, after which it must not be fed again.
     */
    interface StreamReader extends AutoCloseable {
        void feed(byte[] bytes, int offset, int length);

        @Override
        void close();
    }
}
