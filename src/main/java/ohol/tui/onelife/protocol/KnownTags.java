package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The message tags seen, in 64 slots by a hash of their first bytes and length: their bytes, their
 * string (the same instance each time the tag comes again, so its hash is known) and their frame
 * without lines. Shared by a decoder and the decoders of its CM payloads; not thread-safe.
 */
final class KnownTags {
    private static final byte[] NO_BYTES = new byte[0];
    private static final int[] NO_BOUNDS = new int[0];
    private static final byte[] FM = {'F', 'M'};

    private final long[] words = new long[64];
    private final byte[][] bytes = new byte[64][];
    private final String[] names = new String[64];
    private final Frame[] empty = new Frame[64];
    private Frame frameEnd;

    /** The slot of the tag {@code t[from, to)}, which now holds it. */
    int slotOf(byte[] t, int from, int to) {
        int length = to - from;
        long word = length;
        for (int i = from; i < to && i < from + Long.BYTES - 1; i++) {
            word = (word << 8) | (t[i] & 0xFF); // a tag of up to 7 bytes is its word: no bytes to compare
        }
        int slot = (int) ((word * 0x9E3779B97F4A7C15L) >>> 58); // the 64 slots
        byte[] known = bytes[slot];
        if (words[slot] == word
                && known != null
                && (length < Long.BYTES || Arrays.equals(known, 0, known.length, t, from, to))) {
            return slot;
        }
        // interned: the registry's own tag names are the same instance, so finding the parser is quick
        String tag = new String(t, from, length, StandardCharsets.UTF_8).intern();
        words[slot] = word;
        bytes[slot] = Arrays.copyOfRange(t, from, to);
        names[slot] = tag;
        empty[slot] = null;
        return slot;
    }

    /** The tag in {@code slot}. */
    String name(int slot) {
        return names[slot];
    }

    /** The frame with no lines of the tag in {@code slot}: a frame is a value, one per tag serves every FM. */
    Frame empty(int slot) {
        Frame f = empty[slot];
        if (f == null) {
            f = Frame.read(names[slot], NO_BYTES, NO_BOUNDS, NO_BYTES);
            empty[slot] = f;
        }
        return f;
    }

    /** The FM frame, cut as any other the first time, then shared. */
    Frame frameEnd() {
        Frame f = frameEnd;
        if (f == null) {
            f = empty(slotOf(FM, 0, FM.length));
            frameEnd = f;
        }
        return f;
    }
}
