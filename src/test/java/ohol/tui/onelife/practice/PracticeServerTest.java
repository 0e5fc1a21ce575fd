package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.PlayerMovesStart;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldEvent;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
@EndToEnd
class PracticeServerTest {
    private static final String PASSWORD = "practicePassword";
    private final PracticeServer server;

    PracticeServerTest() throws Exception {
        server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withFoodPip(Duration.ofSeconds(1)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private static int objectAt(WorldSnapshot s, int x, int y) {
        return s.cell(x, y).map(Cell::object).map(GameObject::id).orElse(-1);
    }

    private static boolean standingAt(WorldSnapshot s, int x, int y) {
        return s.us().map(p ->
                        p.motion().walk().isEmpty() && p.motion().position().equals(new Position(x, y)))
                .orElse(false);
    }

    /**
     * Waits for the first food pip (1 s here) after the welcome's FX, so that the server's
     * one-second gap after birth is over.
     */
    static void pastTheFirstSecond(PracticeClient me) throws InterruptedException {
        me.await(
                "a second of life",
                w -> me.received.stream().filter(m -> m instanceof FoodChange).count() >= 2);
    }

    @Test
    void walkToABushPickABerryEatItAndSeeFoodRise() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "a@x", false)) {
            WorldSnapshot s = me.await(
                    "the map and us", w -> w.us().isPresent() && w.cell(3, 1).isPresent());
            assertEquals(PracticeObjects.GOOSEBERRY_BUSH, objectAt(s, 3, 1));
            me.await("food to drain", w -> w.stats().food() <= 14 && w.stats().food() > 0);

            // west of the bush: an orthogonal neighbour, as the server requires
            me.perform("move 2 1");
            s = me.await("the walk to end next to the bush", w -> standingAt(w, 2, 1));
            assertTrue(me.received.stream().anyMatch(m -> m instanceof PlayerMovesStart), "a PM announced the walk");
            int foodBefore = s.stats().food();

            me.perform("use 1 0");
            s = me.await("a berry in hand", w -> w.us().orElseThrow().held().id() == PracticeObjects.GOOSEBERRY);
            assertEquals(5027, objectAt(s, 3, 1), "the bush now has 5 berries: its 'use 5' dummy");
            me.await("the pick to be told", w -> me.events.stream()
                    .anyMatch(e -> e instanceof ohol.tui.onelife.session.SessionEvent.Done d
                            && d.change().equals("You took a Gooseberry; the Wild Gooseberry Bush has 5 left")));

            me.perform("self");
            // the server sends the PU before the FX: wait for the FX that says what we ate
            s = me.await(
                    "food to rise",
                    w -> w.stats().lastAteId() == PracticeObjects.GOOSEBERRY
                            && w.us().orElseThrow().held().isEmpty());
            assertEquals(PracticeObjects.GOOSEBERRY, s.stats().lastAteId());
            assertTrue(
                    me.events.stream()
                            .anyMatch(e -> e instanceof ohol.tui.onelife.session.SessionEvent.Done d
                                    && d.change().equals("You ate the Gooseberry")),
                    "the eating was told: " + me.events);
            assertTrue(
                    s.stats().food() >= foodBefore + 2,
                    "a gooseberry is worth 3 pips: " + foodBefore + " -> "
                            + s.stats().food());
        }
    }

    @Test
    void putABerryInTheBasketAndTakeItOut() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "b@x", false)) {
            me.await("the map and us", w -> w.us().isPresent() && w.cell(1, -1).isPresent());
            // the bush at 4,-2 is reachable from 3,-1, which is next to nothing; the basket is at 1,-1
            me.perform("move 3 -1");
            me.await("standing at 3,-1", w -> standingAt(w, 3, -1));
            me.perform("use 1 -1"); // the bush is on a corner: the client steps to a side of it first
            me.await("a berry", w -> w.us().orElseThrow().held().id() == PracticeObjects.GOOSEBERRY);
            Position at = me.game.snapshot().ourPosition();
            me.perform("move " + (2 - at.x()) + " " + (-1 - at.y()));
            me.await("standing at 2,-1", w -> standingAt(w, 2, -1));
            me.perform("drop -1 0");
            WorldSnapshot s = me.await(
                    "the berry in the basket",
                    w -> w.cell(1, -1).orElseThrow().object().contained().size() == 1);
            assertEquals("292,31", s.cell(1, -1).orElseThrow().object().toWire());
            assertTrue(s.us().orElseThrow().held().isEmpty());
            me.perform("remv -1 0");
            s = me.await(
                    "the berry back in hand", w -> w.us().orElseThrow().held().id() == PracticeObjects.GOOSEBERRY);
            assertEquals("292", s.cell(1, -1).orElseThrow().object().toWire());
        }
    }

    @Test
    void aPathIntoATreeIsCutShort() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "c@x", false)) {
            me.await("us", w -> w.us().isPresent());
            // a raw MOVE straight through the Big Hard Rock's neighbour is fine; through a tree is not:
            // find a blocking tree on the map and walk at it
            WorldSnapshot s = me.await("map", w -> w.cell(0, 0).isPresent());
            Position tree = null;
            for (int x = -14; x <= 14 && tree == null; x++) {
                for (int y = -14; y <= 14 && tree == null; y++) {
                    int id = objectAt(s, x, y);
                    if (id == PracticeObjects.JUNIPER_TREE || id == PracticeObjects.MAPLE_TREE) {
                        tree = new Position(x, y);
                    }
                }
            }
            assertTrue(tree != null, "a tree near the spawn");
            me.session
                    .connection()
                    .send(new ohol.tui.onelife.protocol.client.Move(
                            0,
                            0,
                            2,
                            java.util.List.of(
                                    new ohol.tui.onelife.protocol.client.Move.Step(
                                            Integer.signum(tree.x()), Integer.signum(tree.y())),
                                    new ohol.tui.onelife.protocol.client.Move.Step(tree.x(), tree.y()))));
            me.await("a PM", w -> me.received.stream().anyMatch(m -> m instanceof PlayerMovesStart));
            PlayerMovesStart pm = (PlayerMovesStart) me.received.stream()
                    .filter(m -> m instanceof PlayerMovesStart)
                    .findFirst()
                    .orElseThrow();
            boolean adjacentToStart = Math.max(Math.abs(tree.x()), Math.abs(tree.y())) == 1;
            assertTrue(pm.moves().get(0).truncated() || adjacentToStart, "the walk into the tree was truncated");
            assertTrue(pm.moves().get(0).path().size() <= 1);
        }
    }

    @Test
    void sayAndEmoteAndPing() throws Exception {
        try (var me = new PracticeClient(server, PASSWORD, "d@x", false)) {
            me.await("us", w -> w.us().isPresent());
            me.perform("emote 3; ping");
            pastTheFirstSecond(me);
            me.perform("say HELLO PRACTICE WORLD");
            WorldSnapshot s = me.await("our words back", w -> w.speech().stream()
                    .anyMatch(e -> e.value() instanceof WorldEvent.Said said && said.us()));
            var said = (WorldEvent.Said) s.speech().get(s.speech().size() - 1).value();
            // at 14 the server allows 59 characters (sayLimit.cpp): all of it
            assertEquals("HELLO PRACTICE WORLD", said.text());
            me.await("the emote", w -> w.us().orElseThrow()
                    .mood()
                    .emote()
                    .map(e -> e.index() == 3)
                    .orElse(false));
            me.await("a pong", w -> me.session.connection().roundTripMillis().isPresent());
        }
    }

    @Test
    void aLostConnectionLogsBackInToTheSameLifeWithRlogin() throws Exception {
        int id;
        try (var me = new PracticeClient(server, PASSWORD, "e@x", false)) {
            me.await("us", w -> w.us().isPresent());
            me.perform("move 2 2");
            WorldSnapshot s = me.await("at 2,2", w -> standingAt(w, 2, 2));
            id = s.ourId().getAsInt();
        }
        try (var again = new PracticeClient(server, PASSWORD, "e@x", true)) {
            WorldSnapshot s = again.await("us again", w -> w.us().isPresent());
            assertEquals(id, s.ourId().getAsInt());
            assertEquals(new Position(2, 2), s.ourPosition());
        }
        var e = assertThrows(LoginException.class, () -> new PracticeClient(server, PASSWORD, "nobody@x", true));
        assertTrue(e.getMessage().contains("rejected"));
        assertThrows(LoginException.class, () -> new PracticeClient(server, "wrong", "f@x", false));
    }

    @Test
    void aLoginOfAnEmailWhoseLifeLingersTakesThatLifeBackAsTheServerDoes() throws Exception {
        int id;
        try (var me = new PracticeClient(server, PASSWORD, "back@x", false)) {
            me.await("us", w -> w.us().isPresent());
            me.perform("move 1 -2");
            id = me.await("at 1,-2", w -> standingAt(w, 1, -2)).ourId().getAsInt();
        }
        // server.cpp's processLoggedInPlayer allows a reconnect on LOGIN: no second life for one email
        try (var again = new PracticeClient(server, PASSWORD, "back@x", false)) {
            WorldSnapshot s = again.await("us again", w -> w.us().isPresent());
            assertEquals(id, s.ourId().getAsInt());
            assertEquals(new Position(1, -2), s.ourPosition());
            // and a LOGIN while the life is still played takes it over, cutting the old connection off
            try (var third = new PracticeClient(server, PASSWORD, "back@x", false)) {
                assertEquals(
                        id,
                        third.await("the same life", w -> w.us().isPresent())
                                .ourId()
                                .getAsInt());
                again.await("the old connection cut off", w -> again.closed);
            }
        }
    }

    @Test
    void aSecondPlayerIsBornToTheFirstAndTheyHearEachOther() throws Exception {
        // food pips of 4 s: the newborn (2 pips) outlives the walk even on a busy machine
        try (var slow = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withFoodPip(Duration.ofSeconds(4)));
                var a = new PracticeClient(slow, PASSWORD, "a@two", false);
                var b = new PracticeClient(slow, PASSWORD, "b@two", false)) {
            int aId = a.await("a", w -> w.us().isPresent()).ourId().getAsInt();
            WorldSnapshot bs =
                    b.await("b sees a", w -> w.us().isPresent() && w.people().containsKey(aId));
            int bId = bs.ourId().getAsInt();
            assertTrue(
                    bs.us().orElseThrow().body().age() < 1,
                    "b is a newborn: " + bs.us().orElseThrow().body().age());
            a.await("a sees b", w -> w.people().containsKey(bId));
            a.perform("move -2 -2");
            b.await(
                    "b sees a arrive",
                    w -> w.people().get(aId).motion().walk().isEmpty()
                            && w.people().get(aId).motion().position().equals(new Position(-2, -2)));
            Thread.sleep(1100); // the server's one-second gap after birth
            b.perform("say HI EVE");
            b.await("b's line said (the client paces speech as the server takes it)", w -> w.lastSaidBy(bId)
                    .isPresent());
            WorldSnapshot as = a.await("a hears b", w -> w.lastSaidBy(bId).isPresent());
            assertEquals(
                    "H", as.lastSaidBy(bId).orElseThrow().text(), "a newborn says one character, as on the server");
        }
    }

    @Test
    void garbageDoesNotTakeTheServerDown() throws Exception {
        try (Socket s = new Socket(server.host(), server.port());
                OutputStream out = s.getOutputStream()) {
            out.write("LOGIN nonsense#MOVE a b c#USE 1#\u0000\u00ff#DANCE 0 0#".getBytes(StandardCharsets.ISO_8859_1));
            out.write(new byte[ClientLink.MAX_COMMAND + 10]);
            out.flush();
        } catch (java.io.IOException expected) {
            // the server may hang up on the garbage first
        }
        try (var me = new PracticeClient(server, PASSWORD, "g@x", false)) {
            me.await("us", w -> w.us().isPresent());
            me.session.connection().send(new ohol.tui.onelife.protocol.client.KeepAlive());
            pastTheFirstSecond(me);
            me.perform("say STILL HERE");
            me.await("speech", w -> w.lastSaidBy(w.ourId().getAsInt()).isPresent());
        }
    }
}
