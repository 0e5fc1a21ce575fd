package ohol.tui.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Macros;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.narrate.NarrateFrontEnd;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.SessionEvent;

/**
 * The narrated front-end on the one loop, one {@link Transcript} entry a round, the typed lines
 * of the transcript as what the player typed: the same sentences every run when the clock
 * follows the transcript.
 */
final class NarratedReplay {
    private static final long START_NANOS = 1_000_000_000L;

    private final GameSession session;
    private final Mailbox<News, ScriptInput> mailbox;
    private final List<String> said = new ArrayList<>();
    private final NarrateFrontEnd front;
    private final SessionLoop<News, ScriptInput, Action, SessionEvent> loop;
    private long lastWait;

    NarratedReplay(GameSession session, Mailbox<News, ScriptInput> mailbox, LongSupplier clock) {
        this.session = session;
        this.mailbox = mailbox;
        this.front = new NarrateFrontEnd(session, said::add, clock, names -> {});
        this.loop = new SessionLoop<>(mailbox, session, front, new Macros<>(clock, Action::pauseNanos), clock);
    }

    /** What the narration says for {@code transcript}, each typed line shown before what followed it. */
    static List<String> replay(Transcript transcript) {
        long[] nanos = {START_NANOS};
        Mailbox<News, ScriptInput> mailbox = new Mailbox<>();
        GameSession session = new GameSession(
                new GameSession.Parts(
                        ohol.tui.RealData.catalog(),
                        ohol.tui.RealData::book,
                        ohol.tui.RealData.biomes(),
                        () -> nanos[0]),
                inbox -> new ohol.tui.onelife.session.RecordingLink(),
                mailbox::news);
        try {
            session.begin();
        } catch (ohol.tui.onelife.net.LoginException e) {
            throw new AssertionError(e);
        }
        session.awaitKnowledge();
        NarratedReplay replay = new NarratedReplay(session, mailbox, () -> nanos[0]);
        for (Transcript.Entry entry : transcript.entries()) {
            nanos[0] = START_NANOS + entry.millis() * 1_000_000L;
            if (replay.turn(entry).isPresent()) {
                break;
            }
        }
        return replay.lines();
    }

    Optional<ExitCode> turn(Transcript.Entry entry) {
        take(entry);
        try {
            lastWait = loop.round();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        return front.finished();
    }

    long nanosUntilDue() {
        return lastWait;
    }

    List<String> lines() {
        return List.copyOf(said);
    }

    private void take(Transcript.Entry entry) {
        if (entry instanceof Transcript.Hear h) {
            for (ServerMessage m : ServerStream.decodeAll(h.bytes(), new ArrayList<>())) {
                session.take(new News.Net(h.life(), new NetEvent.Received<>(m)));
            }
        } else if (entry instanceof Transcript.Closed c) {
            session.take(new News.Net(c.life(), new NetEvent.Closed<>(c.reason())));
        } else if (entry instanceof Transcript.Line line) {
            said.add("> " + line.text());
            mailbox.input(new ScriptInput.Line(line.text()));
        } else if (entry instanceof Transcript.Ended) {
            mailbox.input(new ScriptInput.Ended());
        }
    }
}
