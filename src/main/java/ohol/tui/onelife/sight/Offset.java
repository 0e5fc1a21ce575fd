package ohol.tui.onelife.sight;

/** Where something is from us, in tiles: x east, y north. */
public record Offset(int dx, int dy) {
    private static final String[] COMPASS = {"E", "NE", "N", "NW", "W", "SW", "S", "SE"};

    /** Straight-line distance in tiles, as the server measures reach. */
    public double distance() {
        return Math.hypot(dx, dy);
    }

    /** The compass direction: {@code N}, {@code SE}... or {@code here}. */
    public String direction() {
        if (dx == 0 && dy == 0) {
            return "here";
        }
        double angle = Math.toDegrees(Math.atan2(dy, dx));
        int sector = (int) Math.floorMod(Math.round(angle / 45.0), 8L);
        return COMPASS[sector];
    }

    /**
     * How many steps away: a diagonal step counts one, as walking goes. The one distance a player
     * reads, in every list and sentence (the near list, the look, the death screen, narration).
     */
    public int steps() {
        return Math.max(Math.abs(dx), Math.abs(dy));
    }

    /** Steps and direction, for a sentence: {@code 1 tile W}, {@code 3 tiles NE}, {@code here}. */
    public String way() {
        int n = steps();
        return n == 0 ? "here" : n + (n == 1 ? " tile " : " tiles ") + direction();
    }

    /** Direction and steps, for a list: {@code NE 4}, {@code here}. */
    public String words() {
        return dx == 0 && dy == 0 ? "here" : direction() + " " + steps();
    }
}
