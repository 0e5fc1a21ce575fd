package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.EventText;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldEvent;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A mother and her baby, two clients on real sockets to the practice world: the use key on the
 * baby's tile picks it up ({@code BABY}, as the official client's click), the baby is where its
 * mother is on both sides while she walks, and a put-down is told to both without a stray error.
 */
@Timeout(60)
@EndToEnd
class PracticeArmsTest {
    private static final String PASSWORD = "arms";

    private static void walkTo(PracticeClient me, Position to) throws InterruptedException {
        Position at = me.game.snapshot().ourPosition();
        me.perform("move " + (to.x() - at.x()) + " " + (to.y() - at.y()));
        me.await("standing at " + to, w -> w.us().map(p ->
                        p.motion().walk().isEmpty() && p.motion().position().equals(to))
                .orElse(false));
    }

    private static List<String> sent(PracticeClient c) {
        return c.events.stream()
                .filter(SessionEvent.Sent.class::isInstance)
                .map(e -> ((SessionEvent.Sent) e).command())
                .toList();
    }

    private static List<String> told(PracticeClient c) {
        return c.events.stream()
                .filter(e -> e instanceof SessionEvent.Happened h && h.event() instanceof WorldEvent.Carried)
                .map(e -> EventText.sentence(((SessionEvent.Happened) e).event()))
                .toList();
    }

    @Test
    void theUseKeyPicksUpTheBabyWhoThenGoesWhereverHerMotherGoes() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD));
                var mother = new PracticeClient(server, PASSWORD, "mother@arms", false)) {
            int m = mother.await("the Eve", w -> w.us().isPresent()).ourId().getAsInt();
            try (var child = new PracticeClient(server, PASSWORD, "child@arms", false)) {
                int b = child.await(
                                "born", w -> w.us().isPresent() && w.people().containsKey(m))
                        .ourId()
                        .getAsInt();
                Position cradle = child.game.snapshot().ourPosition();
                mother.await("the baby in view", w -> w.people().containsKey(b));
                walkTo(mother, cradle.plus(1, 0));

                mother.perform("use -1 0");
                mother.await(
                        "the baby in arms", w -> w.us().orElseThrow().held().id() == -b);
                assertTrue(
                        sent(mother).contains("BABY " + cradle.x() + " " + cradle.y() + " " + b + "#"),
                        sent(mother).toString());
                child.await("held", w -> child.game.family().holderOf(b).isPresent());

                Position far = cradle.plus(4, 0);
                walkTo(mother, far);
                WorldSnapshot c = child.await(
                        "carried to where she stands",
                        w -> w.ourPosition().equals(far) && w.ourBodyAt().equals(far));
                assertEquals(far, c.ourBodyAt());
                assertEquals(far, c.people().get(m).positionAt(c.nanos()), "her own place, on the baby's side");
                assertEquals(far, c.people().get(b).positionAt(c.nanos()), "the baby's own body");
                WorldSnapshot w = mother.game.snapshot();
                assertEquals(far, w.people().get(b).positionAt(w.nanos()), "on the mother's side");
                mother.perform("drop 1 0");
                Position down = far.plus(1, 0);
                child.await(
                        "put down east of her",
                        x -> x.ourPosition().equals(down)
                                && child.game.family().holderOf(b).isEmpty());
                mother.await("her hands empty", x -> x.us().orElseThrow().held().isEmpty());
                assertEquals(List.of("#" + m + " picked you up", "#" + m + " put you down"), told(child));
                assertEquals(List.of("You picked up #" + b, "You put down #" + b), told(mother));
                assertTrue(
                        child.events.stream().noneMatch(e -> e instanceof SessionEvent.Trouble),
                        "no stray trouble: " + child.events);
            }
        }
    }

    /** server.cpp getUpdateRecord: a held player's line is never done moving (its done_moving is 0). */
    @Test
    void aHeldPlayersLineIsNeverDoneMoving() {
        PracticePlayer mother = new PracticePlayer(1, "m@x", true, 20, 0, 60_000_000_000L, List.of(), 1);
        PracticePlayer baby = new PracticePlayer(2, "b@x", true, 0, 0, 60_000_000_000L, List.of(1), 1);
        assertTrue(baby.state(0, false, false).isStill(), "on the ground, still");
        baby.heldBy = mother;
        assertEquals(0, baby.state(0, false, false).doneMovingSeq());
    }
}
