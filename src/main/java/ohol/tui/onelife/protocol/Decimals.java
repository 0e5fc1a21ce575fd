package ohol.tui.onelife.protocol;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/** Reads and formats decimals as the server writes them ({@code %.2f} and friends), whatever the JVM's locale. */
public final class Decimals {
    /** Powers of ten that are exact doubles: dividing by one of them rounds exactly once. */
    private static final double[] EXACT_POWERS = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22
    };

    /** Most digits read in place: a whole number of 15 digits is below 2^53, so it is an exact double. */
    static final int EXACT_DIGITS = 15;

    /** Most decimals {@link #fixed} writes itself; more go to the formatter. */
    private static final int MAX_PLACES = 20;

    private Decimals() {}

    /** {@code mantissa / 10^fractionDigits}, rounded once, as {@link Double#parseDouble} rounds it. */
    static double exact(long mantissa, int fractionDigits) {
        return fractionDigits > 0 ? mantissa / EXACT_POWERS[fractionDigits] : mantissa;
    }

    public static String two(double d) {
        return fixed(new StringBuilder(8), d, 2).toString();
    }

    public static String three(double d) {
        return fixed(new StringBuilder(8), d, 3).toString();
    }

    public static String six(double d) {
        return fixed(new StringBuilder(12), d, 6).toString();
    }

    /**
     * Appends {@code d} with {@code places} decimals exactly as {@code String.format(Locale.ROOT,
     * "%.<places>f", d)} writes it, without parsing a format each time (a frame of the screen and
     * every broadcast line write many): Java's formatter rounds the shortest decimal that reads
     * back as {@code d} (its {@link Double#toString} digits) half up, so {@code 1.005} gives
     * {@code 1.01}, and keeps the sign of a negative that rounds to zero ({@code -0.00}).
     */
    public static StringBuilder fixed(StringBuilder out, double d, int places) {
        if (!Double.isFinite(d) || places < 0 || places > MAX_PLACES) {
            return out.append(String.format(Locale.ROOT, "%." + places + "f", d));
        }
        if (Double.compare(d, 0.0) < 0) {
            out.append('-');
        }
        double a = Math.abs(d);
        if (a < 1e15 && a == Math.rint(a)) {
            out.append((long) a);
            return places == 0 ? out : zeros(out.append('.'), places);
        }
        String s = Double.toString(a);
        int e = s.indexOf('E');
        int end = e < 0 ? s.length() : e;
        int point = s.indexOf('.');
        int exponent = e < 0 ? 0 : Integer.parseInt(s.substring(e + 1));
        // the digits with the point after the first `whole` of them, led by enough zeros that whole >= 1
        int whole = point + exponent;
        int lead = Math.max(0, 1 - whole);
        whole += lead;
        int kept = whole + places;
        char[] digits = new char[kept + 1]; // room for a carry into a new first digit
        Arrays.fill(digits, '0');
        int at = 1 + lead;
        char next = '0';
        for (int i = 0; i < end; i++) {
            char c = s.charAt(i);
            if (c == '.') {
                continue;
            }
            if (at <= kept) {
                digits[at++] = c;
            } else {
                next = at == kept + 1 ? c : '0'; // past the first dropped place: below a half
                break;
            }
        }
        int first = 1;
        if (next >= '5') {
            int i = kept;
            while (digits[i] == '9') {
                digits[i--] = '0';
            }
            digits[i]++;
            first = i == 0 ? 0 : 1;
        }
        int intEnd = 1 + whole;
        while (first < intEnd - 1 && digits[first] == '0') {
            first++;
        }
        out.append(digits, first, intEnd - first);
        return places == 0 ? out : out.append('.').append(digits, intEnd, places);
    }

    private static StringBuilder zeros(StringBuilder out, int n) {
        for (int i = 0; i < n; i++) {
            out.append('0');
        }
        return out;
    }

    /**
     * The number written in the bytes {@code s[from, to)}, exactly as {@link Double#parseDouble} reads it, or NaN when
     * it is not a finite number. The server's {@code 14.42} form is read in place (a whole number of
     * at most 15 digits divided by an exact power of ten is rounded once, so the result is the same
     * double); anything else goes to {@link Double#parseDouble}.
     */
    public static double parse(byte[] s, int from, int to) {
        int i = from;
        boolean negative = false;
        if (i < to && (s[i] == '-' || s[i] == '+')) {
            negative = s[i] == '-';
            i++;
        }
        long mantissa = 0;
        int digits = 0;
        int fraction = -1;
        for (; i < to; i++) {
            byte c = s[i];
            if (c >= '0' && c <= '9') {
                mantissa = mantissa * 10 + (c - '0');
                digits++;
                if (fraction >= 0) {
                    fraction++;
                }
            } else if (c == '.' && fraction < 0) {
                fraction = 0;
            } else {
                break;
            }
        }
        if (i == to && digits > 0 && digits <= EXACT_DIGITS) {
            double value = exact(mantissa, Math.max(fraction, 0));
            return negative ? -value : value;
        }
        try {
            double d = Double.parseDouble(new String(s, from, to - from, StandardCharsets.ISO_8859_1));
            return Double.isInfinite(d) ? Double.NaN : d;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
