package ohol.tui.onelife.dialect;

import ohol.tui.core.net.Codec;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameSink;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * An old server's byte stream as today's messages: today's {@link FrameDecoder} cuts the frames
 * (the {@code #} ends and zlib blocks are the same), {@link OldFrames} rewrites and reads them.
 * Not thread-safe: one reader feeds it.
 */
final class OldStream implements DialectWire.Reader {
    private final FrameDecoder frames = new FrameDecoder();
    private final FrameSink sink;

    OldStream(Dialect dialect, Tracker tracker, Codec.Receiver<ServerMessage> receiver) {
        OldFrames old = new OldFrames(dialect, tracker, receiver::problem);
        this.sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {
                int size = frame.size();
                try {
                    for (ServerMessage m : old.read(frame)) {
                        receiver.message(m, size);
                        size = 0;
                    }
                } catch (RuntimeException failure) {
                    // a fault in this client, not in the input: the message is skipped, the game goes on
                    receiver.problem(
                            frame.tag() + ": skipped a message this client failed to read (a fault in the client)");
                }
            }

            @Override
            public void problem(String description) {
                receiver.problem(description);
            }
        };
    }

    @Override
    public void feed(byte[] bytes, int offset, int length) {
        frames.feed(bytes, offset, length, sink);
    }

    @Override
    public boolean hasPartialMessage() {
        return frames.hasPartialMessage();
    }

    @Override
    public void close() {
        frames.close();
    }
}
