package ohol.tui.core.narrate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The rate a listener can follow: speech, answers and what a server tells go at once; other lines at most {@link
 * #PER_MINUTE} in any minute, what concerns us before the routine; a line repeated while it waits
 * is folded ({@code x3}); routine lines that cannot be said in time are counted and the count said
 * later. {@code verbose} lifts the rate, {@code quiet} keeps only speech, answers and what
 * concerns us.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class Pace {
    /** Lines other than speech and answers in any minute. */
    public static final int PER_MINUTE = 20;

    /** How long a routine line may wait before it is only counted. */
    private static final long STALE_NANOS = TimeUnit.SECONDS.toNanos(20);

    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);
    private static final int MAX_WAITING = 200;

    public enum Level {
        QUIET,
        NORMAL,
        VERBOSE
    }

    private record Waiting(Said line, long since, int times) {
        String text() {
            return times > 1 ? line.text() + " (x" + times + ")" : line.text();
        }
    }

    private final Deque<Long> recent = new ArrayDeque<>();
    private final List<Waiting> waiting = new ArrayList<>();
    private Level level = Level.NORMAL;
    private int untold;

    public void level(Level level) {
        this.level = level;
    }

    public Level level() {
        return level;
    }

    /** Takes a line; returns what may be said now (speech and answers are, at once). */
    public List<String> offer(Said line, long now) {
        List<String> out = new ArrayList<>();
        switch (line.kind()) {
            case SPEECH, ANSWER, TOLD -> out.add(line.text());
            case CONCERNS_US, ROUTINE, SUMMARY -> {
                if (level == Level.QUIET && line.kind() != Said.Kind.CONCERNS_US) {
                    untold++;
                    return out;
                }
                fold(line, now);
            }
        }
        out.addAll(due(now));
        return out;
    }

    /** What may be said now of what waits: within the rate, what concerns us first. */
    public List<String> due(long now) {
        while (!recent.isEmpty() && now - recent.peekFirst() >= MINUTE) {
            recent.pollFirst();
        }
        List<String> out = new ArrayList<>();
        waiting.removeIf(w -> {
            boolean stale = w.line().kind() != Said.Kind.CONCERNS_US && now - w.since() > STALE_NANOS;
            if (stale) {
                untold += w.times();
            }
            return stale;
        });
        waiting.sort((a, b) -> a.line().kind().compareTo(b.line().kind()));
        while (!waiting.isEmpty() && (level == Level.VERBOSE || recent.size() < PER_MINUTE)) {
            out.add(waiting.remove(0).text());
            recent.addLast(now);
        }
        return out;
    }

    /** Whether nothing waits: a summary may be said. */
    public boolean idle() {
        return waiting.isEmpty();
    }

    public boolean hasUntold() {
        return untold > 0;
    }

    /** Routine lines not said since the last call, and forgets them. */
    public int takeUntold() {
        int n = untold;
        untold = 0;
        return n;
    }

    private void fold(Said line, long now) {
        for (int i = 0; i < waiting.size(); i++) {
            Waiting w = waiting.get(i);
            if (w.line().equals(line)) {
                waiting.set(i, new Waiting(line, w.since(), w.times() + 1));
                return;
            }
        }
        if (waiting.size() >= MAX_WAITING) {
            untold++;
            return;
        }
        waiting.add(new Waiting(line, now, 1));
    }
}
