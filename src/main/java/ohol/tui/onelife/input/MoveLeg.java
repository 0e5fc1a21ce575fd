package ohol.tui.onelife.input;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.world.Position;

/** The part of a path sent as one {@code MOVE}: its next tiles that lie within 16 tiles of {@code start}. */
record MoveLeg(Position start, List<Move.Step> steps) {
    MoveLeg {
        steps = List.copyOf(steps);
    }

    /** The next leg from {@code start} along {@code path}; empty when the path's next tile is out of a step's reach. */
    static Optional<MoveLeg> along(Position start, List<Position> path) {
        List<Move.Step> steps = new ArrayList<>();
        for (Position t : path) {
            int dx = t.x() - start.x();
            int dy = t.y() - start.y();
            if (Math.abs(dx) > Move.MAX_DELTA || Math.abs(dy) > Move.MAX_DELTA) {
                break;
            }
            steps.add(new Move.Step(dx, dy));
        }
        return steps.isEmpty() ? Optional.empty() : Optional.of(new MoveLeg(start, steps));
    }

    /** Where the leg ends. */
    Position end() {
        Move.Step last = steps.get(steps.size() - 1);
        return start.plus(last.dx(), last.dy());
    }

    /** The tiles it goes through, {@code start} first. */
    List<Position> tiles() {
        List<Position> tiles = new ArrayList<>();
        tiles.add(start);
        steps.forEach(st -> tiles.add(start.plus(st.dx(), st.dy())));
        return tiles;
    }
}
