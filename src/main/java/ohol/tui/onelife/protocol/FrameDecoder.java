package ohol.tui.onelife.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.zip.Inflater;

/**
 * Turns the server's byte stream into {@link Frame}s, however the stream is split into reads.
 *
 * <p>Text messages end at {@code #}. {@code MC} and {@code CM} headers announce
 * {@code raw_size compressed_size} and are followed by exactly {@code compressed_size} bytes of
 * zlib data, which is inflated as it arrives (no buffer is sized from a number the server sent
 * until the data is really there). An {@code MC} becomes one frame: its position line and the
 * inflated cells, without the size line (see {@link Frame}). A {@code CM} block's inflated text is
 * decoded as the text messages it carries.
 *
 * <p>What can be stepped over is reported to the sink and skipped, and the stream goes on: a block
 * that does not inflate to exactly {@code raw_size} bytes, a text message longer than
 * {@link #MAX_TEXT} (skipped to its {@code #}), a {@code CM} holding more than
 * {@link #MAX_FRAMES_PER_CM} messages. A stream that cannot be followed (a compressed length above
 * {@link #MAX_COMPRESSED}, an unreadable size line: where the next message starts is unknown)
 * throws {@link ProtocolException}, after which the decoder must not be fed again.
 *
 * <p>The parts: {@link PendingText} keeps a message across reads up to its cap, {@link MessageCutter}
 * cuts a whole one into tag and lines, {@link BlockHeader} and {@link CompressedBlock} read a zlib
 * block; this class routes the bytes between them and counts a CM's messages.
 *
 * <p>Pure: no I/O, no logging, no clock. Not thread-safe: one reader feeds it.
 */
public final class FrameDecoder implements AutoCloseable {
    /**
     * Longest text message kept. The largest real ones (a PU or MX for a crowd, sent in a CM) are a
     * few kilobytes; longer ones are reported and skipped, the stream goes on after their {@code #}.
     */
    public static final int MAX_TEXT = 1 << 20;
    /** Largest inflated block accepted; a real map chunk (32×30 cells) inflates to a few kilobytes. */
    public static final int MAX_RAW = 4 << 20;
    /** Largest compressed block accepted; beyond this the stream cannot be followed. */
    public static final int MAX_COMPRESSED = 4 << 20;
    /**
     * Most messages one {@code CM} may unpack to; the rest of its payload is reported and skipped.
     * The official server's {@code makeCompressedMessage} wraps exactly one message (any one longer
     * than 256 bytes) and the official client reads the inflated text as that one message; a few
     * more leave room for a server that packs a frame's messages together. Without a cap, 41 KB of
     * zlib on the wire unpack to millions of tiny messages.
     */
    public static final int MAX_FRAMES_PER_CM = 64;

    /** The length of {@code FM\n#}, the end of a server step exactly as the server writes it. */
    private static final int FRAME_END_LENGTH = 4;

    /** True for the decoder reading a CM's payload: it holds text messages only, and a few. */
    private final boolean insideCm;

    private final int maxText;
    /** Tags seen; shared with the decoders of CM payloads. */
    private final KnownTags knownTags;

    private final PendingText pending;
    private final MessageCutter cutter;

    private boolean failed;
    /** Frames delivered; counted only inside a CM. */
    private int delivered;
    /** Inside a CM: more than MAX_FRAMES_PER_CM messages came; the rest is not read. */
    private boolean full;

    /** The block being read after an MC or CM header, or null while reading text. */
    private CompressedBlock block;

    private Inflater inflater;

    public FrameDecoder() {
        this(MAX_TEXT);
    }

    /** A decoder with a smaller text cap, so tests can cut a too-long message at every offset. */
    FrameDecoder(int maxText) {
        this(false, maxText, new KnownTags());
    }

    private FrameDecoder(boolean insideCm, int maxText, KnownTags knownTags) {
        this.insideCm = insideCm;
        this.maxText = maxText;
        this.knownTags = knownTags;
        this.pending = new PendingText(maxText);
        this.cutter = new MessageCutter(knownTags);
    }

    /** Decodes a whole byte array and returns its frames; for tests and tools. */
    public static List<Frame> decodeAll(byte[] bytes, List<String> problems) {
        List<Frame> frames = new ArrayList<>();
        try (FrameDecoder decoder = new FrameDecoder()) {
            decoder.feed(bytes, 0, bytes.length, new FrameSink() {
                @Override
                public void frame(Frame frame) {
                    frames.add(frame);
                }

                @Override
                public void problem(String description) {
                    problems.add(description);
                }
            });
            if (decoder.hasPartialMessage()) {
                problems.add("the stream ends inside a message");
            }
        }
        return frames;
    }

    /** True while bytes of an unfinished message are held. */
    public boolean hasPartialMessage() {
        return block != null || pending.holdsPart();
    }

    public void feed(byte[] bytes, int offset, int length, FrameSink sink) {
        if (failed) {
            throw new ProtocolException("decoder already failed");
        }
        try {
            int i = offset;
            int end = offset + length;
            while (i < end && !full) {
                if (block != null) {
                    i = block.take(bytes, i, end);
                    if (block.done()) {
                        CompressedBlock finished = block;
                        block = null;
                        endOfBlock(finished, sink);
                    }
                } else {
                    i = readText(bytes, i, end, sink);
                }
            }
        } catch (ProtocolException e) {
            failed = true;
            throw e;
        }
    }

    private int readText(byte[] bytes, int from, int end, FrameSink sink) {
        if (pending.isEmpty()
                && end - from >= FRAME_END_LENGTH
                && bytes[from] == 'F'
                && bytes[from + 1] == 'M'
                && bytes[from + 2] == '\n'
                && bytes[from + 3] == '#') {
            deliver(knownTags.frameEnd(), sink); // half of what the server sends is a bare FM: no need to cut it
            return from + FRAME_END_LENGTH;
        }
        int hash = Bytes.indexOf(bytes, from, end, (byte) '#');
        if (pending.skipping()) {
            if (hash < end) {
                pending.endSkip();
            }
        } else if (hash < end && pending.isEmpty() && hash - from <= maxText) {
            endOfText(bytes, from, hash, sink); // the whole message is in this read: no copy
        } else {
            pending.keep(bytes, from, hash - from, sink);
            if (hash < end && pending.skipping()) {
                pending.endSkip(); // the too-long message ends here
            } else if (hash < end) {
                int length = pending.take(); // the buffer is read now; forgotten after
                endOfText(pending.bytes(), 0, length, sink);
                pending.forget();
            }
        }
        return hash == end ? end : hash + 1;
    }

    /** A whole message is in {@code t[from, n)}: a frame, or the header of a block that follows. */
    private void endOfText(byte[] t, int from, int n, FrameSink sink) {
        if (!cutter.cut(t, from, n)) {
            return; // a stray '#': nothing to deliver
        }
        if (cutter.isBlock()) {
            block = startBlock(BlockHeader.read(cutter.tag(), cutter.lines(t)));
            if (block.done()) { // an empty block has no bytes to wait for
                CompressedBlock empty = block;
                block = null;
                endOfBlock(empty, sink);
            }
            return;
        }
        deliver(cutter.frame(t), sink);
    }

    private void deliver(Frame frame, FrameSink sink) {
        if (insideCm) {
            if (delivered == MAX_FRAMES_PER_CM) {
                full = true;
                return;
            }
            delivered++;
        }
        sink.frame(frame);
    }

    private CompressedBlock startBlock(BlockHeader header) {
        String refused = header.refusal(insideCm);
        if (refused != null) {
            return new CompressedBlock(header, null, refused);
        }
        if (inflater == null) {
            inflater = new Inflater();
        } else {
            inflater.reset();
        }
        return new CompressedBlock(header, inflater, null);
    }

    private void endOfBlock(CompressedBlock finished, FrameSink sink) {
        byte[] inflated = finished.finish(sink);
        if (inflated == null) {
            return;
        }
        if (finished.header().isMapChunk()) {
            deliver(finished.header().mapChunk(inflated), sink);
        } else {
            unpack(inflated, sink);
        }
    }

    /** The text messages in a CM's inflated payload, at most {@link #MAX_FRAMES_PER_CM} of them. */
    private void unpack(byte[] raw, FrameSink sink) {
        try (FrameDecoder inner = new FrameDecoder(true, maxText, knownTags)) {
            inner.feed(raw, 0, raw.length, sink);
            if (inner.full) {
                sink.problem("a CM message held more than " + MAX_FRAMES_PER_CM + " messages; the rest was skipped");
            } else if (inner.hasPartialMessage()) {
                sink.problem("a CM message ends inside a message; its tail was dropped");
            }
        } catch (ProtocolException e) {
            // the CM's own length is known, so the outer stream goes on after it
            sink.problem("a CM message could not be read to its end (" + e.getMessage() + "); the rest was skipped");
        }
    }

    @Override
    public void close() {
        if (inflater != null) {
            inflater.end();
            inflater = null;
        }
    }
}
