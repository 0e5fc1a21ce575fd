package ohol.tui.onelife.practice;

/**
 * The server's emote throttle (server.cpp): more than {@link #MAX_IN_WINDOW} emotes within a
 * {@link #WINDOW_NANOS} window put a player on a {@link #COOLDOWN_NANOS} cooldown, during which
 * its EMOT is ignored without a word. The window starts at birth.
 */
final class EmoteThrottle {
    static final long WINDOW_NANOS = 60_000_000_000L;
    static final int MAX_IN_WINDOW = 10;
    static final long COOLDOWN_NANOS = 120_000_000_000L;

    private long windowStart;
    private int countInWindow;
    private boolean cooling;
    private long coolingSince;

    EmoteThrottle(long bornNanos) {
        this.windowStart = bornNanos;
    }

    /** Whether an emote asked at {@code now} is shown; counts it when it is. */
    boolean mayShow(long now) {
        if (cooling) {
            if (now - coolingSince <= COOLDOWN_NANOS) {
                return false;
            }
            cooling = false;
            windowStart = now;
            countInWindow = 0;
        }
        if (now - windowStart > WINDOW_NANOS) {
            windowStart = now;
            countInWindow = 0;
        } else if (++countInWindow > MAX_IN_WINDOW) {
            cooling = true;
            coolingSince = now;
        }
        return true;
    }
}
