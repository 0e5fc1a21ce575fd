package ohol.tui.session;

import java.util.List;
import java.util.Locale;
import ohol.tui.world.Family;
import ohol.tui.world.Position;
import ohol.tui.world.Surroundings;
import ohol.tui.world.Way;

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

    /**
     * A place of this life as lists and answers give it.
     *
     * @param number its number in the places list, from 1 (what {@code guide} and {@code travel} take)
     * @param kind   where it came from: {@code birth}, {@code homeland}, {@code property}, {@code pointed}, {@code marked}
     * @param at     the tile, in our coordinates
     * @param way    how far and which way from where we stand
     */
    record Spot(int number, String name, String kind, Position at, Way way, boolean chosen) {
        /** {@code 2 BERRY PATCH: 12 tiles NE}. */
        public String words() {
            return number + " " + name + ": " + way.words();
        }
    }

    /** The family panel's content. */
    record FamilyReport(Family.Report family) implements Answer {
        @Override
        public String kind() {
            return "family";
        }

        @Override
        public String sentence() {
            String mother = family.line().isEmpty() ? "no mother (an Eve)"
                    : "mother " + family.line().get(family.line().size() - 1).name()
                    + (family.line().get(family.line().size() - 1).alive() ? "" : " (dead)");
            return "Family: " + mother + "; " + count(family.siblings().size(), "sibling", "siblings") + ", "
                    + count(family.children().size(), "child", "children") + ", "
                    + count(family.grandchildren().size(), "grandchild", "grandchildren");
        }

        private static String count(int n, String one, String many) {
            return n + " " + (n == 1 ? one : many);
        }
    }

    /** The places of this life. */
    record PlaceList(List<Spot> places) implements Answer {
        public PlaceList {
            places = List.copyOf(places);
        }

        @Override
        public String kind() {
            return "places";
        }

        @Override
        public String sentence() {
            if (places.isEmpty()) {
                return "No places yet";
            }
            StringBuilder out = new StringBuilder("Places: ");
            for (int i = 0; i < places.size(); i++) {
                out.append(i == 0 ? "" : "; ").append(places.get(i).words());
            }
            return out.toString();
        }
    }

    /** A tile named by the player. */
    record Marked(Spot place) implements Answer {
        @Override
        public String kind() {
            return "marked";
        }

        @Override
        public String sentence() {
            return "Named this place " + place.name() + " (" + place.number() + " in the places list)";
        }
    }

    /** The place the status line now points to. */
    record Guided(Spot place) implements Answer {
        @Override
        public String kind() {
            return "guide";
        }

        @Override
        public String sentence() {
            return "Guiding to " + place.name() + ": " + place.way().words();
        }
    }

    /** A walk toward a place; {@code leg} is how far this walk goes, the rest after another travel. */
    record Travelling(Spot place, int leg) implements Answer {
        @Override
        public String kind() {
            return "travel";
        }

        @Override
        public String sentence() {
            if (place.way().tiles() == 0) {
                return "You are at " + place.name();
            }
            if (leg >= place.way().tiles()) {
                return "Walking to " + place.name() + ": " + place.way().words();
            }
            return "Walking toward " + place.name() + " (" + place.way().words() + "); travel again to go on";
        }
    }
}
