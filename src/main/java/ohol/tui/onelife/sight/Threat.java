package ohol.tui.onelife.sight;

import ohol.tui.onelife.knowledge.Dangers;
import ohol.tui.onelife.path.DangerZone;

/**
 * Something deadly near us: where it is, and the radius a walk keeps out of
 * ({@link ohol.tui.onelife.path.DangerZone#radius}).
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
        int tiles = offset().steps();
        String where = tiles == 0 ? "here" : tiles + (tiles == 1 ? " tile " : " tiles ") + offset().direction();
        return "Danger: " + name + " " + where + ". " + howItKills(movement, radius);
    }

    /** How a danger kills, in words. */
    static String howItKills(Dangers.Danger d) {
        if (d.inHand()) {
            return "kills in a hand, up to " + d.reach() + " tile" + (d.reach() == 1 ? "" : "s") + " away";
        }
        return howItKills(d.movement(), DangerZone.radius(d));
    }

    private static String howItKills(Dangers.Movement movement, int radius) {
        String keep = "keep " + radius + " tile" + (radius == 1 ? "" : "s") + " away";
        return switch (movement) {
            case STILL -> "It kills whoever steps on it: " + keep;
            case FLEES -> "It kills whoever steps on it, and runs from people: " + keep;
            case CHASES -> "It chases people and kills whoever it reaches: " + keep;
            case WANDERS -> "It wanders and kills whoever it lands on: " + keep;
        };
    }
}
