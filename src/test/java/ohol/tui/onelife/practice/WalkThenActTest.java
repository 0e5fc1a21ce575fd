package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.path.Reach;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.client.Ping;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The client aims at a tile diagonal to it, as a player would with the cursor; the practice
 * server (as strict as the real one) takes no action from a corner, so the client must walk to
 * a side of the target first. Sides walled off by trees on one, two and three sides leave one way;
 * all four and a blocking target leave none, which the client says without sending anything.
 */
@Timeout(120)
@EndToEnd
class WalkThenActTest {
    private static final String PASSWORD = "walk";
    /** Where the scenes are laid out, clear of the spawn's things. */
    private static final Position T = new Position(-5, 5);
    /** A fresh world per scene: a second player in one would be born a baby to the first. */
    private PracticeServer server;

    private void freshWorld() throws Exception {
        stop();
        server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withFoodPip(Duration.ofSeconds(30)));
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** Clears a 7x7 square around T, puts {@code target} on T and trees on the given sides (W, E, S, N). */
    private void scene(int target, Set<String> walled) throws Exception {
        freshWorld();
        server.arrange(map -> {
            for (int dy = -3; dy <= 3; dy++) {
                for (int dx = -3; dx <= 3; dx++) {
                    map.setObject(T.x() + dx, T.y() + dy, GameObject.NOTHING);
                }
            }
            map.setObject(T.x(), T.y(), target == 0 ? GameObject.NOTHING : GameObject.of(target));
            List<String> names = List.of("W", "E", "S", "N");
            List<Position> sides = Reach.sides(T);
            for (int i = 0; i < 4; i++) {
                if (walled.contains(names.get(i))) {
                    map.setObject(sides.get(i).x(), sides.get(i).y(), GameObject.of(PracticeObjects.JUNIPER_TREE));
                }
            }
        });
    }

    private static GameObject held(WorldSnapshot s) {
        return s.us().orElseThrow().held();
    }

    private static GameObject at(WorldSnapshot s, Position p) {
        return s.cell(p.x(), p.y()).map(Cell::object).orElse(GameObject.NOTHING);
    }

    private static void standOn(PracticeClient me, Position p) throws InterruptedException {
        Position at = me.game.snapshot().ourPosition();
        if (!at.equals(p)) {
            me.perform("move " + (p.x() - at.x()) + " " + (p.y() - at.y()));
        }
        me.await("standing at " + p, w -> w.us().map(u ->
                        u.motion().walk().isEmpty() && u.motion().position().equals(p))
                .orElse(false));
    }

    /** Aims {@code verb} at T from the corner {@code from}, and waits for {@code done}. */
    private static WorldSnapshot fromCorner(
            PracticeClient me, Position from, String verb, java.util.function.Predicate<WorldSnapshot> done)
            throws InterruptedException {
        standOn(me, from);
        assertTrue(!Reach.canActOn(from, T, Reach.ActionKind.USE) && from.chebyshevDistance(T) == 1, "a corner");
        me.perform(verb + " " + (T.x() - from.x()) + " " + (T.y() - from.y()));
        WorldSnapshot s = me.await(verb + " done", done);
        Position end = s.ourPosition();
        assertTrue(Reach.isOrthogonalNeighbour(end, T), verb + " was done from a side of the target, not " + end);
        assertTrue(
                me.events.stream().noneMatch(e -> e instanceof SessionEvent.Failed),
                "no action came to nothing: " + me.events);
        return s;
    }

    /** Walls on some sides of T, the corner we aim from, and the side the official client would walk to. */
    private record Case(Set<String> walled, Position corner, String side) {}

    @Test
    void useFromACornerWithOneTwoAndThreeSidesWalled() throws Exception {
        List<Case> cases = List.of(
                new Case(Set.of("W"), T.plus(-1, 1), "N"), // one step to the north side
                new Case(Set.of("W", "N"), T.plus(-1, 1), "E"), // east and south both 3 steps: W,E,S,N order
                new Case(Set.of("W", "N", "E"), T.plus(1, -1), "S")); // one side left
        for (Case c : cases) {
            scene(PracticeObjects.GOOSEBERRY_BUSH, c.walled());
            try (var me =
                    new PracticeClient(server, PASSWORD, "use" + c.walled().size() + "@x", false)) {
                me.await(
                        "the scene",
                        w -> w.us().isPresent() && w.cell(T.x(), T.y()).isPresent());
                WorldSnapshot s = fromCorner(me, c.corner(), "use", w -> held(w).id() == PracticeObjects.GOOSEBERRY);
                assertTrue(
                        me.events.stream()
                                .anyMatch(e -> e instanceof SessionEvent.Done d
                                        && d.change().contains("Gooseberry")),
                        "the change was told: " + me.events);
                assertEquals(c.side(), sideOf(s.ourPosition()), "walled " + c.walled());
            }
        }
    }

    private static String sideOf(Position p) {
        List<Position> sides = Reach.sides(T);
        return List.of("W", "E", "S", "N").get(sides.indexOf(p));
    }

    @Test
    void dropRemoveAndSwapFromACorner() throws Exception {
        scene(0, Set.of("E"));
        try (var me = new PracticeClient(server, PASSWORD, "hands@x", false)) {
            me.await(
                    "the scene", w -> w.us().isPresent() && w.cell(T.x(), T.y()).isPresent());
            // a stone from the spawn's stone at -2,-1, then down on T from its south-east corner
            standOn(me, new Position(-2, 0));
            me.perform("use 0 -1");
            me.await("a stone", w -> held(w).id() == PracticeObjects.STONE);
            fromCorner(me, T.plus(1, -1), "drop", w -> at(w, T).id() == PracticeObjects.STONE && held(w).isEmpty());
            // fetch the basket (spawn's at 1,-1), swap it for the stone on T from the north-east corner
            standOn(me, new Position(1, 0));
            me.perform("use 0 -1");
            me.await("the basket", w -> held(w).id() == PracticeObjects.BASKET);
            fromCorner(
                    me,
                    T.plus(1, 1),
                    "swap",
                    w -> held(w).id() == PracticeObjects.STONE && at(w, T).id() == PracticeObjects.BASKET);
            // the stone into the basket, then out again from the south-west corner
            me.perform("drop " + (T.x() - me.game.snapshot().ourPosition().x()) + " "
                    + (T.y() - me.game.snapshot().ourPosition().y()));
            me.await("the stone in the basket", w -> at(w, T).contained().size() == 1 && held(w).isEmpty());
            fromCorner(
                    me,
                    T.plus(-1, -1),
                    "remv",
                    w -> held(w).id() == PracticeObjects.STONE
                            && at(w, T).contained().isEmpty());
        }
    }

    @Test
    void aTargetWithNoWayToItIsRefusedAndNothingIsSent() throws Exception {
        scene(PracticeObjects.JUNIPER_TREE, Set.of("W", "E", "S", "N"));
        try (var me = new PracticeClient(server, PASSWORD, "shut@x", false)) {
            me.await(
                    "the scene", w -> w.us().isPresent() && w.cell(T.x(), T.y()).isPresent());
            standOn(me, T.plus(-1, -1));
            int before = me.received.size();
            me.game.perform(ohol.tui.onelife.input.ActionSyntax.parse("use 1 1"));
            List<SessionEvent> events = me.game.takeEvents();
            assertTrue(
                    events.stream()
                            .anyMatch(e -> e instanceof SessionEvent.Refused r
                                    && r.reason().contains("no known way")),
                    events.toString());
            assertTrue(events.stream().noneMatch(e -> e instanceof SessionEvent.Sent), "nothing was sent: " + events);
            // a PING after it: the server answers in order, so what it had to say would come before the PONG
            me.sendRaw(new Ping(0, 0, 77));
            me.await("the PONG", w -> me.since(before).stream()
                    .anyMatch(m -> m instanceof Pong p && p.uniqueId() == 77));
            assertTrue(
                    me.since(before).stream().allMatch(m -> m instanceof Pong),
                    "and the server had nothing to answer: " + me.since(before));
        }
    }
}
