package ohol.tui.onelife.world;

/**
 * The one way an age is said, everywhere a player reads one (the status line, the near list, the
 * look, a death's sentence, the death screen, the family panel, narration): whole years, as the
 * game counts a birthday, so one person never reads {@code 14.2} in one place, {@code (age 14)}
 * in another and {@code 15} in a third.
 */
public final class Ages {
    private Ages() {}

    /** {@code 0}, {@code 14}, {@code 40}: the years completed. */
    public static String years(double years) {
        return Integer.toString(whole(years));
    }

    /** The years completed, never below 0. */
    public static int whole(double years) {
        return (int) Math.floor(Math.max(0, years));
    }
}
