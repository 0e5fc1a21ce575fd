package ohol.tui.onelife.data;

/**
 * Number reading as the game's loaders do it with {@code sscanf}: the number that starts a field
 * (after blanks), whatever follows it; a field with no number keeps the caller's default. Hand
 * written because it runs tens of thousands of times per load and a regex would dominate.
 */
final class Scan {
    private Scan() {}

    /** The integer at {@code from} (before {@code end}), or {@code fallback} when there is none. */
    static int leadingInt(String s, int from, int end, int fallback) {
        int i = skipBlanks(s, from, end);
        boolean negative = false;
        if (i < end && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        long value = 0;
        int digits = 0;
        while (i < end && isDigit(s.charAt(i))) {
            value = value * 10 + (s.charAt(i) - '0');
            if (value > Integer.MAX_VALUE + 1L) {
                return fallback;
            }
            i++;
            digits++;
        }
        if (digits == 0) {
            return fallback;
        }
        long signed = negative ? -value : value;
        return signed > Integer.MAX_VALUE ? fallback : (int) signed;
    }

    /** The decimal number at {@code from} (before {@code end}), or {@code fallback} when there is none. */
    static double leadingDecimal(String s, int from, int end, double fallback) {
        int start = skipBlanks(s, from, end);
        int i = start;
        if (i < end && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            i++;
        }
        int digits = 0;
        while (i < end && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < end && s.charAt(i) == '.') {
            i++;
            while (i < end && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return fallback;
        }
        boolean hasE = i < end && (s.charAt(i) == 'e' || s.charAt(i) == 'E');
        if (!hasE) {
            // most numbers in the data are whole ("1.000000"): read without a string, exactly
            long whole = wholeOrMinusOne(s, start, i);
            if (whole >= 0) {
                return s.charAt(start) == '-' ? -(double) whole : (double) whole;
            }
        }
        if (hasE) {
            int exponent = i + 1;
            if (exponent < end && (s.charAt(exponent) == '-' || s.charAt(exponent) == '+')) {
                exponent++;
            }
            if (exponent < end && isDigit(s.charAt(exponent))) {
                i = exponent;
                while (i < end && isDigit(s.charAt(i))) {
                    i++;
                }
            }
        }
        return Double.parseDouble(s.substring(start, i));
    }

    /**
     * The value of a sign, up to 15 digits and a fraction of zeros in {@code [from, to)}, or -1
     * when it is anything else (a double holds such a whole number exactly).
     */
    private static long wholeOrMinusOne(String s, int from, int to) {
        int i = from;
        if (s.charAt(i) == '-' || s.charAt(i) == '+') {
            i++;
        }
        long value = 0;
        int digits = 0;
        for (; i < to && isDigit(s.charAt(i)); i++) {
            if (++digits > 15) {
                return -1;
            }
            value = value * 10 + (s.charAt(i) - '0');
        }
        if (i < to && s.charAt(i) == '.') {
            for (i++; i < to; i++) {
                if (s.charAt(i) != '0') {
                    return -1;
                }
            }
        }
        return i == to ? value : -1;
    }

    /** Where {@code key} (such as {@code "minPickupAge="}) ends within {@code [from, end)}, or -1. */
    static int after(String s, String key, int from, int end) {
        int at = s.indexOf(key, from);
        return at < 0 || at + key.length() > end ? -1 : at + key.length();
    }

    private static int skipBlanks(String s, int i, int end) {
        while (i < end && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
