package ohol.tui.onelife.headless;

import com.google.gson.JsonObject;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import ohol.tui.core.json.JsonLines;
import ohol.tui.core.json.OldNames;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.core.script.ScriptLines;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.input.ScriptAction;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.Link;
import ohol.tui.onelife.session.SessionEvent;

/**
 * Headless mode as a front-end of the one loop: a script's lines become actions (game actions wait
 * until the life has begun), every session event becomes a JSON line, and the end of input is a
 * {@code quit}. After a death the server closes the connection; that is the life's end, not a lost
 * connection: {@code reborn} begins the next life and the script goes on, {@code quit} ends with 0.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class HeadlessFrontEnd implements FrontEnd<ScriptInput, Action, SessionEvent> {
    private static final long FLUSH_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final GameSession session;
    private final PrintWriter out;
    private final Json json = new Json();
    private final JsonPrinter printer;
    private final PingWatch pingWatch = new PingWatch();
    private final BooleanSupplier outputClosed;
    private Optional<ExitCode> finished = Optional.empty();

    public HeadlessFrontEnd(GameSession session, PrintWriter out, PrintWriter err) {
        this(session, out, err, out::checkError);
    }

    /** {@code outputClosed} says, after a flush, whether what is printed reaches nobody any more. */
    public HeadlessFrontEnd(GameSession session, PrintWriter out, PrintWriter err, BooleanSupplier outputClosed) {
        this.session = session;
        this.out = out;
        this.printer = new JsonPrinter(session, json, out, err);
        this.outputClosed = outputClosed;
    }

    @Override
    public List<Action> read(ScriptInput input) {
        if (input instanceof ScriptInput.Line line) {
            try {
                return ActionSyntax.parseLine(line.text());
            } catch (IllegalArgumentException e) {
                return refused(line.text(), e.getMessage());
            }
        }
        if (input instanceof ScriptInput.TooLong line) {
            return refused(
                    line.start() + "...",
                    "a line of " + line.chars() + " characters, over " + ScriptLines.MAX_CHARS + ": skipped");
        }
        return List.of(new ScriptAction.Quit());
    }

    /** A script line the client cannot take: refused without sending anything. */
    private List<Action> refused(String input, String reason) {
        JsonObject fields = new JsonObject();
        fields.addProperty("input", input);
        out.println(json.refused(JsonLines.By.CLIENT, OldNames.Was.ERROR, fields, reason, null));
        return List.of();
    }

    @Override
    public Optional<Action> aim(Action action) {
        if (action instanceof ScreenAction) {
            JsonObject fields = new JsonObject();
            fields.addProperty("action", ActionSyntax.format(action));
            out.println(json.refused(
                    JsonLines.By.CLIENT,
                    OldNames.Was.ERROR,
                    fields,
                    "this action works only in the terminal screen",
                    null));
            return Optional.empty();
        }
        if (action instanceof ScriptAction.Quit && session.closed().isPresent()) {
            finished = session.endingOnQuit();
            return Optional.empty();
        }
        return Optional.of(action); // nothing to aim: a script's offsets are from us already
    }

    @Override
    public void show(SessionEvent event) {
        Optional<ExitCode> end = event.accept(printer);
        if (end.isPresent() && finished.isEmpty()) {
            finished = end;
        }
    }

    @Override
    public long frame(long now) {
        if (session.closed().isEmpty()) {
            pingWatch
                    .look(session.link().map(Link::unansweredPingMillis).orElse(OptionalLong.empty()), json)
                    .ifPresent(out::println);
        }
        out.flush();
        if (finished.isEmpty() && outputClosed.getAsBoolean()) {
            finished = Optional.of(ExitCode.OUTPUT_CLOSED); // a write failed: the reader is gone
        }
        return FLUSH_NANOS;
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
