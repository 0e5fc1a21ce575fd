package ohol.tui.onelife.world;

/**
 * How to get somewhere from where we stand: the offset, the steps (a diagonal step counts one, as
 * walking goes) and the compass direction, as the status line, the family panel and the places
 * list say it.
 */
public record Way(int dx, int dy, int tiles, String direction) {
    private static final String[] COMPASS = {"E", "NE", "N", "NW", "W", "SW", "S", "SE"};

    public static Way between(Position from, Position to) {
        int dx = to.x() - from.x();
        int dy = to.y() - from.y();
        return new Way(dx, dy, from.chebyshevDistance(to), direction(dx, dy));
    }

    /** One of the eight compass points ({@code y} grows north), or {@code here}. */
    static String direction(int dx, int dy) {
        if (dx == 0 && dy == 0) {
            return "here";
        }
        double turns = Math.atan2(dy, dx) / (2 * Math.PI);
        int octant = Math.floorMod(Math.round(turns * 8), 8);
        return COMPASS[octant];
    }

    /** {@code 12 tiles NE}, {@code 1 tile W}, {@code here}. */
    public String words() {
        if (tiles == 0) {
            return "here";
        }
        return tiles + (tiles == 1 ? " tile " : " tiles ") + direction;
    }
}
