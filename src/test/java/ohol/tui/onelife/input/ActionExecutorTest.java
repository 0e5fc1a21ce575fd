package ohol.tui.onelife.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.ServerMessages;
import ohol.tui.onelife.world.OurPlayer;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.World;
import org.junit.jupiter.api.Test;

class ActionExecutorTest {
    private final World world = new World(() -> 0L);
    private final OurPlayer me = world.me();
    private final List<String> sent = new ArrayList<>();
    private final List<String> dropped = new ArrayList<>();
    /** For each dropped, whether any of it went to the server. */
    private final List<Boolean> droppedSent = new ArrayList<>();
    /** What the watcher heard of the walks the player asked for. */
    private final List<String> walks = new ArrayList<>();

    private final ActionExecutor executor = new ActionExecutor(
            me,
            c -> sent.add(c.toWire()),
            ActionExecutor.openGround(),
            new ActionExecutor.Watcher() {
                @Override
                public void sent(
                        Action action, Position tile, ohol.tui.onelife.protocol.client.ClientCommand command) {}

                @Override
                public void dropped(Action action, String why, boolean sent) {
                    dropped.add(ActionSyntax.format(action) + ": " + why);
                    droppedSent.add(sent);
                }

                @Override
                public void walkSent(Action walk, ohol.tui.onelife.protocol.client.ClientCommand move) {
                    walks.add(ActionSyntax.format(walk) + " sent " + move.toWire());
                }

                @Override
                public void walked(Action walk, Position end, boolean already) {
                    walks.add(ActionSyntax.format(walk) + (already ? " already at " : " walked to ") + end.x() + ","
                            + end.y());
                }

                @Override
                public void replaced(Action walk) {
                    walks.add(ActionSyntax.format(walk) + " replaced");
                }
            },
            java.util.Optional::empty,
            tile -> java.util.OptionalInt.empty());

    /** A PU line for player 11 as the real server writes it (from idle.cap), at x y with done-moving seq. */
    private void ourUpdate(int x, int y, int doneSeq, int forced) {
        String line = "11 2404 0 0 0 0 0 0 0 0 -1 0.50 " + doneSeq + " " + forced + " " + x + " " + y
                + " 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0";
        var pu = (PlayerUpdate) ServerMessages.standard()
                .decode(new Frame("PU", List.of(line)), p -> {
                    throw new AssertionError(p);
                })
                .orElseThrow();
        world.accept(pu);
        if (world.accept(new FrameEnd()).aboutUs()) {
            executor.afterOurUpdate();
        }
    }

    private void perform(String line) {
        ActionSyntax.parseLine(line).forEach(a -> {
            if (a instanceof TileAction t) {
                executor.perform(t);
            } else {
                executor.perform((BodyAction) a);
            }
        });
    }

    @Test
    void aStepEastFromTheOriginIsTheFirstMoveOfALife() {
        ourUpdate(0, 0, 1, 0);
        perform("move 1 0");
        assertEquals(List.of("MOVE 0 0 @2 1 0#"), sent);
    }

    @Test
    void aLongWalkGoesInLegsOfAtMostSixteenEachSentWhenTheLastIsDone() {
        ourUpdate(0, 0, 1, 0);
        perform("move 20 0");
        assertEquals(1, sent.size());
        assertEquals(16 * 2 + 4, new Fields(sent.get(0).replace("#", "")).remaining(), sent.get(0));
        assertTrue(sent.get(0).startsWith("MOVE 0 0 @2 1 0 2 0"), sent.get(0));
        assertTrue(sent.get(0).endsWith(" 16 0#"), sent.get(0));
        ourUpdate(16, 0, 2, 0);
        assertEquals("MOVE 16 0 @3 1 0 2 0 3 0 4 0#", sent.get(1));
    }

    @Test
    void eachLegOfALongWalkIsPlannedAgainOverWhatTheMapShowsByThen() {
        java.util.Set<Position> trees = new java.util.HashSet<>();
        ActionExecutor walker = new ActionExecutor(
                me,
                c -> sent.add(c.toWire()),
                ActionExecutor.PathPlanner.of(() -> new ohol.tui.onelife.path.PathFinder(trees::contains)),
                ActionExecutor.Watcher.NONE,
                java.util.Optional::empty,
                tile -> java.util.OptionalInt.empty());
        ourUpdate(0, 0, 1, 0);
        walker.perform(new TileAction.Walk(new Target.Offset(20, 0)));
        assertTrue(sent.get(0).endsWith(" 16 0#"), sent.get(0));
        trees.add(new Position(18, 0)); // shown to us on the way, on the path first planned
        world.accept(ServerMessages.standard()
                .decode(
                        new Frame(
                                "PU",
                                List.of("11 2404 0 0 0 0 0 0 0 0 -1 0.50 2 0 16 0"
                                        + " 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0")),
                        p -> {
                            throw new AssertionError(p);
                        })
                .orElseThrow());
        world.accept(new FrameEnd());
        walker.afterOurUpdate();
        assertEquals(2, sent.size(), sent.toString());
        assertFalse(sent.get(1).contains(" 2 0 "), "the second leg goes around the tree: " + sent.get(1));
        assertTrue(sent.get(1).startsWith("MOVE 16 0 @3 ") && sent.get(1).endsWith(" 4 0#"), sent.get(1));
    }

    @Test
    void mapActionsWaitUntilTheServerSaysTheMoveIsDone() {
        ourUpdate(0, 0, 1, 0);
        perform("move 2 0; use 1 0; say HI");
        assertEquals(List.of("MOVE 0 0 @2 1 0 2 0#", "SAY 0 0 HI#"), sent, "SAY may go during a move, USE may not");
        ourUpdate(1, 0, 0, 0); // still walking: a PU with done_moving 0
        assertEquals(2, sent.size());
        ourUpdate(2, 0, 2, 0);
        assertEquals("USE 3 0#", sent.get(2), "aimed from where the walk ended");
    }

    @Test
    void aForcedPositionIsAcknowledgedAndTheWalkStops() {
        ourUpdate(0, 0, 1, 0);
        perform("move 20 0");
        ourUpdate(4, 0, 0, 1);
        assertEquals("FORCE 4 0#", sent.get(1));
        assertEquals(2, sent.size(), "the rest of the walk is dropped after a force");
        perform("move 1 0");
        assertEquals("MOVE 4 0 @3 1 0#", sent.get(2), "deltas count from the forced position");
    }

    @Test
    void everyMapCommandAndSelfAndRemove() {
        ourUpdate(0, 0, 1, 0);
        perform("use 1 0; self; remv -1 0; drop 0 -1; swap 0 1; baby 0 1; ubaby 0 1 2; sremv 5");
        assertEquals(
                List.of(
                        "USE 1 0#",
                        "SELF 0 0 -1#",
                        "REMV -1 0 -1#",
                        "DROP 0 -1 -1#",
                        "SWAP 0 1#",
                        "BABY 0 1#",
                        "UBABY 0 1 2#",
                        "SREMV 0 0 5 -1#"),
                sent);
    }

    @Test
    void anActionOnAFarTileWalksNextToItFirst() {
        ourUpdate(0, 0, 1, 0);
        perform("use 5 5");
        assertEquals(List.of("MOVE 0 0 @2 0 1 1 2 2 3 3 4 4 5#"), sent, "to its west side: never a corner");
        ourUpdate(4, 5, 2, 0);
        assertEquals("USE 5 5#", sent.get(1), "the same tile, not 5 5 from where we now stand");
    }

    @Test
    void anActionOnACornerTileStepsToASideFirst() {
        ourUpdate(0, 0, 1, 0);
        perform("drop 1 1");
        assertEquals(List.of("MOVE 0 0 @2 0 1#"), sent, "one step north puts the tile east of us");
        ourUpdate(0, 1, 2, 0);
        assertEquals("DROP 1 1 -1#", sent.get(1));
    }

    @Test
    void aLegTheServerCutsShortIsPlannedAgainFromWhereWeStopped() {
        ourUpdate(0, 0, 1, 0);
        perform("move 4 0");
        assertEquals("MOVE 0 0 @2 1 0 2 0 3 0 4 0#", sent.get(0));
        ourUpdate(2, 0, 2, 0); // truncated at 2,0: something at 3,0 blocks that we did not know of
        assertEquals("MOVE 2 0 @3 1 1 2 0#", sent.get(1), "planned again to the same goal, around 3,0");
        ourUpdate(2, 0, 3, 0);
        ourUpdate(2, 0, 4, 0);
        ourUpdate(2, 0, 5, 0);
        int count = sent.size();
        ourUpdate(2, 0, 6, 0);
        assertEquals(count, sent.size(), "it gives up after a few tries");
        assertEquals(List.of("move 4 0: the way is blocked"), dropped, "the walk asked for is answered");
        assertEquals(List.of(true), droppedSent, "the server stopped it");
        assertTrue(executor.takeProblem().isEmpty(), "once");
    }

    @Test
    void aGotoIsAnsweredLikeAWalk() {
        ourUpdate(0, 0, 1, 0);
        assertTrue(executor.walkNextTo(new Position(5, 0), new Query.GoTo("Stone")));
        ourUpdate(4, 0, 2, 0);
        assertEquals(List.of("goto Stone sent MOVE 0 0 @2 1 0 2 0 3 0 4 0#", "goto Stone walked to 4,0"), walks);
        assertTrue(executor.walkNextTo(new Position(9, 0), new Query.GoTo("Stone")));
        ourUpdate(4, 0, 3, 1); // forced back
        assertEquals(List.of("goto Stone: the server moved us back; the walk was dropped"), dropped);
        assertEquals(List.of(true), droppedSent, "its leg went out");
        assertTrue(executor.takeProblem().isEmpty(), "answered, not said twice");
    }

    @Test
    void aWalkIsAnsweredWhenEachLegGoesAndWhenItsLastLands() {
        ourUpdate(0, 0, 1, 0);
        perform("move 20 0");
        ourUpdate(16, 0, 2, 0);
        assertEquals(2, walks.size(), walks.toString());
        ourUpdate(20, 0, 3, 0);
        assertEquals(
                List.of(
                        "move 20 0 sent " + sent.get(0),
                        "move 20 0 sent MOVE 16 0 @3 1 0 2 0 3 0 4 0#",
                        "move 20 0 walked to 20,0"),
                walks);
        ourUpdate(20, 0, 3, 0); // standing on: nothing more to say
        assertEquals(3, walks.size());
    }

    @Test
    void aStepIntoWhatBlocksIsRefusedNotAnsweredAsDone() {
        Position tree = new Position(1, 0);
        ActionExecutor blocked = new ActionExecutor(
                me,
                c -> sent.add(c.toWire()),
                ActionExecutor.PathPlanner.of(() -> new ohol.tui.onelife.path.PathFinder(tree::equals)),
                ActionExecutor.Watcher.NONE,
                java.util.Optional::empty,
                tile -> java.util.OptionalInt.empty());
        ourUpdate(0, 0, 1, 0);
        var refused = assertThrows(
                IllegalStateException.class, () -> blocked.perform(new TileAction.Walk(new Target.Offset(1, 0))));
        assertEquals("something there blocks the way", refused.getMessage());
        assertTrue(sent.isEmpty(), sent.toString());
        blocked.perform(new TileAction.Walk(new Target.Offset(2, 0)));
        assertEquals(1, sent.size(), "a walk past it goes around: " + sent);
    }

    @Test
    void aNewbornFacingATreeIsToldFirstThatItCannotWalk() {
        Position tree = new Position(1, 0);
        ActionExecutor newborn = new ActionExecutor(
                me,
                c -> sent.add(c.toWire()),
                ActionExecutor.PathPlanner.of(() -> new ohol.tui.onelife.path.PathFinder(tree::equals)),
                ActionExecutor.Watcher.NONE,
                () -> java.util.Optional.of("too young to walk"),
                tile -> java.util.OptionalInt.empty());
        ourUpdate(0, 0, 1, 0);
        var refused = assertThrows(
                IllegalStateException.class, () -> newborn.perform(new TileAction.Walk(new Target.Offset(1, 0))));
        assertEquals("too young to walk", refused.getMessage());
    }

    @Test
    void aWalkToWhereWeStandIsAnsweredAtOnce() {
        ourUpdate(3, 4, 1, 0);
        perform("move 0 0");
        assertEquals(List.of("move 0 0 already at 3,4"), walks);
        assertTrue(sent.isEmpty());
    }

    @Test
    void aWalkToWhereTheLegUnderWayEndsStopsWhatIsLeftOfALongerOne() {
        ourUpdate(0, 0, 1, 0);
        perform("move 20 0"); // the first 16 tiles under way
        perform("move 0 0");
        ourUpdate(16, 0, 2, 0);
        assertEquals(List.of("move 20 0 sent " + sent.get(0), "move 20 0 replaced", "move 0 0 already at 16,0"), walks);
        assertEquals(1, sent.size(), "no second leg: " + sent);
    }

    @Test
    void aWalkNotYetSentThatANewerWalkReplacesIsAnsweredSo() {
        ourUpdate(0, 0, 1, 0);
        perform("move 1 0"); // sent at once
        perform("move 0 1"); // waits for the first to land
        perform("move 0 -1"); // counted from where the first ends: takes the second's place
        ourUpdate(1, 0, 2, 0);
        assertEquals(
                List.of(
                        "move 1 0 sent MOVE 0 0 @2 1 0#",
                        "move 0 1 replaced",
                        "move 1 0 walked to 1,0",
                        "move 0 -1 sent MOVE 1 0 @3 0 -1#"),
                walks);
    }

    @Test
    void aLastLegCutShortGoesOnAndIsAnsweredWhenItLands() {
        ourUpdate(0, 0, 1, 0);
        perform("move 4 0");
        ourUpdate(2, 0, 2, 0); // cut short at 2,0
        ourUpdate(4, 0, 3, 0); // the leg planned again lands
        assertEquals("move 4 0 walked to 4,0", walks.get(walks.size() - 1), walks.toString());
        assertTrue(dropped.isEmpty(), dropped.toString());
    }

    @Test
    void actionsWaitingForAWalkAreAnsweredWhenANewWalkTakesTheirPlace() {
        ourUpdate(0, 0, 1, 0);
        perform("use 5 0");
        perform("move -3 0");
        assertEquals(List.of("use 5 0: a new walk took its place"), dropped);
        assertEquals(List.of(false), droppedSent, "the client gave it up unsent");
    }

    @Test
    void anActionWaitingOnAWalkThatCannotGoOnIsAnsweredWithTheReason() {
        ourUpdate(0, 0, 1, 0);
        perform("use 5 0");
        ourUpdate(0, 0, 2, 1); // forced back where we were: the walk is dropped
        assertEquals(List.of("use 5 0: the server moved us back; the walk was dropped"), dropped);
        assertEquals(List.of(false), droppedSent, "the use itself never went out");
    }

    @Test
    void aStoppedWalkSaysWhetherAnyOfItWentOut() {
        ourUpdate(0, 0, 1, 0);
        perform("move 3 0");
        perform("move 0 3"); // waits for the first to land: no leg of it goes out yet
        executor.stop("the life ended");
        assertEquals(List.of("move 3 0: the life ended", "move 0 3: the life ended"), dropped);
        assertEquals(List.of(true, false), droppedSent);
    }

    @Test
    void nothingIsSentBeforeWeKnowWhoWeAre() {
        assertThrows(IllegalStateException.class, () -> executor.perform(new BodyAction.Say("HI")));
        assertTrue(sent.isEmpty());
    }

    @Test
    void theCursorIsTheScreensToResolve() {
        ourUpdate(0, 0, 1, 0);
        var e = assertThrows(
                IllegalStateException.class, () -> executor.perform(new TileAction.Use(new Target.Cursor())));
        assertTrue(e.getMessage().contains("no cursor"), e.getMessage());
        assertTrue(sent.isEmpty());
    }

    /**
     * server.cpp reads a KILL without an id as aimed at id -1 and starts no kill, so a kill names
     * the person on the tile, as the official client does, and is refused where no one else stands.
     */
    @Test
    void aKillNamesWhomItAimsAtOrIsRefused() {
        ActionExecutor aiming = new ActionExecutor(
                me,
                c -> sent.add(c.toWire()),
                ActionExecutor.openGround(),
                ActionExecutor.Watcher.NONE,
                java.util.Optional::empty,
                tile -> tile.equals(new Position(1, 0)) ? java.util.OptionalInt.of(12) : java.util.OptionalInt.empty());
        ourUpdate(0, 0, 1, 0);
        ActionSyntax.parseLine("kill 1 0").forEach(a -> aiming.perform((TileAction) a));
        assertEquals(List.of("KILL 1 0 12#"), sent);
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> ActionSyntax.parseLine("kill 2 0")
                .forEach(a -> aiming.perform((TileAction) a)));
        assertTrue(none.getMessage().startsWith("no one else stands on 2,0"), none.getMessage());
        assertEquals(1, sent.size(), "nothing sent for an empty tile");
    }
}
