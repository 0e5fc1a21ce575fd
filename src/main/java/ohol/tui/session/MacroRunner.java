package ohol.tui.session;

import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import ohol.tui.input.Action;
import ohol.tui.input.ScriptAction;

/**
 * Runs actions one after another on the session's clock: a key's macro, a script's lines.
 * {@code wait} pauses it; an action whose time has not come (a game action before the life has
 * begun) holds back the ones behind it.
 *
 * <p>Thread safety: confined to the session's thread.
 */
public final class MacroRunner {
    private final LongSupplier clock;
    private final Deque<Action> queue = new ArrayDeque<>();
    private long resumeAt;

    public MacroRunner(LongSupplier clock) {
        this.clock = clock;
    }

    public void add(Collection<? extends Action> actions) {
        queue.addAll(actions);
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    public void clear() {
        queue.clear();
        resumeAt = 0;
    }

    /** The action that runs next, if any. */
    public Optional<Action> next() {
        return Optional.ofNullable(queue.peek());
    }

    /** Nanoseconds until an action may run, when some wait; 0 when one may run now. */
    public long nanosUntilDue() {
        return Math.max(0, resumeAt - clock.getAsLong());
    }

    /** Runs what is due, in order; stops at a wait, or at an action {@code ready} holds back. */
    public void run(Predicate<Action> ready, Consumer<Action> perform) {
        while (!queue.isEmpty() && clock.getAsLong() >= resumeAt) {
            Action next = queue.peek();
            if (next instanceof ScriptAction.Wait wait) {
                queue.poll();
                resumeAt = clock.getAsLong() + (long) (wait.seconds() * 1e9);
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
