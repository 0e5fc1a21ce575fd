package ohol.tui.core.replay;

/** A replay's place and speed in words, for its line on the screen. */
public final class ReplayWords {
    private ReplayWords() {}

    /** {@code 12:05}, or {@code 1:02:05} past an hour. */
    public static String time(long millis) {
        long s = Math.max(0, millis) / 1000;
        return s >= 3600
                ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }

    /** {@code 4x}, {@code 0.25x}. */
    public static String speed(double speed) {
        return speed >= 1 ? (long) speed + "x" : (speed == 0.5 ? "0.5x" : "0.25x");
    }
}
