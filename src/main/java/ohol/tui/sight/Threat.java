package ohol.tui.sight;

import java.util.Locale;
import ohol.tui.knowledge.Dangers;

/**
 * Something deadly near us: where it is, and the radius a walk keeps out of
 * ({@link ohol.tui.path.DangerZone#radius}).
 */
public record Threat(int id, String name, int dx, int dy, int radius, Dangers.Movement movement) {
    public Offset offset() {
        return new Offset(dx, dy);
    }

    /** Whether we stand where it can reach us. */
    public boolean inReach() {
        return offset().distance() <= radius;
    }

    /** A warning for the player: {@code Danger: Wolf 2 tiles NE. It kills whoever steps on it}. */
    public String warning() {
        long tiles = Math.round(offset().distance());
        String where = tiles == 0
                ? "here"
                : String.format(Locale.ROOT, "%d tile%s %s", tiles, tiles == 1 ? "" : "s", offset().direction());
        return "Danger: " + name + " " + where + ". " + Sight.dangerWords(movement, radius);
    }
}
