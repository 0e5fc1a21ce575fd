package ohol.tui.core.net;

import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/** Numbers our PINGs and times the PONGs that answer them. Thread-safe. */
public final class PingTracker {
    private final AtomicInteger nextId = new AtomicInteger(1);
    private final ConcurrentHashMap<Integer, Long> sentAt = new ConcurrentHashMap<>();
    private final LongSupplier nanoClock;
    private volatile long lastRoundTripNanos = -1;
    private volatile long lastSentNanos = Long.MIN_VALUE;

    public PingTracker(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** A fresh id for a PING about to be sent now. */
    public int sent() {
        int id = nextId.getAndIncrement();
        if (sentAt.size() > 64) {
            sentAt.clear(); // unanswered pings must not pile up
        }
        long now = nanoClock.getAsLong();
        sentAt.put(id, now);
        lastSentNanos = now;
        return id;
    }

    /** Records a PONG; returns its round trip in nanoseconds if it answered one of ours. */
    public OptionalLong answered(int id) {
        Long start = sentAt.remove(id);
        if (start == null) {
            return OptionalLong.empty();
        }
        long rtt = nanoClock.getAsLong() - start;
        lastRoundTripNanos = rtt;
        return OptionalLong.of(rtt);
    }

    /** Forgets the probes still waiting: no answer is expected to them any more. */
    public void forget() {
        sentAt.clear();
    }

    /** How long the oldest PING still unanswered has waited, in nanoseconds; empty when none waits. */
    public OptionalLong waitingNanos() {
        long now = nanoClock.getAsLong();
        return sentAt.values().stream().mapToLong(at -> now - at).max();
    }

    /** Nanoseconds since the last PING went out; {@code Long.MAX_VALUE} before the first. */
    public long sinceSentNanos() {
        long at = lastSentNanos;
        return at == Long.MIN_VALUE ? Long.MAX_VALUE : nanoClock.getAsLong() - at;
    }

    /** The latest measured round trip in milliseconds, or empty before the first PONG. */
    public OptionalLong lastRoundTripMillis() {
        long rtt = lastRoundTripNanos;
        return rtt < 0 ? OptionalLong.empty() : OptionalLong.of(rtt / 1_000_000);
    }
}
