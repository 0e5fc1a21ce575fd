package ohol.tui.core.narrate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptLines;

/**
 * The part of a narrated front-end no game changes: every line through the {@link Pace} to the
 * voice (cleaned by the game's words before), the last {@link #HISTORY} lines kept for {@code
 * history}, the pace's level, and the count of what was not said in time.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class Narration {
    /** How often a narrated front-end wants a round. */
    public static final long ROUND_NANOS = TimeUnit.MILLISECONDS.toNanos(250);

    /** Lines kept for {@code history}. */
    public static final int HISTORY = 500;

    private static final long QUIET_NANOS = TimeUnit.SECONDS.toNanos(3);

    private final Consumer<String> voice;
    private final LongSupplier clock;
    private final Pace pace = new Pace();
    private final Deque<String> history = new ArrayDeque<>();
    private long lastSaid = Long.MIN_VALUE / 2;

    public Narration(Consumer<String> voice, LongSupplier clock) {
        this.voice = voice;
        this.clock = clock;
    }

    /** Says a line now or in its turn; all but answers are kept for {@code history}. */
    public void say(Said line) {
        long now = clock.getAsLong();
        if (line.kind() != Said.Kind.ANSWER) {
            history.addLast(line.text());
            while (history.size() > HISTORY) {
                history.pollFirst();
            }
        }
        if (line.kind() != Said.Kind.SPEECH) {
            lastSaid = now; // speech goes on all the time in a town: quiet is a pause in the rest
        }
        speak(pace.offer(line, now));
    }

    /** Each line as an answer, at once. */
    public void answer(List<String> lines) {
        lines.forEach(l -> say(Said.answer(l)));
    }

    /** Whether nothing waits and nothing but speech was said for a moment: a summary may be said. */
    public boolean quiet(long now) {
        return pace.idle() && now - lastSaid >= QUIET_NANOS / 3;
    }

    /** The end of a round: what waited and may be said now, then how many lines were not said in time. */
    public void frame(long now) {
        speak(pace.due(now));
        if (pace.idle() && pace.level() != Pace.Level.QUIET && pace.hasUntold()) {
            int untold = pace.takeUntold();
            speak(pace.offer(
                    Said.routine(untold + (untold == 1 ? " more thing" : " more things")
                            + " happened nearby; type history to hear them."),
                    now));
        }
    }

    /** Forgets the history: a new life begins. */
    public void forget() {
        history.clear();
    }

    /** Sets the pace; returns the line that says so. */
    public String level(Pace.Level level) {
        pace.level(level);
        return switch (level) {
            case VERBOSE -> "Verbose: everything is said as it happens.";
            case NORMAL -> "Normal pace.";
            case QUIET -> "Quiet: only speech, answers and what concerns you.";
        };
    }

    /** The answer to {@code history COUNT} (blank: 20). */
    public List<String> history(String count) {
        int n;
        try {
            n = count.isBlank() ? 20 : Math.max(1, Math.min(HISTORY, Integer.parseInt(count.strip())));
        } catch (NumberFormatException e) {
            return List.of("history takes a number of lines, for example history 50.");
        }
        List<String> all = new ArrayList<>(history);
        if (all.isEmpty()) {
            return List.of("Nothing has happened yet in this life.");
        }
        List<String> out = new ArrayList<>();
        out.add("The last " + Math.min(n, all.size()) + " lines:");
        out.addAll(all.subList(Math.max(0, all.size() - n), all.size()));
        return out;
    }

    /** The answer to a line too long to read. */
    public static String tooLong(ScriptInput.TooLong line) {
        return "That line was " + line.chars() + " characters long, over " + ScriptLines.MAX_CHARS
                + "; it was skipped.";
    }

    private void speak(List<String> lines) {
        lines.forEach(voice);
    }
}
