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

    public PingTracker(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** A fresh id for a PING about to be sent now. */
    public int sent() {
        int id = nextId.getAndIncrement();
        if (sentAt.size() > 64) {
            sentAt.clear(); // unanswered pings must not pile up
        }
        sentAt.put(id, nanoClock.getAsLong());
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

    /** The latest measured round trip in milliseconds, or empty before the first PONG. */
    public OptionalLong lastRoundTripMillis() {
        long rtt = lastRoundTripNanos;
        return rtt < 0 ? OptionalLong.empty() : OptionalLong.of(rtt / 1_000_000);
    }
}
