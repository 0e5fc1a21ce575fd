package ohol.tui.app;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.RealData;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Macros;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.onelife.headless.HeadlessFrontEnd;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.RecordingLink;
import ohol.tui.onelife.session.SessionEvent;

/**
 * Headless mode's own front-end and loop, one {@link Transcript} entry a round, printing what the
 * session reports. {@link #replay} runs it with a clock that follows the transcript's times, on
 * links that go nowhere: the same JSON lines every run.
 */
public final class TranscriptReplay {
    private static final long START_NANOS = 1_000_000_000L;

    private final GameSession session;
    private final Mailbox<News, ScriptInput> mailbox;
    private final StringWriter out = new StringWriter();
    private final PrintWriter outWriter = new PrintWriter(out);
    private final HeadlessFrontEnd front;
    private final SessionLoop<News, ScriptInput, Action, SessionEvent> loop;
    private long lastWait;

    TranscriptReplay(GameSession session, Mailbox<News, ScriptInput> mailbox, LongSupplier clock) {
        this.session = session;
        this.mailbox = mailbox;
        this.front = new HeadlessFrontEnd(session, outWriter, new PrintWriter(new StringWriter()));
        this.loop = new SessionLoop<>(mailbox, session, front, new Macros<>(clock, Action::pauseNanos), clock);
    }

    /** The session of a replay: the real game data, and a clock {@code nanos} that the replay moves. */
    public static GameSession session(LongSupplier clock, Mailbox<News, ScriptInput> mailbox) {
        return new GameSession(
                new GameSession.Parts(RealData.catalog(), RealData::book, RealData.biomes(), clock),
                inbox -> new RecordingLink(),
                mailbox::news);
    }

    /** The JSON lines headless mode prints for {@code transcript}, played with a clock that follows it. */
    static List<String> replay(Transcript transcript) {
        long[] nanos = {START_NANOS};
        Mailbox<News, ScriptInput> mailbox = new Mailbox<>();
        GameSession session = session(() -> nanos[0], mailbox);
        try {
            session.begin();
        } catch (ohol.tui.onelife.net.LoginException e) {
            throw new AssertionError(e);
        }
        session.awaitKnowledge(); // queries never wait: the same answers every run
        TranscriptReplay replay = new TranscriptReplay(session, mailbox, () -> nanos[0]);
        for (Transcript.Entry entry : transcript.entries()) {
            nanos[0] = START_NANOS + entry.millis() * 1_000_000L;
            if (replay.turn(entry).isPresent()) {
                break;
            }
        }
        return replay.lines();
    }

    /** One round of the loop with the entry taken; how to end once that is decided. */
    Optional<ExitCode> turn(Transcript.Entry entry) {
        take(entry);
        try {
            lastWait = loop.round();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        outWriter.flush();
        return front.finished();
    }

    /** Nanoseconds until the last round wanted the next. */
    long nanosUntilDue() {
        return lastWait;
    }

    List<String> lines() {
        outWriter.flush();
        return out.toString().lines().toList();
    }

    private void take(Transcript.Entry entry) {
        if (entry instanceof Transcript.Hear h) {
            for (ServerMessage m : ServerStream.decodeAll(h.bytes(), new ArrayList<>())) {
                session.take(new News.Net(h.life(), new NetEvent.Received<>(m)));
            }
        } else if (entry instanceof Transcript.Closed c) {
            session.take(new News.Net(c.life(), new NetEvent.Closed<>(c.reason())));
        } else if (entry instanceof Transcript.Line line) {
            mailbox.input(new ScriptInput.Line(line.text()));
        } else if (entry instanceof Transcript.Ended) {
            mailbox.input(new ScriptInput.Ended());
        }
    }
}
