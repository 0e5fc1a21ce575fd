package ohol.tui.session;

import java.util.List;
import java.util.Locale;
import ohol.tui.world.Surroundings;

/**
 * The client's answer to a query: its name in headless JSON ({@code look}, {@code scan},
 * {@code goto}, which scripts read: never rename one) and a line for the screen.
 */
public sealed interface Answer {
    String kind();

    /** One line for a player. */
    String sentence();

    /** What is on a tile. */
    record Look(Surroundings.TileReport tile) implements Answer {
        @Override
        public String kind() {
            return "look";
        }

        @Override
        public String sentence() {
            return Surroundings.describe(tile);
        }
    }

    /** The objects within a radius, nearest first. */
    record Scan(int radius, List<Surroundings.Sighting> entries) implements Answer {
        public Scan {
            entries = List.copyOf(entries);
        }

        @Override
        public String kind() {
            return "scan";
        }

        @Override
        public String sentence() {
            if (entries.isEmpty()) {
                return "Nothing within " + radius + " tiles";
            }
            Surroundings.Sighting first = entries.get(0);
            return String.format(Locale.ROOT, "%d things within %d tiles; nearest: %s at %d,%d", entries.size(), radius,
                    first.name(), first.dx(), first.dy());
        }
    }

    /** Where {@code goto} is walking. */
    record GoTo(Surroundings.Sighting target) implements Answer {
        @Override
        public String kind() {
            return "goto";
        }

        @Override
        public String sentence() {
            return "Walking to the " + target.name() + " at " + target.dx() + "," + target.dy();
        }
    }
}
