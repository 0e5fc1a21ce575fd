package ohol.tui.core.loop;

import java.util.ArrayDeque;
import java.util.Optional;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.ToIntFunction;

/**
 * The one queue between the threads that hear things (a connection's reader, a key reader, a
 * script's input) and the loop's thread. It holds at most {@link #CAPACITY} things and, counting
 * what each weighs (the game says what its news weighs: a message's size as read, in bytes), at
 * most {@link #BUDGET} bytes; past either a posting thread waits its turn (a connection's reader
 * stops reading, and TCP slows the server), so a flood the front-end cannot keep up with never
 * grows memory without end, however big each thing is. The loop's own thread never waits on
 * itself: what it posts (a connection it closed says so) goes in at once.
 *
 * <p>Thread safety: any thread may post; one thread takes.
 */
public final class Mailbox<G, F> {
    /** Most things that may wait for the loop's thread. */
    public static final int CAPACITY = 4096;
    /** Most bytes that may wait, each thing counted at its weight plus {@link #OVERHEAD}. */
    public static final long BUDGET = 1L << 20;
    /** What holding a thing costs whatever it weighs: its own objects. */
    public static final int OVERHEAD = 64;

    private record Waiting<G, F>(Inbound<G, F> in, long bytes) {}

    private final ToIntFunction<? super G> weight;
    private final ArrayDeque<Waiting<G, F>> queue = new ArrayDeque<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition posted = lock.newCondition();
    private final Condition room = lock.newCondition();
    private long bytes;
    private volatile Thread taker;

    /** A mailbox whose news all weigh nothing but {@link #OVERHEAD}. */
    public Mailbox() {
        this(news -> 0);
    }

    /** {@code weight} says what a piece of news weighs in bytes (inputs weigh nothing). */
    public Mailbox(ToIntFunction<? super G> weight) {
        this.weight = weight;
    }

    /** Hands news to the game, waiting while the mailbox is full. */
    public void news(G news) {
        post(new Inbound.News<>(news), OVERHEAD + (long) Math.max(0, weight.applyAsInt(news)));
    }

    /** Hands an input to the front-end, waiting while the mailbox is full. */
    public void input(F input) {
        post(new Inbound.Input<>(input), OVERHEAD);
    }

    private void post(Inbound<G, F> in, long cost) {
        // a connection's reader is interrupted as it closes, and must still deliver the news of it
        boolean interrupted = false;
        boolean mayWait = Thread.currentThread() != taker;
        lock.lock();
        try {
            while (mayWait && full(cost)) {
                try {
                    room.await();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            queue.add(new Waiting<>(in, cost));
            bytes += cost;
            posted.signal();
        } finally {
            lock.unlock();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether {@code cost} more does not fit; something that weighs more than the budget still goes in alone. */
    private boolean full(long cost) {
        return queue.size() >= CAPACITY || (!queue.isEmpty() && bytes + cost > BUDGET);
    }

    /** How many things wait (at most {@link #CAPACITY}). */
    public int waiting() {
        lock.lock();
        try {
            return queue.size();
        } finally {
            lock.unlock();
        }
    }

    /** How many bytes wait, each thing at its weight plus {@link #OVERHEAD}. */
    public long waitingBytes() {
        lock.lock();
        try {
            return bytes;
        } finally {
            lock.unlock();
        }
    }

    /** The next thing posted, waiting up to {@code nanos} (not at all when 0); empty when nothing came. */
    public Optional<Inbound<G, F>> next(long nanos) throws InterruptedException {
        taker = Thread.currentThread();
        lock.lockInterruptibly();
        try {
            long left = nanos;
            while (queue.isEmpty() && left > 0) {
                left = posted.awaitNanos(left);
            }
            Waiting<G, F> w = queue.poll();
            if (w == null) {
                return Optional.empty();
            }
            bytes -= w.bytes();
            room.signalAll();
            return Optional.of(w.in());
        } finally {
            lock.unlock();
        }
    }
}
