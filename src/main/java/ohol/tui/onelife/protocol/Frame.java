package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * One server message, the same whichever way it goes (read by {@link FrameDecoder}, written by
 * {@link FrameEncoder}): its tag (the first line), the lines after it up to the {@code #}, and for
 * {@code MC} the inflated cells as payload (empty for every other tag). How a message travels is
 * not part of it: an {@code MC} frame has its position line but not the {@code raw compressed}
 * size line, and {@code CM} (compressed text) is never a frame, only a way frames travel.
 *
 * <p>An immutable value. A frame the decoder read keeps its lines as the bytes that came, and
 * parsers read them in place with {@link #fields(int)}; {@link #lines()} makes strings of them
 * only when asked.
 */
public final class Frame {
    private static final byte[] NONE = new byte[0];
    private static final int[] NO_LINES = new int[0];
    /** The bounds of a frame of one line that is all its text (most frames): no table for it. */
    private static final int[] ONE_LINE = new int[0];

    private final String tag;
    /** The lines' UTF-8 bytes, line i at [bounds[2i], bounds[2i+1]); null for a frame built from strings. */
    private final byte[] text;

    private final int[] bounds;
    private final byte[] payload;
    private volatile List<String> lines;

    public Frame(String tag, List<String> lines, byte[] payload) {
        check(tag, payload);
        this.tag = tag;
        this.lines = List.copyOf(lines);
        this.text = null;
        this.bounds = NO_LINES;
        this.payload = payload.length == 0 ? NONE : payload.clone();
    }

    public Frame(String tag, List<String> lines) {
        this(tag, lines, NONE);
    }

    /** A frame as the decoder read it; takes {@code text}, {@code bounds} and {@code payload} as its own. */
    private Frame(String tag, byte[] text, int[] bounds, byte[] payload) {
        this.tag = tag;
        this.text = text;
        this.bounds = bounds;
        this.payload = payload;
    }

    /** A frame of one line, {@code text}, as the decoder cut it; takes {@code text} as its own. */
    static Frame readLine(String tag, byte[] text) {
        return new Frame(tag, text, ONE_LINE, NONE);
    }

    /** A frame the decoder cut: never a CM, and a payload only for an MC. */
    static Frame read(String tag, byte[] text, int[] bounds, byte[] payload) {
        return new Frame(tag, text, bounds, payload.length == 0 ? NONE : payload);
    }

    private static void check(String tag, byte[] payload) {
        if (tag.equals("CM")) {
            throw new IllegalArgumentException("CM is how messages travel, not a message");
        }
        if (payload.length > 0 && !tag.equals("MC")) {
            throw new IllegalArgumentException("only MC carries a payload");
        }
    }

    public String tag() {
        return tag;
    }

    /** The lines after the tag, as text. */
    public List<String> lines() {
        List<String> l = lines;
        if (l == null) {
            String[] made = new String[lineCount()];
            for (int i = 0; i < made.length; i++) {
                made[i] = new String(text, start(i), end(i) - start(i), StandardCharsets.UTF_8);
            }
            l = List.of(made);
            lines = l;
        }
        return l;
    }

    public int lineCount() {
        return text == null ? lines.size() : bounds == ONE_LINE ? 1 : bounds.length / 2;
    }

    private int start(int i) {
        return bounds == ONE_LINE ? 0 : bounds[2 * i];
    }

    private int end(int i) {
        return bounds == ONE_LINE ? text.length : bounds[2 * i + 1];
    }

    /** The fields of line {@code i}, read in place. */
    public Fields fields(int i) {
        if (text == null) {
            return new Fields(lines.get(i));
        }
        if (i < 0 || i >= lineCount()) {
            throw new IndexOutOfBoundsException(i);
        }
        return new Fields(text, start(i), end(i));
    }

    /** As {@link #fields(int)}, reading into {@code reuse} when it can (a parser done with its last line). */
    Fields fields(int i, Fields reuse) {
        if (text == null || reuse == null) {
            return fields(i);
        }
        if (i < 0 || i >= lineCount()) {
            throw new IndexOutOfBoundsException(i);
        }
        return reuse.reset(text, start(i), end(i));
    }

    /** Whether line {@code i} holds nothing but whitespace. */
    public boolean isBlank(int i) {
        if (text == null) {
            return lines.get(i).isBlank();
        }
        for (int b = start(i), end = end(i); b < end; b++) {
            if (!Fields.isAsciiWhitespace(text[b])) {
                return false;
            }
        }
        return true;
    }

    /** The payload bytes; a copy, since frames are values. */
    public byte[] payload() {
        return payload.length == 0 ? NONE : payload.clone();
    }

    /** Reads the payload's bytes where they lie, without copying them. */
    public interface PayloadReader<T> {
        /** Reads {@code bytes[from, to)}; must not change them nor keep {@code bytes}. */
        T read(byte[] bytes, int from, int to);
    }

    /** The payload read in place by {@code reader} (frames are values: it must not change or keep the bytes). */
    public <T> T readPayload(PayloadReader<T> reader) {
        return reader.read(payload, 0, payload.length);
    }

    /**
     * About how many bytes the frame took to say, once inflated: its tag, lines and payload. What
     * holding the message read from it costs is in proportion.
     */
    public int size() {
        int size = tag.length() + payload.length;
        if (text != null) {
            return size + text.length;
        }
        for (String line : lines) {
            size += line.length() + 1;
        }
        return size;
    }

    /** Length of the payload without copying it. */
    public int payloadLength() {
        return payload.length;
    }

    /** The text of the frame as it would be written on the wire, without binary payload. */
    public String text() {
        StringBuilder sb = new StringBuilder(tag).append('\n');
        for (String line : lines()) {
            sb.append(line).append('\n');
        }
        return sb.append('#').toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frame f
                && tag.equals(f.tag)
                && lines().equals(f.lines())
                && Arrays.equals(payload, f.payload);
    }

    @Override
    public int hashCode() {
        return (tag.hashCode() * 31 + lines().hashCode()) * 31 + Arrays.hashCode(payload);
    }

    @Override
    public String toString() {
        return "Frame[" + tag + ", " + lines() + (payload.length > 0 ? ", payload=" + payload.length + " bytes" : "")
                + "]";
    }
}
