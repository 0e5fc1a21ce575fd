package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.Captures;
import ohol.tui.RealData;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.RecordingLink;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.session.TestSessions;
import ohol.tui.onelife.world.WorldEvent;

/**
 * A real server's capture played into the narrated front-end with a clock that follows it: each
 * line said at its time, and the events the session reported (to count what had to be said).
 */
final class NarrationReplay {
    record Line(long millis, String text) {}

    final List<Line> said = new ArrayList<>();
    final List<WorldEvent> events = new ArrayList<>();
    private long nanos = 1_000_000_000L;

    static NarrationReplay of(String capture) {
        return of(capture, List.of());
    }

    /** The capture, with {@code typed} typed before its first message: while logging in. */
    static NarrationReplay of(String capture, List<String> typed) {
        NarrationReplay replay = new NarrationReplay();
        replay.play(capture, typed);
        return replay;
    }

    private void play(String capture, List<String> typed) {
        GameSession session = TestSessions.begun(
                new GameSession.Parts(RealData.catalog(), RealData::book, RealData.biomes(), () -> nanos),
                new RecordingLink());
        session.awaitKnowledge();
        NarrateFrontEnd front = new NarrateFrontEnd(
                session, text -> said.add(new Line(nanos / 1_000_000L - 1000, text)), () -> nanos, names -> {});
        typed.forEach(t -> front.read(new ohol.tui.core.script.ScriptInput.Line(t)));
        long last = 0;
        for (Captures.Chunk chunk : Captures.chunks(capture)) {
            if (chunk.direction() != 'S') {
                continue;
            }
            for (long t = last + 250; t < chunk.millis(); t += 250) { // the loop's rounds meanwhile
                nanos = 1_000_000_000L + t * 1_000_000L;
                front.frame(nanos);
            }
            last = chunk.millis();
            nanos = 1_000_000_000L + chunk.millis() * 1_000_000L;
            for (ServerMessage m : ServerStream.decodeAll(chunk.bytes(), new ArrayList<>())) {
                TestSessions.hear(session, new NetEvent.Received<>(m));
            }
            for (SessionEvent e : session.takeEvents()) {
                if (e instanceof SessionEvent.Happened h) {
                    events.add(h.event());
                }
                front.show(e);
            }
            front.frame(nanos);
        }
        for (long t = last + 250; t < last + 60_000; t += 250) { // a minute after, for what waits its turn
            nanos = 1_000_000_000L + t * 1_000_000L;
            front.frame(nanos);
        }
    }
}
