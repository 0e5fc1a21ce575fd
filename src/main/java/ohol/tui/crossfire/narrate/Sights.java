package ohol.tui.crossfire.narrate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.crossfire.session.Direction;
import ohol.tui.crossfire.world.Cell;
import ohol.tui.crossfire.world.View;

/**
 * What the map's cells near the player show, in words: each thing by the name of its face
 * ({@code wall_4} is a wall), the nearest of each kind with its distance and a compass word, the
 * floor underfoot; which things came near since last told; whether a step moved the view.
 */
final class Sights {
    /** Most kinds of thing named in one look. */
    static final int MOST_NAMED = 10;
    /** How far a change is told unasked: things that came this near. */
    static final int NEAR = 3;

    private Sights() {}

    /** A thing seen: its name, its nearest cell, how many cells show it. */
    record Seen(String name, int dx, int dy, int cells) {
        int distance() {
            return Math.max(Math.abs(dx), Math.abs(dy));
        }

        String where() {
            return distance() + " " + compass(dx, dy);
        }
    }

    /** The answer to {@code look}: underfoot, then what is near, nearest first. */
    static List<String> look(View v) {
        List<String> out = new ArrayList<>();
        String floor = thing(v.cell(v.width() / 2, v.height() / 2).layers().get(Cell.FLOOR));
        if (!v.ground().isEmpty()) {
            out.add(Words.ground(v.ground())); // the names the server gives, better than its faces'
        } else {
            out.add(floor.isEmpty() ? "You cannot see the floor here." : "You stand on " + floor + ".");
        }
        List<Seen> seen = seen(v, Math.max(v.width(), v.height()));
        if (seen.isEmpty()) {
            out.add("You see nothing near you.");
            return out;
        }
        List<String> parts = new ArrayList<>();
        for (Seen s : seen.subList(0, Math.min(MOST_NAMED, seen.size()))) {
            parts.add(s.name() + " " + s.where() + (s.cells() > 1 ? " (" + s.cells() + " in view)" : ""));
        }
        int left = seen.size() - MOST_NAMED;
        String more = left > 0 ? "; and " + left + (left == 1 ? " more kind" : " more kinds") + " of thing" : "";
        out.add("Near you: " + String.join("; ", parts) + more + ".");
        return out;
    }

    /** The names within {@code radius} cells, nearest first. */
    static Set<String> namesNear(View v, int radius) {
        Set<String> names = new LinkedHashSet<>();
        for (Seen s : seen(v, radius)) {
            names.add(s.name());
        }
        return names;
    }

    /** What of the things within {@link #NEAR} was not within it before: "Now near: a sign 2 north." */
    static String cameNear(View v, Set<String> before) {
        List<String> parts = new ArrayList<>();
        for (Seen s : seen(v, NEAR)) {
            if (!before.contains(s.name())) {
                parts.add(s.name() + " " + s.where());
            }
        }
        return parts.isEmpty() ? "" : "Now near: " + String.join("; ", parts) + ".";
    }

    /**
     * Whether the view moved one step {@code d} from {@code before}: more cells match what was
     * one step that way than match where they were (the server says nothing of a step refused).
     */
    static boolean moved(View before, View after, Direction d) {
        if (before == after || before.width() != after.width() || before.height() != after.height()) {
            return false;
        }
        int shifted = 0;
        int still = 0;
        for (int y = 0; y < after.height(); y++) {
            for (int x = 0; x < after.width(); x++) {
                Cell now = after.cell(x, y);
                boolean inside =
                        x + d.dx >= 0 && x + d.dx < after.width() && y + d.dy >= 0 && y + d.dy < after.height();
                if (now.isEmpty() || !inside) {
                    continue; // the same cells counted both ways: the edge that came into view is new either way
                }
                shifted += now.equals(before.cell(x + d.dx, y + d.dy)) ? 1 : 0;
                still += now.equals(before.cell(x, y)) ? 1 : 0;
            }
        }
        return shifted > still;
    }

    /** Each thing in sight within {@code radius} (the player's own cell left out), nearest first. */
    private static List<Seen> seen(View v, int radius) {
        int cx = v.width() / 2;
        int cy = v.height() / 2;
        Map<String, Seen> found = new LinkedHashMap<>();
        for (int y = 0; y < v.height(); y++) {
            for (int x = 0; x < v.width(); x++) {
                int dx = x - cx;
                int dy = y - cy;
                Cell c = v.cell(x, y);
                int top = c.topLayer();
                if ((dx == 0 && dy == 0)
                        || top <= Cell.FLOOR
                        || c.remembered()
                        || Math.max(Math.abs(dx), Math.abs(dy)) > radius) {
                    continue;
                }
                String name = thing(c.layers().get(top));
                if (name.isEmpty()) {
                    continue;
                }
                Seen old = found.get(name);
                Seen here = new Seen(name, dx, dy, old == null ? 1 : old.cells() + 1);
                found.put(
                        name,
                        old == null || here.distance() < old.distance()
                                ? here
                                : new Seen(name, old.dx(), old.dy(), old.cells() + 1));
            }
        }
        List<Seen> out = new ArrayList<>(found.values());
        out.sort((a, b) -> a.distance() != b.distance()
                ? Integer.compare(a.distance(), b.distance())
                : a.name().compareTo(b.name()));
        return out;
    }

    /** A face's name as a thing's: {@code wall_4} a wall, {@code light_green_1} a light green. */
    static String thing(String face) {
        String words =
                Spoken.line(face).replace('_', ' ').replaceAll("[0-9 ]+$", "").strip();
        return words.toLowerCase(Locale.ROOT);
    }

    /** The compass word for a step of {@code dx} east and {@code dy} south: eight ways. */
    static String compass(int dx, int dy) {
        String ns = Math.abs(dy) * 2 >= Math.abs(dx) && dy != 0 ? (dy < 0 ? "north" : "south") : "";
        String ew = Math.abs(dx) * 2 >= Math.abs(dy) && dx != 0 ? (dx < 0 ? "west" : "east") : "";
        return ns.isEmpty() ? ew : ew.isEmpty() ? ns : ns + " " + ew;
    }

    /**
     * A magic map in words: its size, and how far the nearest wall lies each way from you (the GTK
     * client draws it; a listener hears where the walls close in).
     */
    static String magicMap(ohol.tui.crossfire.protocol.ServerMessage.MagicMap m) {
        int[][] ways = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};
        String[] names = {"north", "east", "south", "west"};
        List<String> walls = new java.util.ArrayList<>();
        for (int w = 0; w < ways.length; w++) {
            for (int d = 1; d < Math.max(m.width(), m.height()); d++) {
                int cell = m.cell(m.playerX() + ways[w][0] * d, m.playerY() + ways[w][1] * d);
                if ((cell & ohol.tui.crossfire.protocol.ServerMessage.MagicMap.WALL) != 0) {
                    walls.add(names[w] + " " + d);
                    break;
                }
            }
        }
        return "A magic map, " + m.width() + " by " + m.height() + " cells, is shown; "
                + (walls.isEmpty()
                        ? "no wall in line with you."
                        : "the nearest walls: " + String.join(", ", walls) + ".");
    }
}
