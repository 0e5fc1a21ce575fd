package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.narrate.Completions;
import ohol.tui.core.narrate.Narration;
import ohol.tui.core.narrate.Pace;
import ohol.tui.core.narrate.Said;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.input.ScriptAction;
import ohol.tui.onelife.session.ActionWords;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;

/**
 * The narrated front-end: typed sentences in, plain lines out, paced so a listener keeps up.
 * Every line goes to {@code voice} as it is said (cleaned, no control sequence); every line,
 * said or folded away, is kept for {@code history}.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class NarrateFrontEnd implements FrontEnd<ScriptInput, Action, SessionEvent> {
    private static final long NAMES_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final GameSession session;
    private final Consumer<Completions> completions;
    private long lastNames = Long.MIN_VALUE / 2;
    private final Replies replies;
    private final Narrator narrator;
    private final Surroundings surroundings;
    private final Narration narration;
    private final List<Asked> waiting = new ArrayList<>();
    /** Whether a life has begun: before, even help waits, so that "A life begins" is said first. */
    private boolean begun;
    /** Actions typed, and those the game has taken up: a question waits for the actions typed before it. */
    private long typed;

    private long aimed;

    private record Asked(Typed.Ask ask, long after) {}

    private Optional<ExitCode> finished = Optional.empty();

    /**
     * @param voice where each line goes, as it is said
     * @param completions told what is worth completing (the era's commands, the things and people
     *     in view) every few seconds, immutable, for another thread to read
     */
    public NarrateFrontEnd(
            GameSession session, Consumer<String> voice, LongSupplier clock, Consumer<Completions> completions) {
        this.session = session;
        this.completions = completions;
        this.narration = new Narration(voice, clock);
        this.replies = new Replies(session);
        this.narrator = new Narrator(session, replies);
        this.surroundings = new Surroundings(session);
    }

    @Override
    public List<Action> read(ScriptInput input) {
        if (input instanceof ScriptInput.Line line) {
            Typed said = Sentences.read(line.text());
            if (said instanceof Typed.Act act) {
                typed += act.actions().size();
                return act.actions();
            }
            if (said instanceof Typed.Ask ask) {
                // help and history need no world, yet one typed while logging in waits for "A life begins"
                boolean worldless = ask.question() == Typed.Question.HELP || ask.question() == Typed.Question.HISTORY;
                if (waiting.isEmpty() && ready(typed)
                        || worldless && (begun || session.closed().isPresent())) {
                    answer(ask);
                } else {
                    if (waiting.size() < 20) {
                        waiting.add(new Asked(ask, typed)); // what is near, food, status: once we are in the world
                    }
                }
            } else if (said instanceof Typed.NotUnderstood no) {
                say(Said.answer(Spoken.line(no.why())));
            }
            return List.of();
        }
        if (input instanceof ScriptInput.TooLong line) {
            say(Said.answer(Narration.tooLong(line)));
            return List.of();
        }
        return List.of(new ScriptAction.Quit());
    }

    /** A question about the world is answered in its turn: once we are in it, after the actions typed before it. */
    private boolean ready(long after) {
        return aimed >= after && session.snapshot().ourId().isPresent() && session.inGame();
    }

    private void answer(Typed.Ask ask) {
        List<String> lines =
                switch (ask.question()) {
                    case NEAR -> replies.near();
                    case WHERE_IS_FOOD -> List.of(replies.whereIsFood());
                    case STATUS -> List.of(replies.status());
                    case HISTORY -> narration.history(ask.topic());
                    case HELP -> Help.of(ask.topic(), session.era());
                    case VERBOSE -> List.of(narration.level(Pace.Level.VERBOSE));
                    case NORMAL -> List.of(narration.level(Pace.Level.NORMAL));
                    case QUIET -> List.of(narration.level(Pace.Level.QUIET));
                };
        narration.answer(lines);
    }

    @Override
    public Optional<Action> aim(Action action) {
        aimed++;
        if (action instanceof ScreenAction) {
            say(Said.answer(Spoken.line(ActionWords.cannot(action, "that works only on the full screen") + ".")));
            return Optional.empty();
        }
        if (action instanceof ScriptAction.Quit && session.closed().isPresent()) {
            finished = session.endingOnQuit();
            return Optional.empty();
        }
        return Optional.of(action);
    }

    @Override
    public void show(SessionEvent event) {
        if (event instanceof SessionEvent.LifeBegan) {
            begun = true;
            narration.forget();
            surroundings.reset();
        }
        for (Said line : event.accept(narrator)) {
            say(line);
        }
        if (event instanceof SessionEvent.Closed closed && finished.isEmpty()) {
            session.endingAt(closed.reason()).ifPresent(code -> {
                // the loop ends before another frame: what waited for the world is answered now, as a frame would
                while (!waiting.isEmpty()) {
                    answer(waiting.remove(0).ask());
                }
                finished = Optional.of(code);
            });
        }
    }

    @Override
    public long frame(long now) {
        while (!waiting.isEmpty()
                && (ready(waiting.get(0).after()) || session.closed().isPresent())) {
            answer(waiting.remove(0).ask());
        }
        if (now - lastNames >= NAMES_NANOS) {
            lastNames = now;
            completions.accept(new Completions(Help.starts(session.era()), replies.names()));
        }
        boolean quiet = narration.quiet(now);
        for (Said s : surroundings.look(now, quiet)) {
            say(s);
        }
        narration.frame(now);
        return Narration.ROUND_NANOS;
    }

    private void say(Said line) {
        narration.say(line);
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
