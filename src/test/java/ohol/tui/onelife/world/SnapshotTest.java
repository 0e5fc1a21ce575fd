package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import org.junit.jupiter.api.Test;

/** Snapshots share what did not change, so each must stay exactly as it was when taken. */
class SnapshotTest {
    private record Taken(WorldSnapshot snapshot, int fingerprint) {}

    @Test
    void everySnapshotOfEveryCaptureStaysAsItWasWhateverTheWorldDidNext() {
        int checked = 0;
        for (String name : Captures.names()) {
            List<String> problems = new ArrayList<>();
            List<ServerMessage> messages = ServerStream.decodeAll(Captures.serverStream(name), problems);
            long[] clock = {0};
            World world = new World(() -> clock[0]);
            List<Taken> taken = new ArrayList<>();
            for (ServerMessage m : messages) {
                clock[0] += 50_000_000;
                if (world.accept(m) != World.FrameResult.NOTHING) {
                    WorldSnapshot s = world.snapshot();
                    taken.add(new Taken(s, fingerprint(s)));
                }
            }
            for (Taken t : taken) {
                assertEquals(
                        t.fingerprint(),
                        fingerprint(t.snapshot()),
                        name + " snapshot at " + t.snapshot().nanos());
            }
            checked += taken.size();
        }
        assertTrue(checked > 900, "frames checked: " + checked);
    }

    @Test
    void aMapViewKeepsItsCellsWhenTheMirrorChangesThem() {
        MapMirror mirror = new MapMirror();
        mirror.set(3, 4, new Cell(1, 0, GameObject.NOTHING));
        MapMirror.MapView before = mirror.view();
        mirror.set(3, 4, new Cell(2, 0, GameObject.NOTHING));
        mirror.set(5, 4, new Cell(3, 0, GameObject.NOTHING));
        MapMirror.MapView after = mirror.view();
        assertEquals(1, before.cellOrNull(3, 4).biome());
        assertEquals(null, before.cellOrNull(5, 4));
        assertEquals(2, after.cellOrNull(3, 4).biome());
        assertEquals(3, after.cellOrNull(5, 4).biome());
        assertNotEquals(before, after);
    }

    /** What a snapshot shows: the map around us, the people, the logs, slides and departures. */
    private static int fingerprint(WorldSnapshot s) {
        Position here = s.ourPosition();
        int h = 1;
        for (int y = here.y() - 40; y <= here.y() + 40; y++) {
            for (int x = here.x() - 40; x <= here.x() + 40; x++) {
                h = 31 * h + Objects.hashCode(s.map().cellOrNull(x, y));
            }
        }
        return Objects.hash(
                h,
                s.people(),
                s.speech(),
                s.events(),
                s.slides(),
                s.departures(),
                s.kin(),
                s.records(),
                s.stats(),
                s.whereabouts());
    }
}
