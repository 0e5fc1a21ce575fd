package ohol.tui.crossfire.net;

import ohol.tui.core.net.Codec;
import ohol.tui.crossfire.protocol.Malformed;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.ServerMessages;

/**
 * Cuts the server's stream into frames (a 2-byte big-endian length, then that many bytes, so no
 * frame is over 65535 bytes and the buffer never over {@link #MAX_FRAME} plus two) and decodes
 * each; a frame that does not decode is reported and skipped, and the next starts where its
 * length said, so one bad message never loses the stream.
 */
final class FrameReader implements Codec.StreamReader {
    /** The largest frame the format can say. */
    static final int MAX_FRAME = 0xFFFF;

    private final Codec.Receiver<ServerMessage> receiver;
    private final byte[] frame = new byte[MAX_FRAME];
    private final byte[] header = new byte[2];
    private int headerFill;
    private int length = -1;
    private int fill;

    FrameReader(Codec.Receiver<ServerMessage> receiver) {
        this.receiver = receiver;
    }

    @Override
    public void feed(byte[] bytes, int offset, int count) {
        int i = offset;
        int end = offset + count;
        while (i < end) {
            if (length < 0) {
                header[headerFill++] = bytes[i++];
                if (headerFill == 2) {
                    length = ((header[0] & 0xFF) << 8) | (header[1] & 0xFF);
                    headerFill = 0;
                    fill = 0;
                    if (length == 0) {
                        receiver.problem("an empty message");
                        length = -1;
                    }
                }
                continue;
            }
            int n = Math.min(length - fill, end - i);
            System.arraycopy(bytes, i, frame, fill, n);
            fill += n;
            i += n;
            if (fill == length) {
                deliver(length);
                length = -1;
            }
        }
    }

    private void deliver(int size) {
        try {
            receiver.message(ServerMessages.parse(frame, 0, size), size);
        } catch (Malformed e) {
            receiver.problem(e.getMessage());
        }
    }

    @Override
    public void close() {
        // nothing held but the buffer
    }
}
