package ohol.tui.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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

    private static final int SMALL_BUFFER = 256;
    /** The end of a server step, exactly as the server writes it. */
    private static final byte[] FRAME_END = {'F', 'M', '\n', '#'};

    private static final byte[] NO_BYTES = new byte[0];
    private static final int[] NO_BOUNDS = new int[0];

    /** True for the decoder reading a CM's payload: it holds text messages only, and a few. */
    private final boolean insideCm;

    private final int maxText;
    /** Tags seen, by a hash of their bytes; shared with the decoders of CM payloads. */
    private final KnownTags knownTags;
    /** Where the last tag read is in {@link #knownTags}. */
    private int tagSlot;

    private byte[] text = new byte[SMALL_BUFFER];
    private int textLength;
    /** Inside a text message longer than MAX_TEXT, dropping bytes up to its '#'. */
    private boolean skippingLongText;

    private boolean failed;
    /** Frames delivered; counted only inside a CM. */
    private int delivered;
    /** Inside a CM: more than MAX_FRAMES_PER_CM messages came; the rest is not read. */
    private boolean full;

    /** The block being read after an MC or CM header, or null while reading text. */
    private CompressedBlock block;

    private Inflater inflater;

    /** Where each line of the message being cut starts and ends; reused, the frame gets its own copy. */
    private int[] lineBounds = new int[16];

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
        return block != null || skippingLongText || !isBlank(text, 0, textLength);
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
        if (textLength == 0
                && !skippingLongText
                && end - from >= FRAME_END.length
                && bytes[from] == 'F'
                && bytes[from + 1] == 'M'
                && bytes[from + 2] == '\n'
                && bytes[from + 3] == '#') {
            deliver(frameEnd(), sink); // half of what the server sends is a bare FM: no need to cut it
            return from + FRAME_END.length;
        }
        int hash = Bytes.indexOf(bytes, from, end, (byte) '#');
        if (skippingLongText) {
            if (hash < end) {
                skippingLongText = false;
            }
        } else if (hash < end && textLength == 0 && hash - from <= maxText) {
            endOfText(bytes, from, hash, sink); // the whole message is in this read: no copy
        } else {
            keep(bytes, from, hash - from, sink);
            if (hash < end && skippingLongText) {
                skippingLongText = false; // the too-long message ends here
            } else if (hash < end) {
                int length = textLength;
                textLength = 0; // the buffer is read now; forgotten after
                endOfText(text, 0, length, sink);
                forgetText();
            }
        }
        return hash == end ? end : hash + 1;
    }

    /** Adds bytes to the message being read, or starts skipping it once it passes MAX_TEXT. */
    private void keep(byte[] bytes, int from, int n, FrameSink sink) {
        if (n > maxText - textLength) {
            sink.problem("a message longer than " + maxText + " bytes was skipped");
            skippingLongText = true;
            forgetText();
            return;
        }
        if (textLength + n > text.length) {
            text = Arrays.copyOf(text, Math.min(maxText, Math.max(textLength + n, text.length * 2)));
        }
        System.arraycopy(bytes, from, text, textLength, n);
        textLength += n;
    }

    private void forgetText() {
        textLength = 0;
        if (text.length > 4096) {
            text = new byte[SMALL_BUFFER];
        }
    }

    /**
     * A whole message is in {@code t[from, n)}: cut it into its tag and lines. Leading blank lines are
     * dropped, the tag line is stripped (and cut after the tag when it carries fields, as in
     * {@code PONG 5}), a {@code \r} before each newline is dropped, and the newline before
     * {@code #} does not make a line. The lines stay bytes, copied once into the frame.
     */
    private void endOfText(byte[] t, int from, int n, FrameSink sink) {
        int lineStart = from;
        int lineEnd;
        int next;
        while (true) { // find the tag line
            int nl = indexOfNewline(t, lineStart, n);
            lineEnd = withoutReturn(t, lineStart, nl);
            next = nl + 1;
            if (!isBlank(t, lineStart, lineEnd)) {
                break;
            }
            if (nl == n) {
                return; // a stray '#': nothing to deliver
            }
            lineStart = next;
        }
        int tagStart = lineStart;
        int tagLineEnd = lineEnd;
        while (Fields.isAsciiWhitespace(t[tagStart])) {
            tagStart++;
        }
        while (Fields.isAsciiWhitespace(t[tagLineEnd - 1])) {
            tagLineEnd--;
        }
        int tagEnd = tagStart;
        while (tagEnd < tagLineEnd && t[tagEnd] != ' ') {
            tagEnd++;
        }
        String tag = tagName(t, tagStart, tagEnd);

        int[] bounds = lineBounds;
        int count = 0;
        if (tagEnd < tagLineEnd) { // fields on the tag line make the first line
            int restStart = tagEnd + 1;
            while (restStart < tagLineEnd && Fields.isAsciiWhitespace(t[restStart])) {
                restStart++;
            }
            bounds[0] = restStart;
            bounds[1] = tagLineEnd;
            count = 1;
        }
        lineStart = next;
        while (lineStart <= n) {
            int nl = indexOfNewline(t, lineStart, n);
            if (2 * count + 2 > bounds.length) {
                bounds = Arrays.copyOf(bounds, bounds.length * 2);
                lineBounds = bounds;
            }
            bounds[2 * count] = lineStart;
            bounds[2 * count + 1] = withoutReturn(t, lineStart, nl);
            count++;
            lineStart = nl + 1;
        }
        if (count > 0 && bounds[2 * count - 1] == bounds[2 * count - 2]) {
            count--; // the newline before '#'
        }
        if (bounds.length > 4096) {
            lineBounds = new int[16]; // a message of many lines does not keep its table afterwards
        }

        boolean isBlock = tagEnd - tagStart == 2
                && ((t[tagStart] == 'M' && t[tagStart + 1] == 'C') || (t[tagStart] == 'C' && t[tagStart + 1] == 'M'));
        if (isBlock) {
            List<String> header = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                header.add(new String(t, bounds[2 * i], bounds[2 * i + 1] - bounds[2 * i], StandardCharsets.UTF_8));
            }
            block = startBlock(BlockHeader.read(tag, header));
            if (block.done()) { // an empty block has no bytes to wait for
                CompressedBlock empty = block;
                block = null;
                endOfBlock(empty, sink);
            }
            return;
        }
        Frame frame;
        if (count == 0) {
            frame = knownTags.empty(tagSlot, tag); // a frame is a value: one per tag serves every FM
        } else {
            int bodyStart = bounds[0];
            byte[] body = Arrays.copyOfRange(t, bodyStart, bounds[2 * count - 1]);
            if (count == 1) {
                deliver(Frame.readLine(tag, body), sink);
                return;
            }
            int[] own = new int[2 * count];
            for (int i = 0; i < own.length; i++) {
                own[i] = bounds[i] - bodyStart;
            }
            frame = Frame.read(tag, body, own, NO_BYTES);
        }
        deliver(frame, sink);
    }

    private static int indexOfNewline(byte[] t, int from, int to) {
        return Bytes.indexOf(t, from, to, (byte) '\n');
    }

    /** The end of a line ending at {@code newline}, without a {@code \r} before it. */
    private static int withoutReturn(byte[] t, int start, int newline) {
        return newline > start && t[newline - 1] == '\r' ? newline - 1 : newline;
    }

    private static boolean isBlank(byte[] t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!Fields.isAsciiWhitespace(t[i])) {
                return false;
            }
        }
        return true;
    }

    /** The FM frame, cut as any other the first time, then shared: a frame is a value. */
    private Frame frameEnd() {
        Frame f = knownTags.frameEnd;
        if (f == null) {
            String tag = tagName(FRAME_END, 0, 2);
            f = knownTags.empty(tagSlot, tag);
            knownTags.frameEnd = f;
        }
        return f;
    }

    /** The tag as a string, the same instance each time it comes again (its hash is then known). */
    private String tagName(byte[] t, int from, int to) {
        int length = to - from;
        long word = length;
        for (int i = from; i < to && i < from + Long.BYTES - 1; i++) {
            word = (word << 8) | (t[i] & 0xFF); // a tag of up to 7 bytes is its word: no bytes to compare
        }
        int slot = (int) ((word * 0x9E3779B97F4A7C15L) >>> 58); // the 64 slots of knownTags
        byte[] known = knownTags.bytes[slot];
        if (knownTags.words[slot] == word
                && known != null
                && (length < Long.BYTES || Arrays.equals(known, 0, known.length, t, from, to))) {
            tagSlot = slot;
            return knownTags.names[slot];
        }
        // interned: the registry's own tag names are the same instance, so finding the parser is quick
        String tag = new String(t, from, length, StandardCharsets.UTF_8).intern();
        knownTags.words[slot] = word;
        knownTags.bytes[slot] = Arrays.copyOfRange(t, from, to);
        knownTags.names[slot] = tag;
        knownTags.empty[slot] = null;
        tagSlot = slot;
        return tag;
    }

    /** Tags seen, by their first bytes and length, as bytes and as the tag's string, and their frame without lines. */
    private static final class KnownTags {
        final long[] words = new long[64];
        final byte[][] bytes = new byte[64][];
        final String[] names = new String[64];
        final Frame[] empty = new Frame[64];
        Frame frameEnd;

        /** The frame with no lines of the tag in {@code slot}. */
        Frame empty(int slot, String tag) {
            Frame f = empty[slot];
            if (f == null) {
                f = Frame.read(tag, NO_BYTES, NO_BOUNDS, NO_BYTES);
                empty[slot] = f;
            }
            return f;
        }
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
