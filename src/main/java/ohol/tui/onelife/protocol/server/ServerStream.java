package ohol.tui.onelife.protocol.server;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.Codec;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameSink;
import ohol.tui.onelife.protocol.ProtocolException;

/**
 * The server's byte stream as messages, however it is cut into reads: {@link FrameDecoder} cuts
 * frames, the registry reads each one. Input that cannot be read is reported to the
 * {@link Receiver} and skipped; only a stream that cannot be followed at all throws
 * {@link ProtocolException}, after which this stream must not be fed again.
 *
 * <p>The one way bytes become messages: the connection, the {@code decode} command and the tests
 * all read through it. Not thread-safe: one reader feeds it.
 */
public final class ServerStream implements Codec.StreamReader {
    /** Where the messages go. Called on the thread that feeds the stream. */
    public interface Receiver extends Codec.Receiver<ServerMessage> {
        /**
         * A parser failed with something other than a parse error: a fault in the client, not in the
         * input. By default it is reported like a malformed message and the message is skipped, so a
         * parser bug never ends a game; tests make it fail loudly instead.
         */
        default void parserFailed(Frame frame, RuntimeException failure) {
            problem(frame.tag() + ": skipped a message this client failed to read (a fault in the client)");
        }
    }

    private final FrameDecoder frames = new FrameDecoder();
    private final FrameSink sink;

    public ServerStream(ServerMessages registry, Receiver receiver) {
        ServerMessages.Reports reports = new ServerMessages.Reports(receiver::problem);
        this.sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {
                ServerMessage message;
                try {
                    message = registry.read(frame, reports);
                } catch (RuntimeException failure) {
                    receiver.parserFailed(frame, failure);
                    return;
                }
                if (message != null) {
                    receiver.message(message, frame.size());
                }
            }

            @Override
            public void problem(String description) {
                receiver.problem(description);
            }
        };
    }

    /** A stream read with the standard registry. */
    public static ServerStream standard(Receiver receiver) {
        return new ServerStream(ServerMessages.standard(), receiver);
    }

    /**
     * Decodes bytes that hold a whole stream, for tools and tests: the messages in order, every
     * problem added to {@code problems} (a stream that ends inside a message is one).
     */
    public static List<ServerMessage> decodeAll(byte[] bytes, List<String> problems) {
        List<ServerMessage> messages = new ArrayList<>();
        try (ServerStream stream = standard(new Receiver() {
            @Override
            public void message(ServerMessage message) {
                messages.add(message);
            }

            @Override
            public void problem(String description) {
                problems.add(description);
            }
        })) {
            stream.feed(bytes, 0, bytes.length);
            stream.finish();
        }
        return messages;
    }

    /** Reads {@code length} more bytes of the stream; messages and problems go to the receiver. */
    public void feed(byte[] bytes, int offset, int length) {
        frames.feed(bytes, offset, length, sink);
    }

    /** True while bytes of an unfinished message are held. */
    public boolean hasPartialMessage() {
        return frames.hasPartialMessage();
    }

    /** The stream has ended: a message it was in the middle of is reported as cut short. */
    public void finish() {
        if (frames.hasPartialMessage()) {
            sink.problem("the stream ends inside a message");
        }
    }

    @Override
    public void close() {
        frames.close();
    }
}
