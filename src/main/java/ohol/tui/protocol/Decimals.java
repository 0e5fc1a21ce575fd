package ohol.tui.protocol;

import java.util.Locale;

/** Formats decimals as the server does ({@code %.2f} and friends), whatever the JVM's locale. */
public final class Decimals {
    private Decimals() {}

    public static String two(double d) {
        return String.format(Locale.ROOT, "%.2f", d);
    }

    public static String three(double d) {
        return String.format(Locale.ROOT, "%.3f", d);
    }

    public static String six(double d) {
        return String.format(Locale.ROOT, "%.6f", d);
    }
}
