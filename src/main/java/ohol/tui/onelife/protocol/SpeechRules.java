package ohol.tui.onelife.protocol;

/**
 * What the official server keeps of a {@code SAY} ({@code server/server.cpp} and
 * {@code commonSource/sayLimit.cpp}): only {@code A-Z}, space and {@code .-,'?!}
 * ({@code allowedSayChars}), at most {@link #limit} characters for the speaker's age, and
 * nothing within {@link #MIN_GAP_NANOS} of the life's start or of the last line it took. The
 * client checks a line against these before sending it; the practice world applies them.
 */
public final class SpeechRules {
    /** The server's {@code allowedSayChars}. */
    public static final String ALLOWED = "ABCDEFGHIJKLMNOPQRSTUVWXYZ.-,'?! ";
    /** The server's {@code minSayGapInSeconds}: a SAY this soon after the life began or after the last SAY is dropped. */
    public static final long MIN_GAP_NANOS = 1_000_000_000L;

    private SpeechRules() {}

    public static boolean allowed(char c) {
        return ALLOWED.indexOf(c) >= 0;
    }

    /** The server's getSayLimit: age + 1 characters for the smallest, rising steeply from 8 to 66 at 16, then slowly. */
    public static int limit(double age) {
        int floorAge = (int) Math.floor(age);
        int adultBase = 50;
        if (floorAge >= 16) {
            return 16 + (floorAge - 16) / 2 + adultBase;
        }
        if (floorAge > 8) {
            double fraction = (floorAge - 8) / 8.0;
            double curved = 1.0 / (1.0 + Math.pow(2.0, -12 * (fraction - 0.5)));
            return 9 + (int) Math.floor((adultBase + 16 - 9) * curved);
        }
        return floorAge + 1;
    }

    /** The words as everyone hears them: cut to the limit, other characters blanked, spaces closed up. */
    public static String heard(String text, double age) {
        int limit = limit(age);
        String cut = text.length() > limit ? text.substring(0, limit) : text;
        StringBuilder kept = new StringBuilder(cut.length());
        for (int i = 0; i < cut.length(); i++) {
            char c = cut.charAt(i);
            kept.append(allowed(c) ? c : ' ');
        }
        return String.join(" ", kept.toString().trim().split(" +"));
    }
}
