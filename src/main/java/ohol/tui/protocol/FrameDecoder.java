package ohol.tui.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DataFormatException;
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

    /** True for the decoder reading a CM's payload: it holds text messages only, and a few. */
    private final boolean insideCm;
    private final int maxText;
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
    private Block block;
    private Inflater inflater;

    public FrameDecoder() {
        this(false, MAX_TEXT);
    }

    /** A decoder with a smaller text cap, so tests can cut a too-long message at every offset. */
    FrameDecoder(int maxText) {
        this(false, maxText);
    }

    private FrameDecoder(boolean insideCm, int maxText) {
        this.insideCm = insideCm;
        this.maxText = maxText;
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
        return block != null || skippingLongText || !isBlank(text, textLength);
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
                        Block finished = block;
                        block = null;
                        finished.finish(sink);
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
        int hash = from;
        while (hash < end && bytes[hash] != '#') {
            hash++;
        }
        if (!skippingLongText) {
            keep(bytes, from, hash - from, sink);
        }
        if (hash == end) {
            return end;
        }
        if (skippingLongText) {
            skippingLongText = false;
        } else {
            endOfText(sink);
        }
        return hash + 1;
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

    private void endOfText(FrameSink sink) {
        String message = new String(text, 0, textLength, StandardCharsets.UTF_8);
        forgetText();
        List<String> lines = splitLines(message);
        if (lines.isEmpty()) {
            return; // a stray '#': nothing to deliver
        }
        String tag = lines.remove(0);
        if (tag.equals("MC") || tag.equals("CM")) {
            block = startBlock(tag, lines);
            if (block.done()) { // an empty block has no bytes to wait for
                Block empty = block;
                block = null;
                empty.finish(sink);
            }
        } else {
            deliver(new Frame(tag, lines), sink);
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

    /** Lines of a message: leading blank lines and the trailing newline before '#' dropped. */
    private static List<String> splitLines(String message) {
        List<String> lines = new ArrayList<>();
        int n = message.length();
        int start = 0;
        while (start <= n) {
            int nl = message.indexOf('\n', start);
            int stop = nl < 0 ? n : nl;
            int lineEnd = stop > start && message.charAt(stop - 1) == '\r' ? stop - 1 : stop;
            if (lines.isEmpty()) {
                String tagLine = message.substring(start, lineEnd).strip();
                if (!tagLine.isEmpty()) {
                    // a tag line with fields on it ("PONG 5") still names the tag first
                    int space = tagLine.indexOf(' ');
                    if (space > 0) {
                        lines.add(tagLine.substring(0, space));
                        lines.add(tagLine.substring(space + 1).strip());
                    } else {
                        lines.add(tagLine);
                    }
                }
            } else {
                lines.add(message.substring(start, lineEnd));
            }
            if (nl < 0) {
                break;
            }
            start = nl + 1;
        }
        if (lines.size() > 1 && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private Block startBlock(String tag, List<String> header) {
        int sizeLine = tag.equals("MC") ? 1 : 0;
        if (header.size() <= sizeLine) {
            throw new ProtocolException(tag + " header has no size line");
        }
        int raw;
        int compressed;
        try {
            Fields sizes = new Fields(header.remove(sizeLine));
            raw = sizes.integer();
            compressed = sizes.integer();
        } catch (MalformedLineException e) {
            throw new ProtocolException(tag + " header has no readable sizes");
        }
        if (compressed < 0 || compressed > MAX_COMPRESSED) {
            throw new ProtocolException(tag + " compressed size " + compressed + " outside 0.." + MAX_COMPRESSED);
        }
        String refused;
        if (insideCm) {
            refused = tag.equals("MC") ? "a map chunk inside a CM message was skipped" : "a CM inside a CM message was skipped";
        } else if (raw < 0 || raw > MAX_RAW) {
            refused = tag + " raw size " + raw + " outside 0.." + MAX_RAW + "; block skipped";
        } else {
            refused = null;
        }
        if (refused != null) {
            return new Block(tag, header, raw, compressed, null, refused);
        }
        if (inflater == null) {
            inflater = new Inflater();
        } else {
            inflater.reset();
        }
        return new Block(tag, header, raw, compressed, inflater, null);
    }

    private static boolean isBlank(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            if (bytes[i] > ' ') {
                return false;
            }
        }
        return true;
    }

    /** The text messages in a CM's inflated payload, at most {@link #MAX_FRAMES_PER_CM} of them. */
    private void unpack(byte[] raw, FrameSink sink) {
        try (FrameDecoder inner = new FrameDecoder(true, maxText)) {
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

    /** One MC or CM binary block, inflated incrementally as its bytes arrive (or skipped). */
    private final class Block {
        private final String tag;
        private final List<String> header;
        private final int rawSize;
        private final int compressedSize;
        private final Inflater inflater;
        private int received;
        private byte[] out;
        private int produced;
        private String error;

        Block(String tag, List<String> header, int rawSize, int compressedSize, Inflater inflater, String refused) {
            this.tag = tag;
            this.header = header;
            this.rawSize = rawSize;
            this.compressedSize = compressedSize;
            this.inflater = inflater;
            this.error = refused;
            if (refused == null) {
                out = new byte[Math.min(rawSize, 1 << 16)];
            }
        }

        boolean done() {
            return received == compressedSize;
        }

        int take(byte[] bytes, int from, int end) {
            int n = Math.min(end - from, compressedSize - received);
            received += n;
            if (error == null) {
                inflate(bytes, from, n);
            }
            return from + n;
        }

        private void inflate(byte[] bytes, int from, int n) {
            if (inflater.finished()) {
                if (n > 0) {
                    error = tag + " has bytes after the end of its zlib stream";
                }
                return;
            }
            inflater.setInput(bytes, from, n);
            try {
                while (!inflater.finished() && !inflater.needsInput() && error == null) {
                    if (produced == out.length) {
                        if (out.length < rawSize) {
                            out = Arrays.copyOf(out, (int) Math.min(rawSize, 2L * out.length));
                        } else if (inflater.inflate(new byte[1]) > 0) {
                            error = tag + " inflates to more than its raw size " + rawSize;
                            return;
                        } else if (inflater.needsDictionary()) {
                            error = tag + " zlib stream asks for a dictionary";
                            return;
                        } else {
                            continue;
                        }
                    }
                    int got = inflater.inflate(out, produced, out.length - produced);
                    produced += got;
                    if (got == 0 && inflater.needsDictionary()) {
                        error = tag + " zlib stream asks for a dictionary";
                    }
                }
                if (inflater.finished() && inflater.getRemaining() > 0) {
                    error = tag + " has bytes after the end of its zlib stream";
                }
            } catch (DataFormatException e) {
                error = tag + " zlib data is corrupt";
            }
        }

        void finish(FrameSink sink) {
            if (error == null && !inflater.finished()) {
                error = tag + " zlib stream is cut short after " + compressedSize + " bytes";
            }
            if (error == null && produced != rawSize) {
                error = tag + " inflated to " + produced + " bytes, header said " + rawSize;
            }
            if (error != null) {
                sink.problem(error);
                return;
            }
            if (tag.equals("MC")) {
                deliver(new Frame(tag, header, out), sink);
            } else {
                unpack(out, sink);
            }
        }
    }
}
