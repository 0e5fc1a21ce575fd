package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Remove;
import ohol.tui.onelife.protocol.client.Self;
import ohol.tui.onelife.protocol.client.Use;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The practice world refuses what the official server refuses: actions on diagonal tiles,
 * picking up what is permanent, a full container. Each refusal is checked the server's way (the
 * PU answer comes, nothing else changes) and then the same action from an orthogonal tile is
 * shown to work, so the test would catch a world that refuses everything.
 */
@Timeout(90)
@EndToEnd
class PracticeRulesTest {
    private static final String PASSWORD = "rules";
    private final PracticeServer server;

    PracticeRulesTest() throws Exception {
        server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withFoodPip(Duration.ofSeconds(3)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static GameObject objectAt(WorldSnapshot s, int x, int y) {
        return s.cell(x, y).map(Cell::object).orElseThrow();
    }

    private static GameObject held(WorldSnapshot s) {
        return s.us().orElseThrow().held();
    }

    private static void walkTo(PracticeClient me, int x, int y) throws InterruptedException {
        Position at = me.game.snapshot().ourPosition();
        if (!at.equals(new Position(x, y))) {
            me.perform("move " + (x - at.x()) + " " + (y - at.y()));
        }
        me.await("standing at " + x + "," + y, w -> w.us().map(p ->
                        p.motion().walk().isEmpty() && p.motion().position().equals(new Position(x, y)))
                .orElse(false));
    }

    /** Sends {@code c} and checks the server's answer: a PU, no MX, and the same hand and tile. */
    private static WorldSnapshot refused(
            PracticeClient me, ohol.tui.onelife.protocol.client.ClientCommand c, int x, int y)
            throws InterruptedException {
        WorldSnapshot before = me.game.snapshot();
        int mark = me.mark();
        me.sendRaw(c);
        WorldSnapshot after = me.awaitAnswer(mark, before.ourId().getAsInt());
        List<ServerMessage> answer = me.since(mark);
        assertTrue(answer.stream().noneMatch(m -> m instanceof MapChange), c.verb() + " changed the map: " + answer);
        assertEquals(held(before), held(after), c.verb() + " changed the hand");
        assertEquals(objectAt(before, x, y), objectAt(after, x, y), c.verb() + " changed the tile");
        return after;
    }

    private static WorldSnapshot done(
            PracticeClient me,
            ohol.tui.onelife.protocol.client.ClientCommand c,
            java.util.function.Predicate<WorldSnapshot> effect)
            throws InterruptedException {
        me.sendRaw(c);
        return me.await(c.verb() + " to take effect", effect);
    }

    @Test
    void useDropRemoveAndSwapOnADiagonalTileAreRefusedAndWorkFromBesideIt() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "diag@x", false)) {
            me.await("the map", w -> w.us().isPresent() && w.cell(1, -1).isPresent());
            // we stand on 0,0; the basket is on 1,-1: a diagonal neighbour
            refused(me, new Use(1, -1), 1, -1);
            walkTo(me, 1, 0);
            done(me, new Use(1, -1), w -> held(w).id() == PracticeObjects.BASKET);

            refused(me, new Drop(0, -1), 0, -1); // 0,-1 is diagonal from 1,0
            done(
                    me,
                    new Drop(1, -1),
                    w -> held(w).isEmpty() && objectAt(w, 1, -1).id() == PracticeObjects.BASKET);

            // a stone into the basket, to have something to take out
            walkTo(me, -2, 0);
            done(me, new Use(-2, -1), w -> held(w).id() == PracticeObjects.STONE);
            walkTo(me, 1, 0);
            done(me, new Drop(1, -1), w -> objectAt(w, 1, -1).toWire().equals("292,33"));

            walkTo(me, 2, 0);
            refused(me, new Remove(1, -1, -1), 1, -1); // 1,-1 is diagonal from 2,0
            walkTo(me, 1, 0);
            done(
                    me,
                    new Remove(1, -1, -1),
                    w -> held(w).id() == PracticeObjects.STONE
                            && objectAt(w, 1, -1).toWire().equals("292"));

            walkTo(me, 0, 0);
            refused(me, new AtPosition(AtPosition.Kind.SWAP, 1, -1), 1, -1);
            walkTo(me, 1, 0);
            WorldSnapshot s =
                    done(me, new AtPosition(AtPosition.Kind.SWAP, 1, -1), w -> held(w).id() == PracticeObjects.BASKET);
            assertEquals(PracticeObjects.STONE, objectAt(s, 1, -1).id(), "the stone went down where the basket was");
        }
    }

    @Test
    void aDropOnAThingSwapsItAPermanentThingStaysAndAFullBasketTakesNoMore() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "hands@x", false)) {
            me.await("the map", w -> w.us().isPresent() && w.cell(-4, -3).isPresent());
            walkTo(me, -4, -2);
            refused(me, new Use(-4, -3), -4, -3); // a Big Hard Rock is permanent: a bare hand cannot lift it

            walkTo(me, -2, 0);
            done(me, new Use(-2, -1), w -> held(w).id() == PracticeObjects.STONE);
            walkTo(me, -1, 2);
            WorldSnapshot s = done(me, new Drop(-1, 3), w -> held(w).id() == PracticeObjects.CARROT);
            assertEquals(PracticeObjects.STONE, objectAt(s, -1, 3).id(), "a drop on a carrot trades it for the stone");

            walkTo(me, -2, 2);
            refused(me, new Drop(-3, 2), -3, 2); // a drop on a bush is a USE, and a carrot does nothing to a bush

            // the basket beside the bush at 3,1, filled with three berries
            walkTo(me, 0, 2);
            done(me, new Drop(0, 3), w -> held(w).isEmpty());
            walkTo(me, 1, 0);
            done(me, new Use(1, -1), w -> held(w).id() == PracticeObjects.BASKET);
            walkTo(me, 2, 1);
            done(me, new Drop(2, 0), w -> objectAt(w, 2, 0).id() == PracticeObjects.BASKET);
            for (int n = 1; n <= 3; n++) {
                done(me, new Use(3, 1), w -> held(w).id() == PracticeObjects.GOOSEBERRY);
                int count = n;
                done(me, new Drop(2, 0), w -> objectAt(w, 2, 0).contained().size() == count && held(w).isEmpty());
            }
            done(me, new Use(3, 1), w -> held(w).id() == PracticeObjects.GOOSEBERRY);
            refused(me, new Drop(2, 0), 2, 0); // three slots, all taken by what we hold: nothing to trade
            refused(me, new Use(2, 0), 2, 0);
            me.await("a food pip gone", w -> w.stats().food() < w.stats().foodCapacity());
            done(me, new Self(2, 1, -1), w -> held(w).isEmpty());
        }
    }

    @Test
    void eatingIsOnlyOnOurOwnTileAndNotWhenFull() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "eat@x", false)) {
            me.await("the map", w -> w.us().isPresent() && w.cell(3, 1).isPresent());
            walkTo(me, 2, 1);
            done(me, new Use(3, 1), w -> held(w).id() == PracticeObjects.GOOSEBERRY);
            refused(me, new Self(2, 1, -1), 2, 1); // full up: the server does not let us eat
            me.await("a food pip gone", w -> w.stats().food() < w.stats().foodCapacity());
            refused(me, new Self(3, 1, -1), 3, 1); // SELF aims at our own tile only
            done(me, new Self(2, 1, -1), w -> held(w).isEmpty() && w.stats().lastAteId() == PracticeObjects.GOOSEBERRY);
        }
    }

    @Test
    void threeSaysAtOnceOnlyTheFirstIsSaidAndSpeechIsCleanedAsOnTheServer() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "say@x", false)) {
            int us = me.await("us", w -> w.us().isPresent()).ourId().getAsInt();
            me.await(
                    "a second of life",
                    w -> w.stats().food() < w.stats().foodCapacity()
                            || me.received.stream()
                                            .filter(m -> m instanceof ohol.tui.onelife.protocol.server.FoodChange)
                                            .count()
                                    >= 2);
            int mark = me.mark();
            me.sendRaw(new ohol.tui.onelife.protocol.client.Say("hello, WORLD!! 123"));
            me.sendRaw(new ohol.tui.onelife.protocol.client.Say("SECOND"));
            me.sendRaw(new ohol.tui.onelife.protocol.client.Say("THIRD"));
            me.await("the first", w -> w.lastSaidBy(us).isPresent());
            // a fourth, later than a second after the first: the marker that the server has moved on
            Thread.sleep(1100);
            me.sendRaw(new ohol.tui.onelife.protocol.client.Say("FOURTH"));
            me.await(
                    "the fourth",
                    w -> w.lastSaidBy(us).map(s -> s.text().equals("FOURTH")).orElse(false));
            List<String> said = me.since(mark).stream()
                    .filter(m -> m instanceof ohol.tui.onelife.protocol.server.PlayerSays)
                    .flatMap(m -> ((ohol.tui.onelife.protocol.server.PlayerSays) m).speeches().stream())
                    .map(ohol.tui.onelife.protocol.server.PlayerSays.Speech::spoken)
                    .toList();
            // lower case and digits become spaces, and the spaces close up: only ", WORLD!!" is left
            assertEquals(List.of(", WORLD!!", "FOURTH"), said);
        }
    }

    @Test
    void withTheGameDataUseFollowsItsTransitions() throws Exception {
        var dir = ohol.tui.onelife.data.DataDirectory.open(ohol.tui.Captures.dataDir());
        var catalog = new ohol.tui.onelife.data.ObjectLoader().load(dir, (done, total) -> {});
        var book = ohol.tui.onelife.data.TransitionBook.load(dir, catalog);
        try (PracticeServer real =
                        PracticeServer.start(PracticeConfig.defaults(PASSWORD).withData(book));
                var me = new PracticeClient(real, PASSWORD, "data@x", false)) {
            me.await("the map", w -> w.us().isPresent() && w.cell(-4, -3).isPresent());
            walkTo(me, -2, 0);
            done(me, new Use(-2, -1), w -> held(w).id() == PracticeObjects.STONE);
            walkTo(me, -4, -2);
            // a Stone on a Big Hard Rock makes a Sharp Stone (transition 33 + 32 -> 34 + 32)
            WorldSnapshot s = done(me, new Use(-4, -3), w -> held(w).id() == 34);
            assertEquals(PracticeObjects.BIG_HARD_ROCK, objectAt(s, -4, -3).id());
            walkTo(me, 2, 1);
            refused(me, new Use(3, 1), 3, 1); // a Sharp Stone does nothing to a bush, and the hand is not empty
            done(me, new Drop(2, 0), w -> held(w).isEmpty());
            s = done(
                    me,
                    new Use(3, 1, OptionalInt.empty(), OptionalInt.empty()),
                    w -> held(w).id() == PracticeObjects.GOOSEBERRY);
            assertEquals(
                    book.find(0, 30).orElseThrow().newTarget(),
                    objectAt(s, 3, 1).id(),
                    "the bush's dummy with five left");
        }
    }

    /**
     * The world starts and lets a player in while the game's transitions are still being read; a
     * USE asked before they arrive waits for them and is then played by them, not by the
     * built-in rules (which know no Sharp Stone).
     */
    @Test
    void aUseBeforeTheTransitionsArriveWaitsForThemAndFollowsThem() throws Exception {
        var dir = ohol.tui.onelife.data.DataDirectory.open(ohol.tui.Captures.dataDir());
        var catalog = new ohol.tui.onelife.data.ObjectLoader().load(dir, (done, total) -> {});
        var book = ohol.tui.onelife.data.TransitionBook.load(dir, catalog);
        var arrived = new java.util.concurrent.CompletableFuture<ohol.tui.onelife.data.TransitionBook>();
        var asked = new java.util.concurrent.CountDownLatch(1);
        java.util.function.Supplier<ohol.tui.onelife.data.TransitionBook> stillReading = () -> {
            asked.countDown();
            return arrived.join();
        };
        try (PracticeServer real =
                        PracticeServer.start(PracticeConfig.defaults(PASSWORD).withData(catalog, stillReading));
                var me = new PracticeClient(real, PASSWORD, "early@x", false)) {
            me.await("the map", w -> w.us().isPresent() && w.cell(-4, -3).isPresent());
            walkTo(me, -2, 0);
            assertEquals(1, asked.getCount(), "walking needs no transitions");
            me.sendRaw(new Use(-2, -1));
            assertTrue(asked.await(20, java.util.concurrent.TimeUnit.SECONDS), "the USE asks for the transitions");
            arrived.complete(book);
            me.await("the stone in hand", w -> held(w).id() == PracticeObjects.STONE);
            walkTo(me, -4, -2);
            WorldSnapshot s = done(me, new Use(-4, -3), w -> held(w).id() == 34);
            assertEquals(PracticeObjects.BIG_HARD_ROCK, objectAt(s, -4, -3).id());
        }
    }
}
