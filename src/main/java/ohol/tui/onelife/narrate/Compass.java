package ohol.tui.onelife.narrate;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import ohol.tui.onelife.sight.Offset;

/** Directions in compass words and distances in tiles, as a listener hears them: {@code 3 tiles north west}. */
final class Compass {
    private static final Map<String, String> WORDS = Map.of(
            "N", "north",
            "NE", "north east",
            "E", "east",
            "SE", "south east",
            "S", "south",
            "SW", "south west",
            "W", "west",
            "NW", "north west");

    private static final Map<String, int[]> STEPS = Map.of(
            "north", new int[] {0, 1},
            "northeast", new int[] {1, 1},
            "east", new int[] {1, 0},
            "southeast", new int[] {1, -1},
            "south", new int[] {0, -1},
            "southwest", new int[] {-1, -1},
            "west", new int[] {-1, 0},
            "northwest", new int[] {-1, 1},
            "here", new int[] {0, 0});

    private Compass() {}

    /** {@code 3 tiles north west}, {@code 1 tile east}, {@code here}; a diagonal step counts one tile, as walking goes. */
    static String words(int dx, int dy) {
        if (dx == 0 && dy == 0) {
            return "here";
        }
        int tiles = Math.max(Math.abs(dx), Math.abs(dy));
        return String.format(
                Locale.ROOT,
                "%d %s %s",
                tiles,
                tiles == 1 ? "tile" : "tiles",
                WORDS.get(new Offset(dx, dy).direction()));
    }

    /**
     * The step one direction stands for ({@code north}, {@code north east}, {@code ne}, {@code here}),
     * as {dx, dy}; empty for words that name no direction.
     */
    static Optional<int[]> step(String words) {
        String w = words.toLowerCase(Locale.ROOT).replace(" ", "").replace("-", "");
        String full =
                switch (w) {
                    case "n", "up" -> "north";
                    case "ne" -> "northeast";
                    case "e", "right" -> "east";
                    case "se" -> "southeast";
                    case "s", "down" -> "south";
                    case "sw" -> "southwest";
                    case "w", "left" -> "west";
                    case "nw" -> "northwest";
                    default -> w;
                };
        return Optional.ofNullable(STEPS.get(full)).map(int[]::clone);
    }
}
