package ohol.tui.onelife.gateway;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * A player's keys as they come over the channel, held to a rate a person types: a bucket of
 * {@code burst} bytes that fills at {@code perSecond}. Past it the keys are read more slowly, a
 * byte as the bucket lets one through, so the SSH window fills and the peer waits: a flood costs
 * the gateway no more than a fast typist does, whoever else plays. A session held back for
 * {@link #PATIENCE_NANOS} in a row (a paste of megabytes, a flood of garbage, walking keys as fast
 * as ssh writes them) ends, said why. Also notes when the last key came, for the idle limit.
 *
 * <p>Read on the key thread; {@link #lastInputNanos()} and {@link #breach()} from any thread.
 */
final class GuardedInput extends FilterInputStream {
    private static final long SECOND = 1_000_000_000L;
    /** How long input may be held back without a break before the session ends. */
    static final long PATIENCE_NANOS = 8 * SECOND;

    /** Waits a number of nanoseconds. */
    interface Pause {
        void nanos(long nanos) throws InterruptedException;
    }

    private final LongSupplier clock;
    private final Pause pause;
    private final long perSecond;
    private final long burst;
    private double tokens;
    private long filled;
    /** When the input began to be held back, with no full breath since; 0 while it is not. */
    private long heldSince;

    private volatile long lastInput;
    private volatile Optional<String> breach = Optional.empty();

    GuardedInput(InputStream in, int perSecond, int burst, LongSupplier clock, Pause pause) {
        super(in);
        this.clock = clock;
        this.pause = pause;
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
        if (len == 0) {
            return 0;
        }
        int allowed = allowance();
        int n = super.read(b, off, Math.min(len, allowed));
        if (n > 0) {
            lastInput = clock.getAsLong();
            tokens -= n;
        }
        return n;
    }

    /** How many bytes the next read may take, waiting (or ending the session) while the bucket is empty. */
    private int allowance() throws IOException {
        if (breach.isPresent()) {
            throw new IOException(breach.get());
        }
        refill();
        if (tokens >= burst / 2.0) {
            heldSince = 0; // a breath: whatever came before was a burst, not a flood
        }
        while (tokens < 1) {
            long now = clock.getAsLong();
            if (heldSince == 0) {
                heldSince = now;
            } else if (now - heldSince >= PATIENCE_NANOS) {
                breach = Optional.of("more input than a player types (over " + perSecond + " bytes a second for "
                        + PATIENCE_NANOS / SECOND + " s)");
                throw new IOException(breach.get());
            }
            long wait = (long) Math.ceil((1 - tokens) * SECOND / perSecond);
            try {
                pause.nanos(Math.min(wait, PATIENCE_NANOS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("the key reader was stopped");
            }
            refill();
        }
        return (int) Math.min(Integer.MAX_VALUE, (long) tokens);
    }

    private void refill() {
        long now = clock.getAsLong();
        tokens = Math.min(burst, tokens + (now - filled) * (double) perSecond / SECOND);
        filled = now;
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
