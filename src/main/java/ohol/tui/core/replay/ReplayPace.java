package ohol.tui.core.replay;

import java.util.function.LongSupplier;

/**
 * Where a replay on the screen should be: the recording's time run on the screen's clock at a
 * speed (0.25x doubling up to 64x), or held while paused. The replay plays up to {@link #millis()}
 * each round; what it plays is the game's.
 *
 * <p>Thread safety: confined to the replay's thread.
 */
public final class ReplayPace {
    public static final double SLOWEST = 0.25;
    public static final double FASTEST = 64;
    /** Rounds are at most this far apart while playing, so the screen's time moves on. */
    public static final long ROUND_NANOS = 100_000_000;

    private final LongSupplier wall;
    private double speed = 1;
    private boolean paused;
    /** Paused by reaching the end, not by the player: a seek back from there plays on. */
    private boolean pausedByTheEnd;
    /** The recording's time and the wall's when the replay last moved, was paused or changed speed. */
    private long anchorMillis;

    private long anchorWall;

    /** Playing at 1x from the recording's start, {@code wall} the screen's clock (nanoseconds). */
    public ReplayPace(LongSupplier wall) {
        this.wall = wall;
        this.anchorWall = wall.getAsLong();
    }

    public boolean paused() {
        return paused;
    }

    public boolean pausedByTheEnd() {
        return pausedByTheEnd;
    }

    public double speed() {
        return speed;
    }

    /** Where the replay should be now, in milliseconds of the recording. */
    public long millis() {
        if (paused) {
            return anchorMillis;
        }
        return anchorMillis + (long) ((wall.getAsLong() - anchorWall) / 1e6 * speed);
    }

    /** Holds the replay at {@code millis}. */
    public void pauseAt(long millis) {
        paused = true;
        pausedByTheEnd = false;
        anchorMillis = millis;
    }

    /** Holds the replay at {@code millis}, where the recording ends. */
    public void pauseAtTheEnd(long millis) {
        pauseAt(millis);
        pausedByTheEnd = true;
    }

    /** Plays on from {@code millis}. */
    public void resumeFrom(long millis) {
        paused = false;
        pausedByTheEnd = false;
        moveTo(millis);
    }

    /** The replay is now at {@code millis} (a seek, a step), playing on from there or paused as before. */
    public void moveTo(long millis) {
        anchorMillis = millis;
        anchorWall = wall.getAsLong();
    }

    /** Sets the speed, the replay going on from where it is. */
    public void setSpeed(double to) {
        anchorMillis = millis();
        anchorWall = wall.getAsLong();
        speed = to;
    }

    public void faster() {
        setSpeed(Math.min(FASTEST, speed * 2));
    }

    public void slower() {
        setSpeed(Math.max(SLOWEST, speed / 2));
    }

    /** Nanoseconds of the screen's clock until the recording's {@code millis} is due (at this speed, playing). */
    public long nanosUntil(long millis) {
        return (long) (Math.max(0, millis - millis()) * 1_000_000 / speed);
    }

    /** Nanoseconds until the next round: the next record's time ({@code nextMillis}), at most {@link #ROUND_NANOS}. */
    public long nanosToRound(long nextMillis) {
        return paused ? ROUND_NANOS : Math.max(1, Math.min(ROUND_NANOS, nanosUntil(nextMillis)));
    }
}
