package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.ActionSyntax;
import org.junit.jupiter.api.Test;

/**
 * When the server takes our life it reads nothing more from us, though it keeps the connection
 * open a few seconds (seen on the reference server: lines still waiting were sent to a dead baby
 * and dropped). What waits is answered at the death, and nothing more is sent.
 */
class LifeEndTest {
    private final long[] clock = {1_000_000_000L};
    private final RecordingLink link = new RecordingLink();
    private final GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> clock[0], link);

    private List<String> failures() {
        List<String> out = new ArrayList<>();
        for (SessionEvent e : session.takeEvents()) {
            if (e instanceof SessionEvent.Failed f) {
                out.add(GameSession.words(f.action()) + ": " + f.reason());
            } else if (e instanceof SessionEvent.Refused r) {
                out.add(GameSession.words(r.action()) + ": " + r.reason());
            }
        }
        return out;
    }

    @Test
    void whatWaitsAtOurDeathIsAnsweredAndNothingMoreIsSent() throws InterruptedException {
        TestSessions.heardNow(session, TestSessions.ourPu("1.00"));
        session.takeEvents();
        ActionSyntax.parseLine("use 5 0").forEach(session::perform); // a walk, the use waiting for it
        ActionSyntax.parseLine("say hi").forEach(session::perform); // waits out the first second
        assertEquals(1, link.sent.size(), link.sent.toString());
        assertTrue(link.sent.get(0).startsWith("MOVE"), link.sent.get(0));

        TestSessions.heardNow(
                session,
                "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 X X 1.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0 reason_SID\n#FM\n#");
        assertEquals(List.of("use 5 0: you died first", "say HI: not said: you died first"), failures());

        clock[0] += 5_000_000_000L;
        session.runDue();
        ActionSyntax.parseLine("say ho").forEach(session::perform);
        List<String> after = failures();
        assertEquals(1, after.size(), after.toString());
        assertTrue(after.get(0).endsWith("you have died: the server takes nothing more from this life"), after.get(0));
        assertEquals(1, link.sent.size(), "nothing went out after the death: " + link.sent);
    }
}
