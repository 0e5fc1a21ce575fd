package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The space-separated fields of one message line, read left to right. Every read of a missing or
 * unreadable field throws {@link MalformedLineException}, so a parser can read fields in order and
 * let the registry skip a bad line.
 *
 * <p>The line, stripped of surrounding (ASCII) whitespace, is cut at runs of spaces. It is read in
 * place in its UTF-8 bytes as the fields are asked for, in one pass, without a regular expression
 * or a string per number: this runs for every line the server sends. Text fields are decoded as
 * UTF-8 when read.
 */
public final class Fields {
    private byte[] bytes;
    private int lineStart;
    private int lineEnd;
    /** End of the stripped line. */
    private int end;
    /** Start of the next field, or {@link #end} when there is none. */
    private int at;
    /** How many fields were read, for the reports. */
    private int read;

    public Fields(String line) {
        this(line.getBytes(StandardCharsets.UTF_8));
    }

    private Fields(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /** The line in {@code bytes[from, to)}, read in place (the bytes must not change while read). */
    public Fields(byte[] bytes, int from, int to) {
        reset(bytes, from, to);
    }

    /** Reads the line in {@code bytes[from, to)} from its start: one object serves a message's lines. */
    Fields reset(byte[] bytes, int from, int to) {
        this.bytes = bytes;
        this.lineStart = from;
        this.lineEnd = to;
        int e = to;
        while (e > from && isAsciiWhitespace(bytes[e - 1])) {
            e--;
        }
        int s = from;
        while (s < e && isAsciiWhitespace(bytes[s])) {
            s++;
        }
        this.end = e;
        this.at = s;
        this.read = 0;
        return this;
    }

    /** What {@link Character#isWhitespace} says of an ASCII character. */
    static boolean isAsciiWhitespace(byte b) {
        return b == ' ' || (b >= 9 && b <= 13) || (b >= 28 && b <= 31);
    }

    /** The whole line as text (for reports). */
    public String line() {
        return new String(bytes, lineStart, lineEnd - lineStart, StandardCharsets.UTF_8);
    }

    private String text(int from, int to) {
        return new String(bytes, from, to - from, StandardCharsets.UTF_8);
    }

    public boolean hasMore() {
        return at < end;
    }

    /** How many fields are left (counted, so not for every field). */
    public int remaining() {
        int n = 0;
        int i = at;
        while (i < end) {
            n++;
            i = skipSpaces(fieldEnd(i));
        }
        return n;
    }

    private int fieldEnd(int from) {
        int i = from;
        while (i < end && bytes[i] != ' ') {
            i++;
        }
        return i;
    }

    private int skipSpaces(int from) {
        int i = from;
        while (i < end && bytes[i] == ' ') {
            i++;
        }
        return i;
    }

    /** The end of the next field; throws when there is none. */
    private int need() {
        if (at >= end) {
            throw new MalformedLineException("missing field " + (read + 1), line());
        }
        return fieldEnd(at);
    }

    /** Moves past the field ending at {@code stop}. */
    private void consume(int stop) {
        at = skipSpaces(stop);
        read++;
    }

    /** The next field without consuming it. */
    public String peek() {
        return text(at, need());
    }

    /** Whether the next field is exactly {@code ascii} (false when there is none); consumes nothing. */
    public boolean nextIs(String ascii) {
        return hasMore() && fieldEnd(at) - at == ascii.length() && startsWith(ascii);
    }

    /** Whether the next field starts with {@code ascii} (false when there is none); consumes nothing. */
    public boolean nextStartsWith(String ascii) {
        return hasMore() && fieldEnd(at) - at >= ascii.length() && startsWith(ascii);
    }

    private boolean startsWith(String ascii) {
        for (int i = 0; i < ascii.length(); i++) {
            if (bytes[at + i] != ascii.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public String text() {
        int stop = need();
        String t = text(at, stop);
        consume(stop);
        return t;
    }

    /** What {@link #smallInteger()} gives for a field that is not one. */
    private static final long NOT_SMALL = Long.MIN_VALUE;

    /**
     * The common field, at most 9 digits with an optional '-', read in one pass and consumed;
     * {@link #NOT_SMALL} (nothing consumed) for anything else, which the slower readers judge.
     */
    private long smallInteger() {
        byte[] b = bytes;
        int e = end;
        int i = at;
        boolean negative = i < e && b[i] == '-';
        if (negative) {
            i++;
        }
        int digitsStart = i;
        int value = 0;
        for (int d; i < e && (d = b[i] - '0') >= 0 && d <= 9; i++) {
            value = value * 10 + d;
        }
        int digits = i - digitsStart;
        if (digits > 0 && digits <= 9 && (i == e || b[i] == ' ')) {
            consume(i);
            return negative ? -value : value;
        }
        return NOT_SMALL;
    }

    public int integer() {
        long small = smallInteger();
        return small != NOT_SMALL ? (int) small : anyInteger();
    }

    private int anyInteger() {
        int start = at;
        int digitsEnd = Numbers.end(bytes, start, end);
        long value = Numbers.integer(bytes, start, digitsEnd);
        if (value == Numbers.INVALID || (digitsEnd < end && bytes[digitsEnd] != ' ')) {
            throw new MalformedLineException(
                    "field " + (read + 1) + " '" + text(start, need()) + "' is not an integer", line());
        }
        consume(digitsEnd);
        return (int) value;
    }

    public double decimal() {
        // the server's form, digits with at most one '.', read in one pass; anything else below
        byte[] b = bytes;
        int e = end;
        int i = at;
        boolean negative = i < e && b[i] == '-';
        if (negative) {
            i++;
        }
        long mantissa = 0;
        int digits = 0;
        int fraction = -1;
        for (; i < e; i++) {
            int d = b[i] - '0';
            if (d >= 0 && d <= 9) {
                mantissa = mantissa * 10 + d;
                digits++;
                fraction += fraction >= 0 ? 1 : 0;
            } else if (b[i] == '.' && fraction < 0) {
                fraction = 0;
            } else {
                break;
            }
        }
        if (digits > 0 && digits <= Decimals.EXACT_DIGITS && (i == e || b[i] == ' ')) {
            consume(i);
            double value = Decimals.exact(mantissa, Math.max(fraction, 0));
            return negative ? -value : value;
        }
        return anyDecimal();
    }

    private double anyDecimal() {
        int stop = need();
        double d = Decimals.parse(bytes, at, stop);
        if (Double.isNaN(d)) {
            throw new MalformedLineException(
                    "field " + (read + 1) + " '" + text(at, stop) + "' is not a number", line());
        }
        consume(stop);
        return d;
    }

    /** A 0/1 flag; any other integer but 0 also reads as true, as the official client reads it. */
    public boolean flag() {
        return integer() != 0;
    }

    public GameObject object() {
        // nearly every object field is a bare id: read as an integer is read
        long small = smallInteger();
        return small != NOT_SMALL ? GameObject.of((int) small) : anyObject();
    }

    private GameObject anyObject() {
        int stop = need();
        try {
            GameObject object = GameObject.parse(bytes, at, stop);
            consume(stop);
            return object;
        } catch (MalformedLineException e) {
            throw new MalformedLineException(
                    "field " + (read + 1) + " '" + text(at, stop) + "' is not an object: " + e.getMessage(), line());
        }
    }

    /**
     * The next field read as exactly {@code count} integers joined by {@code separator}, such as
     * {@code 3/160} (players/max) or {@code 12/0} (p_id/isCurse).
     */
    public List<Integer> joinedIntegers(char separator, int count) {
        int stop = need();
        Integer[] values = new Integer[count];
        int from = at;
        for (int k = 0; k < count; k++) {
            int numberEnd = Numbers.end(bytes, from, stop);
            long value = Numbers.integer(bytes, from, numberEnd);
            boolean last = k == count - 1;
            boolean cutRight = last ? numberEnd == stop : numberEnd < stop && bytes[numberEnd] == separator;
            if (value == Numbers.INVALID || !cutRight) {
                throw new MalformedLineException(
                        "field " + (read + 1) + " '" + text(at, stop) + "' is not " + count + " integers joined by '"
                                + separator + "'",
                        line());
            }
            values[k] = (int) value;
            from = numberEnd + 1;
        }
        consume(stop);
        return List.of(values);
    }

    /** All remaining fields as integers. */
    public List<Integer> integers() {
        List<Integer> values = new ArrayList<>();
        while (hasMore()) {
            values.add(integer());
        }
        return List.copyOf(values);
    }

    /** The rest of the line after the fields read so far, as written (single spaces kept). */
    public String rest() {
        String rest = text(at, end);
        while (hasMore()) {
            consume(need());
        }
        return rest;
    }

    /** Throws unless every field was read: a line with extra fields is not what we think it is. */
    public void end() {
        if (hasMore()) {
            throw new MalformedLineException("unexpected field '" + peek() + "'", line());
        }
    }
}
