package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import ohol.tui.onelife.protocol.GameObject;
import org.junit.jupiter.api.Test;

/** Each known tile keeps when it was last seen: when the server sent it, or when we last stood within its view. */
class SeenTimesTest {
    private static final long T0 = 7_000_000_000L;
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aTileIsSeenWhenSentAndWhileWeStandNearIt() {
        MapMirror mirror = new MapMirror();
        mirror.now(T0);
        mirror.set(100, 0, new Cell(0, 0, GameObject.of(30)));
        mirror.now(T0 + 5 * SECOND + 400_000_000L);
        mirror.set(0, 0, new Cell(0, 0, GameObject.of(31)));
        MapMirror.MapView before = mirror.view();
        assertEquals(T0, before.seenAt(100, 0));
        assertEquals(T0 + 5 * SECOND, before.seenAt(0, 0), "to the second");
        assertEquals(Long.MIN_VALUE, before.seenAt(50, 50), "never seen");

        mirror.now(T0 + 9 * SECOND);
        mirror.seenAround(100 + MapMirror.VIEW, MapMirror.VIEW); // we leave a tile that had it in view
        MapMirror.MapView after = mirror.view();
        assertEquals(T0 + 9 * SECOND, after.seenAt(100, 0));
        assertEquals(T0 + 5 * SECOND, after.seenAt(0, 0), "out of that view: as it was");
        assertEquals(Long.MIN_VALUE, after.seenAt(101, 1), "a tile never sent is not made known");
        assertEquals(T0, before.seenAt(100, 0), "an older view stays as it was");

        mirror.seenAround(100 + MapMirror.VIEW + 1, 0);
        Map<Integer, Long> seen = new HashMap<>();
        mirror.view().forEachObject((x, y, cell, at) -> seen.put(cell.object().id(), at));
        assertEquals(Map.of(30, T0 + 9 * SECOND, 31, T0 + 5 * SECOND), seen);
    }

    @Test
    void cellsAndSeenTimesStayRightAsTheTableGrows() {
        MapMirror mirror = new MapMirror();
        mirror.now(T0);
        for (int b = 0; b < 300; b++) { // far more blocks than the table first holds
            mirror.now(T0 + b * SECOND);
            mirror.set(b * 16 + 3, -b * 16, new Cell(0, 0, GameObject.of(b + 1)));
        }
        MapMirror.MapView view = mirror.view();
        for (int b = 0; b < 300; b++) {
            assertEquals(b + 1, view.cellOrNull(b * 16 + 3, -b * 16).object().id(), "block " + b);
            assertEquals(T0 + b * SECOND, view.seenAt(b * 16 + 3, -b * 16), "block " + b);
        }
    }
}
