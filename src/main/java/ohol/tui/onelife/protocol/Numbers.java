package ohol.tui.onelife.protocol;

/**
 * Reads whole numbers in place in the bytes of a line, without cutting it into pieces first:
 * fields, map cells and container lists are read this way, one pass each.
 */
public final class Numbers {
    /** What {@link #integer} gives for text that is not an int. */
    public static final long INVALID = Long.MIN_VALUE;

    private Numbers() {}

    /** Where the number starting at {@code from} ends: past an optional sign and the digits. */
    public static int end(byte[] s, int from, int to) {
        int i = from;
        if (i < to && (s[i] == '-' || s[i] == '+')) {
            i++;
        }
        while (i < to && s[i] >= '0' && s[i] <= '9') {
            i++;
        }
        return i;
    }

    /**
     * The int written in {@code s[start, end)} as {@link #end} delimits it (as
     * {@link Integer#parseInt} reads it), or {@link #INVALID} when there are no digits or it is out
     * of range.
     */
    public static long integer(byte[] s, int start, int end) {
        boolean signed = start < end && (s[start] == '-' || s[start] == '+');
        int i = signed ? start + 1 : start;
        if (i == end) {
            return INVALID;
        }
        while (i < end - 1 && s[i] == '0') {
            i++; // leading zeros count for nothing, as in Integer.parseInt
        }
        if (end - i > 10) {
            return INVALID;
        }
        long value = 0;
        for (; i < end; i++) {
            value = value * 10 + (s[i] - '0');
        }
        if (signed && s[start] == '-') {
            value = -value;
        }
        return value < Integer.MIN_VALUE || value > Integer.MAX_VALUE ? INVALID : value;
    }
}
