package ohol.tui.onelife.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.RealData;
import ohol.tui.TestMaps;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.knowledge.Dangers;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

/** Walks keep out of reach of what kills, with the real data's wolf (418), bear and trees. */
class DangerZoneTest {
    private static final int WOLF = 418;
    private static final int JUNIPER = 49; // a tree: blocks the way
    private static final Position START = new Position(0, 0);
    private static final Position GOAL = new Position(6, 0);
    private static final Position WOLF_AT = new Position(3, 0);

    private static Dangers dangers() {
        return RealData.knowledge().dangers();
    }

    private static ObjectCatalog catalog() {
        return RealData.catalog();
    }

    private static boolean inReach(Position p, Position animal, int radius) {
        int dx = p.x() - animal.x();
        int dy = p.y() - animal.y();
        return dx * dx + dy * dy <= radius * radius;
    }

    @Test
    void theRadiusIsTheDeadlyDistanceOrTheMoveOfAChaserOrWanderer() {
        assertEquals(1, DangerZone.radius(dangers().of(WOLF).orElseThrow()), "a wolf kills on its tile and flees");
        int bear = RealData.id("Grizzly Bear");
        assertEquals(4, DangerZone.radius(dangers().of(bear).orElseThrow()), "a bear wanders up to 4 tiles at once");
    }

    @Test
    void aPathBetweenTwoPointsGoesAroundAWolfWhenThereIsRoom() {
        WorldSnapshot world = TestMaps.world(TestMaps.chunk(12, Map.of(WOLF_AT, WOLF)), 0);
        int radius = DangerZone.radius(dangers().of(WOLF).orElseThrow());

        List<Position> straight = new PathFinder(new Obstacles(world, catalog()))
                .path(START, GOAL)
                .orElseThrow();
        assertTrue(straight.contains(WOLF_AT), "without the zone the straight way walks onto the wolf: " + straight);

        List<Position> safe = new PathFinder(new Obstacles(world, catalog()), new DangerZone(world, dangers()))
                .path(START, GOAL)
                .orElseThrow();
        assertEquals(GOAL, safe.get(safe.size() - 1));
        for (Position p : safe) {
            assertFalse(inReach(p, WOLF_AT, radius), "the path comes within the wolf's reach at " + p + ": " + safe);
        }
        assertTrue(safe.size() <= straight.size() + 2, "and goes only a little out of its way: " + safe);
    }

    @Test
    void withNoOtherWayThePathStillGoesThrough() {
        Map<Position, Integer> wall = new HashMap<>();
        for (int y = -12; y <= 12; y++) {
            wall.put(new Position(3, y), JUNIPER);
        }
        wall.put(WOLF_AT, WOLF); // the one gap in a row of trees, with a wolf in it
        WorldSnapshot world = TestMaps.world(TestMaps.chunk(12, wall), 0);
        PathFinder finder = new PathFinder(new Obstacles(world, catalog()), new DangerZone(world, dangers()));
        List<Position> path = finder.path(START, GOAL).orElseThrow();
        assertTrue(path.contains(WOLF_AT), "the only way: " + path);
        assertTrue(finder.cost(path) > path.size(), "and it costs more than its steps");
    }

    @Test
    void aBearIsGivenAWideBerth() {
        int bear = RealData.id("Grizzly Bear");
        Position bearAt = new Position(5, 2);
        WorldSnapshot world = TestMaps.world(TestMaps.chunk(16, Map.of(bearAt, bear)), 0);
        DangerZone zone = new DangerZone(world, dangers());
        assertTrue(zone.test(new Position(5, 6)), "four tiles north of it");
        assertFalse(zone.test(new Position(5, 7)), "five tiles north of it");
        assertTrue(zone.test(new Position(2, 0)), "within 4 tiles as the crow flies (3,2)");
        List<Position> path = new PathFinder(new Obstacles(world, catalog()), zone)
                .path(START, new Position(10, 0))
                .orElseThrow();
        for (Position p : path) {
            assertFalse(zone.test(p), "the path enters the bear's reach at " + p + ": " + path);
        }
    }
}
