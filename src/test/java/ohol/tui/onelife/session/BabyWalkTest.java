package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.ActionSyntax;
import org.junit.jupiter.api.Test;

/**
 * A newborn cannot walk: the official server ignores its MOVE without a word until it is 0.2
 * years old (12 s at 60 s a year), as seen on it: a baby told {@code use 1 1} two tiles away
 * walked nowhere, and the use was never sent nor refused. The client refuses the walk instead.
 */
class BabyWalkTest {
    private final long[] clock = {1_000_000_000L};
    private final RecordingLink link = new RecordingLink();
    private final GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> clock[0], link);

    private void hear(String text) throws InterruptedException {
        TestSessions.heardNow(session, text);
    }

    /** Our PU (player 11, still at 0,0) with the given age, 60 s a year, as the real server writes it. */
    private void bornAged(String age) throws InterruptedException {
        hear(TestSessions.ourPu(age));
    }

    private List<String> refusals() {
        List<String> reasons = new ArrayList<>();
        for (SessionEvent e : session.takeEvents()) {
            if (e instanceof SessionEvent.Refused r) {
                reasons.add(r.reason());
            }
        }
        return reasons;
    }

    private void perform(String line) {
        ActionSyntax.parseLine(line).forEach(session::perform);
    }

    @Test
    void aNewbornIsToldItCannotWalkAndSendsNoMove() throws InterruptedException {
        bornAged("0.00");
        session.takeEvents();
        perform("use 1 1");
        List<String> refused = refusals();
        assertEquals(1, refused.size(), "the use is refused at once: " + refused);
        assertTrue(refused.get(0).contains("too young to walk"), refused.get(0));
        assertTrue(
                link.sent.stream().noneMatch(c -> c.startsWith("MOVE") || c.startsWith("USE")), link.sent.toString());

        perform("use 1 0");
        assertEquals(List.of("USE 1 0#"), link.sent, "a side of us needs no walk");
    }

    @Test
    void aBabyWalksFromTwelveSecondsOld() throws InterruptedException {
        bornAged("0.00");
        clock[0] += 12_500_000_000L; // 0.208 years
        perform("move 2 0");
        assertEquals(List.of(), refusals());
        assertEquals(1, link.sent.size(), link.sent.toString());
        assertTrue(link.sent.get(0).startsWith("MOVE 0 0 "), link.sent.get(0));
    }

    @Test
    void anAdultWalksAtOnce() throws InterruptedException {
        bornAged("14.00");
        perform("move 2 0");
        assertTrue(link.sent.get(0).startsWith("MOVE 0 0 "), link.sent.toString());
    }

    @Test
    void aBabyInArmsIsToldToJumpAndSendsNoMoveTheServerWouldIgnore() throws InterruptedException {
        bornAged("1.00");
        // player 12 holds us (o_id -11), as the real server writes a holder's PU
        hear("PU\n12 19 0 0 0 0 -11 0 0 0 -1 0.50 1 0 0 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        session.takeEvents();
        perform("move 2 0");
        List<String> refused = refusals();
        assertEquals(1, refused.size(), refused.toString());
        assertTrue(refused.get(0).contains("jump"), refused.get(0));
        assertTrue(link.sent.stream().noneMatch(c -> c.startsWith("MOVE")), link.sent.toString());
        perform("jump");
        assertEquals(List.of("JUMP 0 0#"), link.sent, "jumping is how a baby gets down");
    }
}
