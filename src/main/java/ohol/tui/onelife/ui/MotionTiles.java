package ohol.tui.onelife.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The tiles of everything that moves at one moment: each walker's, each sliding object's, and our
 * body's. Two moments with equal tiles draw the same map.
 */
record MotionTiles(Map<Integer, Position> walkers, List<Position> slides, Position body) {
    static final MotionTiles NONE = new MotionTiles(Map.of(), List.of(), new Position(0, 0));

    static MotionTiles of(WorldSnapshot world) {
        long now = world.nanos();
        Map<Integer, Position> walkers = new HashMap<>();
        for (var p : world.people().values()) {
            if (p.motion().walk().isPresent()) {
                walkers.put(p.id(), p.positionAt(now));
            }
        }
        List<Position> slides = new ArrayList<>(world.slides().size());
        for (var s : world.slides()) {
            slides.add(s.positionAt(now));
        }
        return new MotionTiles(walkers, slides, world.ourBodyAt());
    }
}
