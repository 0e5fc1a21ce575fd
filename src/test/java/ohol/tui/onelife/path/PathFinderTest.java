package ohol.tui.onelife.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

class PathFinderTest {
    /** Reads a map drawn with '#' for blocking tiles; the first row is the northmost (highest y), bottom row y=0. */
    private static Set<Position> walls(String... rows) {
        Set<Position> walls = new HashSet<>();
        for (int r = 0; r < rows.length; r++) {
            int y = rows.length - 1 - r;
            for (int x = 0; x < rows[r].length(); x++) {
                if (rows[r].charAt(x) == '#') {
                    walls.add(new Position(x, y));
                }
            }
        }
        return walls;
    }

    private static void assertWalkable(Position start, List<Position> path, Set<Position> walls) {
        Position at = start;
        for (Position p : path) {
            assertTrue(at.chebyshevDistance(p) == 1, "each step goes to a neighbour: " + at + " -> " + p);
            assertTrue(!walls.contains(p), "the path crosses a wall at " + p);
            at = p;
        }
    }

    @Test
    void openGroundGivesTheShortestStraightPath() {
        var finder = new PathFinder(p -> false);
        var path = finder.path(new Position(0, 0), new Position(4, 0)).orElseThrow();
        assertEquals(List.of(new Position(1, 0), new Position(2, 0), new Position(3, 0), new Position(4, 0)), path);
        assertEquals(
                5,
                finder.path(new Position(0, 0), new Position(5, 3))
                        .orElseThrow()
                        .size(),
                "diagonals cost one");
    }

    @Test
    void straightOnlyStepsAsTheOldServersTakeThem() {
        var finder = new PathFinder(p -> false).straightOnly();
        Position start = new Position(0, 0);
        var path = finder.path(start, new Position(1, 1)).orElseThrow();
        assertEquals(2, path.size(), "a diagonal is two straight steps: " + path);
        Position last = start;
        for (Position p : path) {
            assertEquals(1, Math.abs(p.x() - last.x()) + Math.abs(p.y() - last.y()), "a straight step: " + path);
            last = p;
        }
        Set<Position> walls = walls("..", ".#");
        var around = new PathFinder(walls::contains).straightOnly();
        assertEquals(
                List.of(new Position(0, 1), new Position(1, 1)),
                around.path(start, new Position(1, 1)).orElseThrow());
        assertEquals(
                8,
                new PathFinder(p -> false)
                        .straightOnly()
                        .path(start, new Position(4, -4))
                        .orElseThrow()
                        .size());
    }

    @Test
    void on2016ABabyOnOurTileIsTakenFromBesideIt() {
        Position here = new Position(3, 3);
        var today = new PathFinder(p -> false);
        assertTrue(today.reaches(here, here, Reach.ActionKind.BABY));
        assertEquals(
                List.of(), today.pathToActOn(here, here, Reach.ActionKind.BABY).orElseThrow());
        var y2016 = new PathFinder(p -> false).straightOnly().babiesFromBeside();
        assertFalse(y2016.reaches(here, here, Reach.ActionKind.BABY));
        assertTrue(y2016.reaches(here, here, Reach.ActionKind.USE), "only babies are taken from beside");
        List<Position> aside =
                y2016.pathToActOn(here, here, Reach.ActionKind.BABY).orElseThrow();
        assertEquals(1, aside.size(), "one step aside: " + aside);
        assertTrue(Reach.isOrthogonalNeighbour(aside.get(0), here), "to a side: " + aside);
        assertEquals(
                List.of(),
                y2016.pathToActOn(here.plus(1, 0), here, Reach.ActionKind.BABY).orElseThrow());
    }

    @Test
    void goesAroundAWall() {
        Set<Position> walls = walls("#####", "..#..", "..#..", "..#..", ".....");
        var finder = new PathFinder(walls::contains);
        Position start = new Position(0, 2);
        var path = finder.path(start, new Position(4, 2)).orElseThrow();
        assertWalkable(start, path, walls);
        assertEquals(new Position(4, 2), path.get(path.size() - 1));
        assertTrue(path.stream().anyMatch(p -> p.y() == 0), "it must pass below the wall");
        assertEquals(4, path.size());
    }

    @Test
    void anEnclosedOrBlockedGoalHasNoPath() {
        Set<Position> walls = walls("#####", "#...#", "#####");
        var finder = new PathFinder(walls::contains);
        assertTrue(finder.path(new Position(-3, 1), new Position(2, 1)).isEmpty());
        assertTrue(finder.path(new Position(-3, 1), new Position(0, 1)).isEmpty(), "goal itself is a wall");
    }

    @Test
    void walksUpNextToAThingRatherThanOntoIt() {
        Set<Position> walls = Set.of(new Position(5, 0));
        var finder = new PathFinder(walls::contains);
        var path = finder.pathNextTo(new Position(0, 0), new Position(5, 0)).orElseThrow();
        assertEquals(1, path.get(path.size() - 1).chebyshevDistance(new Position(5, 0)));
        assertEquals(4, path.size());
        assertTrue(
                finder.pathNextTo(new Position(4, 0), new Position(5, 0))
                        .orElseThrow()
                        .isEmpty(),
                "already beside it");
        assertEquals(
                java.util.List.of(new Position(4, 0)),
                finder.pathNextTo(new Position(4, 1), new Position(5, 0)).orElseThrow(),
                "from a corner, one step to a side: the server does not act from corners (west wins a tie)");
    }

    @Test
    void theSideWithTheShortestPathWinsAndTheTargetItselfIsTheLastResort() {
        // a bush at 0,0 walled on the west, south and east: only its north side is open
        Set<Position> walls = Set.of(new Position(-1, 0), new Position(1, 0), new Position(0, -1));
        var finder = new PathFinder(walls::contains);
        var path = finder.pathNextTo(new Position(0, -3), new Position(0, 0)).orElseThrow();
        assertEquals(new Position(0, 1), path.get(path.size() - 1), "around the walls to the open north side");
        // all four sides walled: stand on the (walkable) target itself
        Set<Position> boxed = Set.of(new Position(-1, 0), new Position(1, 0), new Position(0, -1), new Position(0, 1));
        var onIt = new PathFinder(boxed::contains)
                .pathNextTo(new Position(1, 1), new Position(0, 0))
                .orElseThrow();
        assertEquals(java.util.List.of(new Position(0, 0)), onIt);
        Set<Position> sealed = new java.util.HashSet<>(boxed);
        sealed.add(new Position(0, 0));
        assertTrue(
                new PathFinder(sealed::contains)
                        .pathNextTo(new Position(3, 3), new Position(0, 0))
                        .isEmpty(),
                "no side and a blocking target: no way");
    }

    @Test
    void farGoalsAreRefusedRatherThanSearchedForever() {
        var finder = new PathFinder(p -> false);
        assertTrue(finder.path(new Position(0, 0), new Position(PathFinder.MAX_SPAN + 1, 0))
                .isEmpty());
    }
}
