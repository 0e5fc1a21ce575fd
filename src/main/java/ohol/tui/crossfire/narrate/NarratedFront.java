package ohol.tui.crossfire.narrate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.narrate.Completions;
import ohol.tui.core.narrate.NarratedInput;
import ohol.tui.core.narrate.Narration;
import ohol.tui.core.narrate.Pace;
import ohol.tui.core.narrate.Said;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.ActionSyntax;
import ohol.tui.crossfire.session.CreationStep;
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Direction;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.session.Table;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * {@code crossfire --narrate}: typed lines in (the verbs of the headless mode, the server's own
 * commands, an answer while the server asks), sentences out through the core's {@link
 * Narration}: the server's words, what is near when it changes, the stats that matter, an
 * answer to each command; {@code look}, {@code pack}, {@code ground}, {@code stats},
 * {@code history}, {@code help} answered from what the client knows.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class NarratedFront implements FrontEnd<ScriptInput, PlayerAction, CrossfireEvent> {
    /** Two stats to swap while the rolled stats are asked about: {@code 1 3}, {@code 13}. */
    private static final Pattern SWAP = Pattern.compile("([1-7])\\s*([1-7])");

    /** How long the stats of a first roll, sent before the question, are awaited before they are said. */
    static final long ROLL_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    /** How long after the server did a step the map is looked at to tell whether we moved. */
    static final long STEP_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private static final long NAMES_NANOS = TimeUnit.SECONDS.toNanos(2);
    private static final List<String> TAKE_NAMES = List.of("apply ", "drop ", "examine ", "pickup ");
    private static final List<String> COMMANDS = List.of(
            "north",
            "south",
            "east",
            "west",
            "northeast",
            "northwest",
            "southeast",
            "southwest",
            "look",
            "pack",
            "ground",
            "stats",
            "say ",
            "shout ",
            "pickup ",
            "drop ",
            "apply ",
            "examine ",
            "history",
            "help",
            "verbose",
            "normal",
            "quiet",
            "quit");

    /** A walk sent: the view before it (empty: the one after the walk before it), when the server did it. */
    private record Step(Direction direction, Optional<View> before, long doneAt) {}

    private final CrossfireSession session;
    private final Narration narration;
    private final Consumer<Completions> completions;
    private final Words words;
    private final LongSupplier clock;
    /** Walks sent and not yet done, then done and not yet told. */
    private final List<Step> sent = new ArrayList<>();

    private final List<Step> steps = new ArrayList<>();
    private View lastAfter;
    private Set<String> near = Set.of();
    private int mapNumber = -1;
    private long lastNames = Long.MIN_VALUE / 2;
    private Optional<ExitCode> finished = Optional.empty();
    /** When the server asked whether to roll again, and the stats then: the roll comes after the question. */
    private Optional<Long> rollAsked = Optional.empty();

    private StatSheet statsAsked = StatSheet.EMPTY;

    public NarratedFront(
            CrossfireSession session, Consumer<String> voice, LongSupplier clock, Consumer<Completions> completions) {
        this.session = session;
        this.narration = new Narration(voice, clock);
        this.clock = clock;
        this.completions = completions;
        this.words = new Words(session::view, session::creationStep);
        session.leaveCreationToPlayer();
    }

    /** Connects through {@code table} and plays narrated, reading lines from {@code input} (the line editor when {@code editable}). */
    public static ExitCode run(Table table, InputStream input, PrintWriter out, PrintWriter err, boolean editable)
            throws InterruptedException, IOException {
        Mailbox<NetEvent<ServerMessage>, ScriptInput> mailbox = new Mailbox<>(NetEvent::bytes);
        NarratedInput.Play play = (voice, completions, startInput) -> {
            voice.accept("Connecting. Type help for the commands.");
            Optional<Connection<ServerMessage, ClientCommand>> connection = table.connect(mailbox);
            if (connection.isEmpty()) {
                return ExitCode.LOGIN_FAILED;
            }
            CrossfireSession session = table.session(connection.get());
            NarratedFront front = new NarratedFront(session, voice, System::nanoTime, completions);
            startInput.run();
            return table.play(mailbox, session, front, connection.get());
        };
        if (editable) {
            return NarratedInput.onTerminal(mailbox::input, new Completions(COMMANDS, List.of()), TAKE_NAMES, play);
        }
        return NarratedInput.plain(
                new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8)),
                mailbox::input,
                out,
                err,
                play);
    }

    @Override
    public List<PlayerAction> read(ScriptInput input) {
        if (input instanceof ScriptInput.TooLong line) {
            narration.say(Said.answer(Narration.tooLong(line)));
            return List.of();
        }
        if (!(input instanceof ScriptInput.Line line) || line.text().strip().equalsIgnoreCase("quit")) {
            return List.of(new PlayerAction.Quit());
        }
        String text = line.text().strip();
        int space = text.indexOf(' ');
        String verb = (space < 0 ? text : text.substring(0, space)).toLowerCase(Locale.ROOT);
        String rest = space < 0 ? "" : text.substring(space + 1);
        if (text.isEmpty() || answered(verb, rest)) {
            return List.of();
        }
        if (text.length() > ActionSyntax.MAX_LINE) {
            narration.say(Said.answer("That line is longer than " + ActionSyntax.MAX_LINE
                    + " characters, more than the server reads; it was not sent."));
            return List.of();
        }
        if (session.question().isPresent() && !verb.equals("reply")) {
            Matcher swap = SWAP.matcher(text);
            if (session.creationStep().equals(Optional.of(CreationStep.ROLL)) && swap.matches()) {
                // the server takes a swap's two stats one answer each ("Str ->", then "Con done")
                return List.of(new PlayerAction.Reply(swap.group(1)), new PlayerAction.Reply(swap.group(2)));
            }
            return List.of(new PlayerAction.Reply(text)); // the server asks: the line is the answer
        }
        try {
            return ActionSyntax.parseLine(text);
        } catch (IllegalArgumentException e) {
            narration.say(Said.answer(
                    "That is not a command: " + Spoken.line(e.getMessage()) + ". Type help for the commands."));
            return List.of();
        }
    }

    /**
     * Answers a question the client answers itself; false when {@code verb} is none. Only a word
     * alone is the client's ({@code history} takes a count): {@code help keys} is the server's help.
     */
    private boolean answered(String verb, String rest) {
        List<String> lines =
                switch (rest.isBlank() || verb.equals("history") ? verb : "") {
                    case "help" -> Words.help();
                    case "history" -> narration.history(rest);
                    case "verbose" -> List.of(narration.level(Pace.Level.VERBOSE));
                    case "normal" -> List.of(narration.level(Pace.Level.NORMAL));
                    case "quiet" -> List.of(narration.level(Pace.Level.QUIET));
                    case "look", "where", "near" -> inWorld(() -> Sights.look(session.view()));
                    case "pack", "inventory", "i" -> inWorld(
                            () -> List.of(Words.pack(session.view().inventory())));
                    case "ground", "here" -> inWorld(
                            () -> List.of(Words.ground(session.view().ground())));
                    case "stats", "status", "hp" -> inWorld(
                            () -> List.of(Words.stats(session.view().stats())));
                    default -> List.of();
                };
        narration.answer(lines);
        return !lines.isEmpty();
    }

    private List<String> inWorld(java.util.function.Supplier<List<String>> answer) {
        return session.playing() ? answer.get() : List.of("You are not in the world yet.");
    }

    @Override
    public Optional<PlayerAction> aim(PlayerAction action) {
        if (action.quits() && session.closed().isPresent()) {
            finished = session.endingOnQuit();
            return Optional.empty();
        }
        if (action instanceof PlayerAction.Walk walk) {
            boolean first = sent.isEmpty() && steps.isEmpty();
            sent.add(new Step(walk.direction(), first ? Optional.of(session.view()) : Optional.empty(), 0));
        }
        return Optional.of(action);
    }

    @Override
    public void show(CrossfireEvent event) {
        event.accept(words).forEach(narration::say);
        if (event instanceof CrossfireEvent.Asked asked
                && !asked.answered()
                && session.creationStep().equals(Optional.of(CreationStep.ROLL))) {
            rollAsked = Optional.of(clock.getAsLong());
            statsAsked = session.view().stats();
        }
        if (event instanceof CrossfireEvent.Done done
                && done.action() instanceof PlayerAction.Walk
                && !sent.isEmpty()) {
            Step s = sent.remove(0);
            steps.add(new Step(s.direction(), s.before(), clock.getAsLong()));
        } else if (event instanceof CrossfireEvent.Failed failed
                && failed.action() instanceof PlayerAction.Walk
                && !sent.isEmpty()) {
            sent.remove(0);
        }
        if (event instanceof CrossfireEvent.Closed && finished.isEmpty()) {
            narration.frame(clock.getAsLong()); // the loop ends before another round: what waits is said
            finished = session.ending();
        }
    }

    @Override
    public long frame(long now) {
        if (now - lastNames >= NAMES_NANOS) {
            lastNames = now;
            List<String> names = new ArrayList<>();
            session.view().inventory().stream().map(Item::name).forEach(names::add);
            session.view().ground().stream().map(Item::name).forEach(names::add);
            completions.accept(new Completions(COMMANDS, names));
        }
        StatSheet stats = session.view().stats();
        if (rollAsked.isPresent() && (!stats.equals(statsAsked) || now - rollAsked.get() >= ROLL_NANOS)) {
            rollAsked = Optional.empty();
            narration.say(Said.answer(Words.rolled(stats)));
        }
        if (session.playing()) {
            judgeSteps(now);
            tellSights(now);
        }
        narration.frame(now);
        return Narration.ROUND_NANOS;
    }

    /** A step the server did is told once the map had time to follow: moved, or blocked. */
    private void judgeSteps(long now) {
        while (!steps.isEmpty() && now - steps.get(0).doneAt() >= STEP_NANOS) {
            Step s = steps.remove(0);
            View after = session.view();
            String way = s.direction().word();
            narration.say(Said.answer(
                    Sights.moved(s.before().orElse(lastAfter), after, s.direction())
                            ? "You walk " + way + "."
                            : "You cannot walk " + way + ": something is in the way."));
            lastAfter = after;
        }
    }

    /** A new map is looked at whole; otherwise what came near is told, when nothing else is being said. */
    private void tellSights(long now) {
        View v = session.view();
        if (v.mapNumber() != mapNumber) {
            mapNumber = v.mapNumber();
            near = Sights.namesNear(v, Sights.NEAR);
            List<String> look = Sights.look(v);
            // what lies here is told as the ground changes
            look.subList(1, look.size()).forEach(l -> narration.say(Said.routine(l)));
            return;
        }
        if (!narration.quiet(now) || !steps.isEmpty() || !sent.isEmpty()) {
            return;
        }
        String came = Sights.cameNear(v, near);
        near = Sights.namesNear(v, Sights.NEAR);
        if (!came.isEmpty()) {
            narration.say(Said.routine(came));
        }
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
