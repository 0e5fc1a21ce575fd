package ohol.tui.protocol;

import java.util.Arrays;
import java.util.List;

/**
 * One server message, the same whichever way it goes (read by {@link FrameDecoder}, written by
 * {@link FrameEncoder}): its tag (the first line), the lines after it up to the {@code #}, and for
 * {@code MC} the inflated cells as payload (empty for every other tag). How a message travels is
 * not part of it: an {@code MC} frame has its position line but not the {@code raw compressed}
 * size line, and {@code CM} (compressed text) is never a frame, only a way frames travel.
 */
public record Frame(String tag, List<String> lines, byte[] payload) {
    private static final byte[] NONE = new byte[0];

    public Frame {
        if (tag.equals("CM")) {
            throw new IllegalArgumentException("CM is how messages travel, not a message");
        }
        if (payload.length > 0 && !tag.equals("MC")) {
            throw new IllegalArgumentException("only MC carries a payload");
        }
        lines = List.copyOf(lines);
        payload = payload.length == 0 ? NONE : payload.clone();
    }

    public Frame(String tag, List<String> lines) {
        this(tag, lines, NONE);
    }

    /** The payload bytes; a copy, since records are values. */
    @Override
    public byte[] payload() {
        return payload.length == 0 ? NONE : payload.clone();
    }

    /** Length of the payload without copying it. */
    public int payloadLength() {
        return payload.length;
    }

    /** The text of the frame as it would be written on the wire, without binary payload. */
    public String text() {
        StringBuilder sb = new StringBuilder(tag).append('\n');
        for (String line : lines) {
            sb.append(line).append('\n');
        }
        return sb.append('#').toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frame f && tag.equals(f.tag) && lines.equals(f.lines) && Arrays.equals(payload, f.payload);
    }

    @Override
    public int hashCode() {
        return (tag.hashCode() * 31 + lines.hashCode()) * 31 + Arrays.hashCode(payload);
    }

    @Override
    public String toString() {
        return "Frame[" + tag + ", " + lines + (payload.length > 0 ? ", payload=" + payload.length + " bytes" : "") + "]";
    }
}
