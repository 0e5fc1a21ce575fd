package ohol.tui.onelife.ui;

import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.MapMirror;
import ohol.tui.onelife.world.OurStats;
import ohol.tui.onelife.world.Position;

/**
 * What the screen reads from the whole known map each frame (every object on it, the hunger
 * warning with the nearest food), kept from one frame to the next while neither the map, nor
 * where we are, nor our stats (nor the game data read) changed: most frames change none of them.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class KnownMap {
    private MapMirror.MapView map;
    private Position here;
    private OurStats stats;
    private Knowledge knowledge;
    private List<Sight.Spot> objects;
    private Optional<Hunger> hunger;

    /** Every object on the known map as {@code sight} sees it, nearest first. */
    List<Sight.Spot> objects(Sight sight) {
        keep(sight);
        if (objects == null) {
            objects = sight.objects(sight.known());
        }
        return objects;
    }

    /** The hunger warning due as {@code sight} sees it. */
    Optional<Hunger> hunger(Sight sight) {
        keep(sight);
        if (hunger == null) {
            hunger = sight.hunger();
        }
        return hunger;
    }

    /** Forgets what was kept when the map, our place, our stats or the game data changed. */
    private void keep(Sight sight) {
        var world = sight.world();
        if (world.map() != map
                || !world.ourPosition().equals(here)
                || !world.stats().equals(stats)
                || sight.knowledge() != knowledge) {
            map = world.map();
            here = world.ourPosition();
            stats = world.stats();
            knowledge = sight.knowledge();
            objects = null;
            hunger = null;
        }
    }
}
