package ohol.tui.protocol;

import java.nio.charset.StandardCharsets;
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

    private Decimals() {}

    /** {@code mantissa / 10^fractionDigits}, rounded once, as {@link Double#parseDouble} rounds it. */
    static double exact(long mantissa, int fractionDigits) {
        return fractionDigits > 0 ? mantissa / EXACT_POWERS[fractionDigits] : mantissa;
    }

    public static String two(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }

    public static String three(double d) {
        return String.format(Locale.ROOT, "%.3f", d);
    }

    public static String six(double d) {
        return String.format(Locale.ROOT, "%.6f", d);
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
