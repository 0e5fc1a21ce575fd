package ohol.tui.core.loop;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * Runs actions one after another on the loop's clock: a key's macro, a script's lines. A pause
 * action (the game says which, and how long: a script's {@code wait}) holds the rest back; so
 * does an action whose time has not come (a game action before the life has begun).
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class Macros<A> {
    private final LongSupplier clock;
    private final Function<A, OptionalLong> pauseNanos;
    private final Deque<A> queue = new ArrayDeque<>();
    private long resumeAt;

    /** {@code pauseNanos}: how long an action pauses the queue, when it is a pause. */
    public Macros(LongSupplier clock, Function<A, OptionalLong> pauseNanos) {
        this.clock = clock;
        this.pauseNanos = pauseNanos;
    }

    public void add(Collection<? extends A> actions) {
        queue.addAll(actions);
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    /**
     * Nanoseconds until an action may run: 0 when one may run now, {@link Long#MAX_VALUE} when
     * none waits or the next is not {@code ready} (news will wake the loop when it is).
     */
    public long nanosUntilDue(Predicate<A> ready) {
        if (queue.isEmpty()) {
            return Long.MAX_VALUE;
        }
        long pause = resumeAt - clock.getAsLong();
        if (pause > 0) {
            return pause;
        }
        A next = queue.peek();
        return pauseNanos.apply(next).isPresent() || ready.test(next) ? 0 : Long.MAX_VALUE;
    }

    /** Runs what is due, in order; stops at a pause, or at an action {@code ready} holds back. */
    public void run(Predicate<A> ready, Consumer<A> perform) {
        while (!queue.isEmpty() && clock.getAsLong() >= resumeAt) {
            A next = queue.peek();
            OptionalLong pause = pauseNanos.apply(next);
            if (pause.isPresent()) {
                queue.poll();
                resumeAt = clock.getAsLong() + pause.getAsLong();
                continue;
            }
            if (!ready.test(next)) {
                return;
            }
            queue.poll();
            perform.accept(next);
        }
    }
}
