package ohol.tui.onelife.world;

import ohol.tui.onelife.protocol.Decimals;

/**
 * The one way an age is said, on the status line, in a death's sentence and on the death screen:
 * years with one decimal ({@code 0.7}, {@code 16.3}), so a baby's death never reads "aged 0" in
 * one place and "aged 1" in another.
 */
public final class Ages {
    private Ages() {}

    /** {@code 0.7}, {@code 40.0}. */
    public static String years(double years) {
        return Decimals.fixed(new StringBuilder(6), Math.max(0, years), 1).toString();
    }
}
