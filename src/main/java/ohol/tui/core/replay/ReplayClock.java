package ohol.tui.core.replay;

/**
 * A replay's time: where in the recording it is, in nanoseconds since the recording began. The
 * replayed session reads it as its clock.
 *
 * <p>Thread safety: confined to the replay's thread.
 */
public final class ReplayClock {
    private long nanos;

    public long nanos() {
        return nanos;
    }

    public long millis() {
        return nanos / 1_000_000;
    }

    public void set(long nanos) {
        this.nanos = nanos;
    }
}
