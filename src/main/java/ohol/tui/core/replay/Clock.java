package ohol.tui.core.replay;

/** A recording's times in words. */
public final class Clock {
    private Clock() {}

    /** {@code 12:05.250}: minutes, seconds and milliseconds since the recording began. */
    public static String words(long millis) {
        return String.format("%d:%02d.%03d", millis / 60_000, millis / 1000 % 60, millis % 1000);
    }
}
