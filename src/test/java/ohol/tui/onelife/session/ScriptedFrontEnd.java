package ohol.tui.onelife.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.session.SessionEvent.Closed;

/**
 * The smallest front-end there is, for tests: lines of the action language in, the session's
 * events kept in order. A new front-end is this much plus a way to show what it keeps. Its loop
 * may run on a thread of its own while a test reads what it kept.
 */
public final class ScriptedFrontEnd implements FrontEnd<String, Action, SessionEvent> {
    /** Read by the test's thread while the loop's thread adds to it. */
    private final BlockingQueue<SessionEvent> shown = new LinkedBlockingQueue<>();

    private final List<String> refusedHere = new CopyOnWriteArrayList<>();
    private volatile Optional<ExitCode> finished = Optional.empty();

    @Override
    public List<Action> read(String line) {
        return ActionSyntax.parseLine(line);
    }

    @Override
    public Optional<Action> aim(Action action) {
        if (action instanceof ScreenAction) {
            refusedHere.add(ActionSyntax.format(action));
            return Optional.empty();
        }
        return Optional.of(action);
    }

    @Override
    public void show(SessionEvent event) {
        shown.add(event);
        if (event instanceof Closed) {
            finished = Optional.of(ExitCode.OK);
        }
    }

    @Override
    public long frame(long now) {
        return Long.MAX_VALUE;
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }

    /** What was shown since the last call. */
    public List<SessionEvent> take() {
        List<SessionEvent> out = new ArrayList<>();
        shown.drainTo(out);
        return out;
    }

    /** Waits up to {@code seconds} for an event {@code wanted} accepts; every event shown meanwhile goes to {@code seen}. */
    public boolean await(Predicate<SessionEvent> wanted, List<SessionEvent> seen, long seconds)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        for (long left; (left = deadline - System.nanoTime()) > 0; ) {
            SessionEvent e = shown.poll(left, TimeUnit.NANOSECONDS);
            if (e == null) {
                return false;
            }
            seen.add(e);
            if (wanted.test(e)) {
                return true;
            }
        }
        return false;
    }

    /** The screen's actions this front-end had no use for, in the words they were given. */
    public List<String> refusedHere() {
        return List.copyOf(refusedHere);
    }
}
