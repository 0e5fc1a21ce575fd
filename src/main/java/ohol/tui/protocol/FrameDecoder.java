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
 * until the data is really there). A {@code CM} block's inflated text is decoded as further
 * messages. A block that does not inflate to exactly {@code raw_size} bytes is reported to the
 * sink and skipped; the stream goes on after it. A stream that cannot be followed (a text message
 * longer than {@link #MAX_TEXT}, a compressed length above {@link #MAX_COMPRESSED}, an unreadable
 * size line) throws {@link ProtocolException}, after which the decoder must not be fed again.
 *
 * <p>Pure: no I/O, no logging, no clock. Not thread-safe: one reader feeds it.
 */
public final class FrameDecoder implements AutoCloseable {
    /** Longest text message accepted; the largest real one (a first PU on a full server) is far below. */
    public static final int MAX_TEXT = 1 << 20;
    /** Largest inflated block accepted. */
    public static final int MAX_RAW = 4 << 20;
    /** Largest compressed block accepted; beyond this the stream cannot be followed. */
    public static final int MAX_COMPRESSED = 4 << 20;

    private final boolean nested;
    private byte[] text = new byte[256];
    private int textLength;
    private boolean failed;

    /** The block being read after an MC or CM header, or null while reading text. */
    private Block block;
    private Inflater inflater;

    public FrameDecoder() {
        this(false);
    }

    private FrameDecoder(boolean nested) {
        this.nested = nested;
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
                problems.add("stream ends inside a message");
            }
        }
        return frames;
    }

    /** True while bytes of an unfinished message are held. */
    public boolean hasPartialMessage() {
        return block != null || !isBlank(text, textLength);
    }

    public void feed(byte[] bytes, int offset, int length, FrameSink sink) {
        if (failed) {
            throw new ProtocolException("decoder already failed");
        }
        try {
            int i = offset;
            int end = offset + length;
            while (i < end) {
                if (block != null) {
                    i = block.take(bytes, i, end, sink);
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
        for (int i = from; i < end; i++) {
            byte b = bytes[i];
            if (b == '#') {
                endOfText(sink);
                return i + 1;
            }
            if (textLength == text.length) {
                if (textLength >= MAX_TEXT) {
                    throw new ProtocolException("message longer than " + MAX_TEXT + " bytes without '#'");
                }
                text = Arrays.copyOf(text, Math.min(MAX_TEXT, textLength * 2));
            }
            text[textLength++] = b;
        }
        return end;
    }

    private void endOfText(FrameSink sink) {
        String message = new String(text, 0, textLength, StandardCharsets.UTF_8);
        textLength = 0;
        if (text.length > 4096) {
            text = new byte[256];
        }
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
            sink.frame(new Frame(tag, lines));
        }
    }

    /** Lines of a message, leading blank lines and the trailing newline before '#' dropped. */
    private static List<String> splitLines(String message) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = message.length();
        while (start <= n) {
            int nl = message.indexOf('\n', start);
            int stop = nl < 0 ? n : nl;
            String line = message.substring(start, stop);
            if (line.endsWith("\r")) {
                line = line.substring(0, line.length() - 1);
            }
            if (!(lines.isEmpty() && line.isBlank())) {
                lines.add(lines.isEmpty() ? line.strip() : line);
            }
            if (nl < 0) {
                break;
            }
            start = nl + 1;
        }
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        if (!lines.isEmpty()) {
            // a tag line with fields on it ("PONG 5") still names the tag first
            String first = lines.get(0);
            int space = first.indexOf(' ');
            if (space > 0) {
                lines.set(0, first.substring(0, space));
                lines.add(1, first.substring(space + 1).strip());
            }
        }
        return lines;
    }

    private Block startBlock(String tag, List<String> header) {
        int sizeLine = tag.equals("MC") ? 1 : 0;
        if (header.size() <= sizeLine) {
            throw new ProtocolException(tag + " header has no size line: " + header);
        }
        String[] sizes = header.get(sizeLine).trim().split(" +");
        int raw;
        int compressed;
        try {
            raw = Integer.parseInt(sizes[0]);
            compressed = Integer.parseInt(sizes[1]);
        } catch (RuntimeException e) {
            throw new ProtocolException(tag + " header has no readable sizes: '" + header.get(sizeLine) + "'");
        }
        if (compressed < 0 || compressed > MAX_COMPRESSED) {
            throw new ProtocolException(tag + " compressed size " + compressed + " outside 0.." + MAX_COMPRESSED);
        }
        if (inflater == null) {
            inflater = new Inflater();
        } else {
            inflater.reset();
        }
        return new Block(tag, header, raw, compressed, inflater);
    }

    private static boolean isBlank(byte[] bytes, int length) {
        for (int i = 0; i < length; i++) {
            if (bytes[i] > ' ') {
                return false;
            }
        }
        return true;
    }

    /** Bytes of a compressed CM payload, decoded as the messages they hold. */
    private void feedInflated(byte[] raw, FrameSink sink) {
        try (FrameDecoder inner = new FrameDecoder(true)) {
            inner.feed(raw, 0, raw.length, sink);
            if (inner.hasPartialMessage()) {
                sink.problem("CM payload ends inside a message; its tail was dropped");
            }
        }
    }

    @Override
    public void close() {
        if (inflater != null) {
            inflater.end();
            inflater = null;
        }
    }

    /** One MC or CM binary block, inflated incrementally as its bytes arrive. */
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

        Block(String tag, List<String> header, int rawSize, int compressedSize, Inflater inflater) {
            this.tag = tag;
            this.header = header;
            this.rawSize = rawSize;
            this.compressedSize = compressedSize;
            this.inflater = inflater;
            if (rawSize < 0 || rawSize > MAX_RAW) {
                error = tag + " raw size " + rawSize + " outside 0.." + MAX_RAW + "; block skipped";
            } else {
                out = new byte[Math.min(rawSize, 1 << 16)];
            }
        }

        boolean done() {
            return received == compressedSize;
        }

        int take(byte[] bytes, int from, int end, FrameSink sink) {
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
                error = tag + " zlib data is corrupt: " + e.getMessage();
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
                sink.frame(new Frame(tag, header, out));
            } else if (nested) {
                sink.problem("CM inside CM; skipped");
            } else {
                feedInflated(out, sink);
            }
        }
    }
}
