package ohol.tui.onelife.gateway;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * A player's keys as they come over the channel, held to a rate a person can type: a bucket of
 * {@code burst} bytes that fills at {@code perSecond}. A session that sends more (a paste of
 * megabytes, a flood of garbage) ends, said why, and no other session is slowed by it. Also
 * notes when the last key came, for the idle limit.
 *
 * <p>Read on the key thread; {@link #lastInputNanos()} and {@link #breach()} from any thread.
 */
final class GuardedInput extends FilterInputStream {
    private static final long SECOND = 1_000_000_000L;

    private final LongSupplier clock;
    private final long perSecond;
    private final long burst;
    private double tokens;
    private long filled;
    private volatile long lastInput;
    private volatile Optional<String> breach = Optional.empty();

    GuardedInput(InputStream in, int perSecond, int burst, LongSupplier clock) {
        super(in);
        this.clock = clock;
        this.perSecond = perSecond;
        this.burst = burst;
        this.tokens = burst;
        this.filled = clock.getAsLong();
        this.lastInput = filled;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (breach.isPresent()) {
            throw new IOException(breach.get());
        }
        int n = super.read(b, off, len);
        if (n > 0) {
            take(n);
        }
        return n;
    }

    private void take(int n) throws IOException {
        long now = clock.getAsLong();
        lastInput = now;
        tokens = Math.min(burst, tokens + (now - filled) * (double) perSecond / SECOND);
        filled = now;
        tokens -= n;
        if (tokens < 0) {
            breach = Optional.of("more input than a player types (over " + perSecond + " bytes a second)");
            throw new IOException(breach.get());
        }
    }

    /** When the last byte came, in the clock's nanoseconds. */
    long lastInputNanos() {
        return lastInput;
    }

    /** Why the input was cut off, once it was. */
    Optional<String> breach() {
        return breach;
    }
}
