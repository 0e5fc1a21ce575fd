package ohol.tui.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.RealData;
import ohol.tui.input.Action;
import ohol.tui.input.ActionSyntax;
import ohol.tui.input.ScreenAction;
import ohol.tui.input.ScriptAction;
import ohol.tui.net.NetEvent;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.protocol.server.ServerStream;
import ohol.tui.session.ExitCode;
import ohol.tui.session.GameSession;
import ohol.tui.session.Inbound;
import ohol.tui.session.RecordingLink;
import ohol.tui.session.SessionEvent;

/**
 * A headless session's loop, one {@link Transcript} entry a turn, printing what the session
 * reports as headless mode does. {@link #replay} runs it with a clock that follows the
 * transcript's times, on links that go nowhere: the same JSON lines every run.
 */
final class TranscriptReplay {
    private static final long START_NANOS = 1_000_000_000L;

    private final GameSession session;
    private final Json json = new Json();
    private final StringWriter out = new StringWriter();
    private final PrintWriter outWriter = new PrintWriter(out);
    private final PrintWriter err = new PrintWriter(new StringWriter());
    private Optional<ExitCode> ended = Optional.empty();

    TranscriptReplay(GameSession session) {
        this.session = session;
    }

    /** The session of a replay: the real game data, and a clock {@code nanos} that the replay moves. */
    static GameSession session(LongSupplier clock) {
        return new GameSession(
                new GameSession.Parts(RealData.catalog(), RealData::book, RealData.biomes(), clock),
                inbox -> new RecordingLink());
    }

    /** The JSON lines headless mode prints for {@code transcript}, played with a clock that follows it. */
    static List<String> replay(Transcript transcript) {
        long[] nanos = {START_NANOS};
        GameSession session = session(() -> nanos[0]);
        try {
            session.begin();
        } catch (ohol.tui.net.LoginException e) {
            throw new AssertionError(e);
        }
        session.awaitKnowledge(); // queries never wait: the same answers every run
        TranscriptReplay replay = new TranscriptReplay(session);
        for (Transcript.Entry entry : transcript.entries()) {
            nanos[0] = START_NANOS + entry.millis() * 1_000_000L;
            if (replay.turn(entry).isPresent()) {
                break;
            }
        }
        return replay.lines();
    }

    /** One turn of the loop: takes the entry, runs what is due, prints; how to end once that is decided. */
    Optional<ExitCode> turn(Transcript.Entry entry) {
        take(entry);
        session.runDue(this::perform);
        Optional<ExitCode> done = Optional.empty();
        for (SessionEvent e : session.takeEvents()) {
            Optional<ExitCode> end = e.accept(new JsonPrinter(session, json, outWriter, err));
            if (end.isPresent()) {
                done = end;
            }
        }
        outWriter.flush();
        return done.isPresent() ? done : ended;
    }

    List<String> lines() {
        outWriter.flush();
        return out.toString().lines().toList();
    }

    private void take(Transcript.Entry entry) {
        if (entry instanceof Transcript.Hear h) {
            for (ServerMessage m : ServerStream.decodeAll(h.bytes(), new ArrayList<>())) {
                session.onNet(new Inbound.Net(h.life(), new NetEvent.Received(m)));
            }
        } else if (entry instanceof Transcript.Closed c) {
            session.onNet(new Inbound.Net(c.life(), new NetEvent.Closed(c.reason())));
        } else if (entry instanceof Transcript.Line line) {
            try {
                session.queue(ActionSyntax.parseLine(line.text()));
            } catch (IllegalArgumentException e) {
                Map<String, Object> fields = new LinkedHashMap<>();
                fields.put("input", line.text());
                fields.put("message", e.getMessage());
                outWriter.println(json.event("error", fields));
            }
        } else if (entry instanceof Transcript.Ended) {
            session.queue(List.of(new ScriptAction.Quit()));
        }
    }

    private void perform(Action action) {
        if (action instanceof ScreenAction) {
            Map<String, Object> fields = new LinkedHashMap<>();
            fields.put("action", ActionSyntax.format(action));
            fields.put("message", "this action works only in the terminal screen");
            outWriter.println(json.event("error", fields));
            return;
        }
        if (action instanceof ScriptAction.Quit && session.closed().isPresent()) {
            ended = Optional.of(session.died() ? ExitCode.OK : ExitCode.CONNECTION_LOST);
            return;
        }
        session.perform(action);
    }
}
