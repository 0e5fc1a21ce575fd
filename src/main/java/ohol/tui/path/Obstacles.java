package ohol.tui.path;

import java.util.function.Predicate;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectDefinition;
import ohol.tui.world.Cell;
import ohol.tui.world.Position;
import ohol.tui.world.WorldSnapshot;

/**
 * Which tiles cannot be walked through, by the game data's {@code blocksWalking}: trees, walls,
 * closed doors. Unknown tiles and unknown objects count as open (the server has the last word
 * and truncates a path that runs into something).
 */
public final class Obstacles implements Predicate<Position> {
    private final WorldSnapshot world;
    private final ObjectCatalog catalog;

    public Obstacles(WorldSnapshot world, ObjectCatalog catalog) {
        this.world = world;
        this.catalog = catalog;
    }

    @Override
    public boolean test(Position p) {
        Cell cell = world.map().cellOrNull(p.x(), p.y());
        if (cell == null || cell.object().id() <= 0) {
            return false;
        }
        return catalog.find(cell.object().id()).map(ObjectDefinition::blocksWalking).orElse(false);
    }
}
