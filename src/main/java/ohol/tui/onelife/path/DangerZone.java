package ohol.tui.onelife.path;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import ohol.tui.onelife.knowledge.Dangers;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The tiles a walk should keep out of: within reach of an animal that kills (a wolf, a bear, a
 * snake) by the data's {@link Dangers}. The server kills whoever stands on such an animal's tile
 * or is landed on by one, so the zone is the animal's deadly distance, or the distance it may
 * move at once when it chases or wanders, whichever is more. Unknown tiles are safe.
 *
 * <p>Tiles are worked out as a path search asks for them, and remembered. Confined to one thread.
 */
public final class DangerZone implements Predicate<Position> {
    /**
     * Widest radius kept clear of one animal: the real data's widest is 4 (a wandering bear); a
     * bigger one would make each tile's test look at too many tiles.
     */
    public static final int MAX_RADIUS = 6;

    private final WorldSnapshot world;
    private final Dangers dangers;
    private final int widest;
    private final Map<Position, Boolean> known = new HashMap<>();

    public DangerZone(WorldSnapshot world, Dangers dangers) {
        this.world = world;
        this.dangers = dangers;
        int w = -1;
        for (Dangers.Danger d : dangers.all()) {
            if (!d.inHand()) {
                w = Math.max(w, radius(d));
            }
        }
        this.widest = w;
    }

    /** How far from an animal a walk keeps: its deadly distance or its move, at most {@link #MAX_RADIUS}. */
    public static int radius(Dangers.Danger d) {
        return Math.min(MAX_RADIUS, Math.max(d.reach(), d.keepAway().orElse(0)));
    }

    /** Whether a tile is within the radius of a deadly animal on the ground. */
    @Override
    public boolean test(Position p) {
        if (widest < 0) {
            return false;
        }
        return known.computeIfAbsent(p, this::near);
    }

    private boolean near(Position p) {
        for (int dy = -widest; dy <= widest; dy++) {
            for (int dx = -widest; dx <= widest; dx++) {
                Cell c = world.map().cellOrNull(p.x() + dx, p.y() + dy);
                if (c == null
                        || c.object().id() <= 0
                        || !dangers.isDangerousOnTheGround(c.object().id())) {
                    continue;
                }
                int r = radius(dangers.of(c.object().id()).orElseThrow());
                if (dx * dx + dy * dy <= r * r) {
                    return true; // the server measures straight-line distance
                }
            }
        }
        return false;
    }
}
