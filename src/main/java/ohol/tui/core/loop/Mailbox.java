package ohol.tui.core.loop;

import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The one queue between the threads that hear things (a connection's reader, a key reader, a
 * script's input) and the loop's thread. Past its capacity a posting thread waits its turn (a
 * connection's reader stops reading, and TCP slows the server), so a flood the front-end cannot
 * keep up with never grows memory without end.
 *
 * <p>Thread safety: any thread may post; one thread takes.
 */
public final class Mailbox<G, F> {
    /** What may wait for the loop's thread. */
    public static final int CAPACITY = 4096;

    private final BlockingQueue<Inbound<G, F>> queue = new LinkedBlockingQueue<>(CAPACITY);

    /** Hands news to the game, waiting while the queue is full. */
    public void news(G news) {
        post(new Inbound.News<>(news));
    }

    /** Hands an input to the front-end, waiting while the queue is full. */
    public void input(F input) {
        post(new Inbound.Input<>(input));
    }

    private void post(Inbound<G, F> in) {
        // a connection's reader is interrupted as it closes, and must still deliver the news of it
        boolean interrupted = false;
        while (true) {
            try {
                queue.put(in);
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** How many things wait (at most {@link #CAPACITY}). */
    public int waiting() {
        return queue.size();
    }

    /** The next thing posted, waiting up to {@code nanos} (not at all when 0); empty when nothing came. */
    public Optional<Inbound<G, F>> next(long nanos) throws InterruptedException {
        return Optional.ofNullable(nanos <= 0 ? queue.poll() : queue.poll(nanos, TimeUnit.NANOSECONDS));
    }
}
