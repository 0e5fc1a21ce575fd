package ohol.tui.onelife.path;

import java.util.Optional;
import java.util.function.Predicate;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * Which tiles cannot be walked through, by the game data's {@code blocksWalking}: trees, walls,
 * closed doors; and the wings of wide objects (a Bear Cave blocks the tiles east and west of it,
 * by its {@code leftBlockingRadius}/{@code rightBlockingRadius}), which the server refuses to walk
 * into as well. Unknown tiles and unknown objects count as open (the server has the last word
 * and truncates a path that runs into something).
 */
public final class Obstacles implements Predicate<Position> {
    /**
     * How far to the east and west a wide object's wing is looked for. The game's data has wings
     * of one tile (Bear Cave, Newcomen machines); a wider wing is seen only this far.
     */
    static final int MAX_WING = 3;

    private final WorldSnapshot world;
    private final ObjectCatalog catalog;

    public Obstacles(WorldSnapshot world, ObjectCatalog catalog) {
        this.world = world;
        this.catalog = catalog;
    }

    /**
     * The 2015 server's rule: any object on a tile blocks it ({@code getMapObject(x, y) != 0} in its
     * path check), whatever the data says.
     */
    public static Predicate<Position> everyObject(WorldSnapshot world) {
        return p -> {
            Cell cell = world.map().cellOrNull(p.x(), p.y());
            return cell != null && cell.object().id() > 0;
        };
    }

    @Override
    public boolean test(Position p) {
        if (object(p.x(), p.y()).map(ObjectDefinition::blocksWalking).orElse(false)) {
            return true;
        }
        for (int dx = 1; dx <= MAX_WING; dx++) {
            int reach = dx;
            if (object(p.x() - dx, p.y()).map(d -> d.blocksFrom(reach)).orElse(false)
                    || object(p.x() + dx, p.y()).map(d -> d.blocksFrom(-reach)).orElse(false)) {
                return true;
            }
        }
        return false;
    }

    private Optional<ObjectDefinition> object(int x, int y) {
        Cell cell = world.map().cellOrNull(x, y);
        if (cell == null || cell.object().id() <= 0) {
            return Optional.empty();
        }
        return catalog.find(cell.object().id());
    }
}
