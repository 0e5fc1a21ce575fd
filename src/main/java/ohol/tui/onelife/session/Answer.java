package ohol.tui.onelife.session;

import java.util.List;
import java.util.Locale;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Offset;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.sight.TileFacts;
import ohol.tui.onelife.sight.TileReport;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.Way;

/**
 * The client's answer to a query: its name in headless JSON ({@code look}, {@code scan},
 * {@code goto}, {@code find}, {@code hints}, {@code recipe}, which scripts read: never rename
 * one) and a line for the screen.
 */
public sealed interface Answer {
    String kind();

    /** One line for a player. */
    String sentence();

    <R> R accept(Handler<R> handler);

    /** One method per answer. */
    interface Handler<R> {
        R on(Look a);

        R on(Scan a);

        R on(GoTo a);

        R on(Found a);

        R on(HintList a);

        R on(Recipe a);

        R on(FamilyReport a);

        R on(PlaceList a);

        R on(Marked a);

        R on(Guided a);

        R on(Travelling a);
    }

    /** What is on a tile: {@code tile} as before, {@code details} all that is known of it. */
    record Look(TileReport tile, TileFacts details) implements Answer {
        @Override
        public String kind() {
            return "look";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            return details.sentence();
        }
    }

    /** The objects within a radius, nearest first; {@code things} the distinct ones, what can kill and people first. */
    record Scan(int radius, List<Sight.Spot> entries, List<Thing> things) implements Answer {
        public Scan {
            entries = List.copyOf(entries);
            things = List.copyOf(things);
        }

        @Override
        public String kind() {
            return "scan";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            if (entries.isEmpty()) {
                return "Nothing within " + radius + " tiles";
            }
            Sight.Spot first = entries.get(0);
            return String.format(
                    Locale.ROOT,
                    "%d things within %d tiles; nearest: %s at %d,%d",
                    entries.size(),
                    radius,
                    first.name(),
                    first.dx(),
                    first.dy());
        }
    }

    /** {@code , seen 40 s ago} for a thing out of view, nothing for one in view. */
    static String seenWords(ObjectSearch.Seen s) {
        return s.secondsAgo() > 0 ? ", seen " + s.secondsAgo() + " s ago" : "";
    }

    /**
     * Where {@code goto} is walking: the best match for the name, nearest first, its offset counted
     * from where we stood when asked; {@code tile} is where it lies, which the offset stops telling
     * once the walk has begun.
     */
    record GoTo(ObjectSearch.Seen target, Position tile) implements Answer {
        @Override
        public String kind() {
            return "goto";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            return "Walking to the " + target.name() + ", " + new Offset(target.dx(), target.dy()).words()
                    + seenWords(target);
        }
    }

    /** Things of a name in view, best first; {@code known} the objects of the game with that name. */
    record Found(String query, List<ObjectSearch.Seen> seen, List<ObjectSearch.Match> known) implements Answer {
        public Found {
            seen = List.copyOf(seen);
            known = List.copyOf(known);
        }

        @Override
        public String kind() {
            return "find";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            if (!seen.isEmpty()) {
                ObjectSearch.Seen best = seen.get(0);
                return String.format(
                                Locale.ROOT,
                                "%d known on the map; best: %s at %d,%d",
                                seen.size(),
                                best.name(),
                                best.dx(),
                                best.dy())
                        + seenWords(best);
            }
            if (known.isEmpty()) {
                return "No thing in the game is called '" + query + "'";
            }
            return "None known on the map; the game knows "
                    + String.join(
                            ", ",
                            known.stream()
                                    .map(ObjectSearch.Match::name)
                                    .distinct()
                                    .limit(5)
                                    .toList());
        }
    }

    /** What what we hold does: uses on things in view first. */
    record HintList(int held, String heldName, List<Sight.Use> hints) implements Answer {
        public HintList {
            hints = List.copyOf(hints);
        }

        @Override
        public String kind() {
            return "hints";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            String with = held == 0 ? "Bare hands" : heldName;
            if (hints.isEmpty()) {
                return with + ": no known use" + (held == 0 ? " on anything in view" : "");
            }
            return with + ": " + hints.size() + " use" + (hints.size() == 1 ? "" : "s") + "; "
                    + hints.get(0).text();
        }
    }

    /** How to make a thing. */
    record Recipe(HowToMake how) implements Answer {
        @Override
        public String kind() {
            return "recipe";
        }

        @Override
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            return how.sentence();
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
        public <R> R accept(Handler<R> h) {
            return h.on(this);
        }

        @Override
        public String sentence() {
            String mother = family.line().isEmpty()
                    ? "no mother (an Eve)"
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
        public <R> R accept(Handler<R> h) {
            return h.on(this);
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
        public <R> R accept(Handler<R> h) {
            return h.on(this);
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
        public <R> R accept(Handler<R> h) {
            return h.on(this);
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
        public <R> R accept(Handler<R> h) {
            return h.on(this);
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
