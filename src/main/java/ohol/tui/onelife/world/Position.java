package ohol.tui.onelife.world;

/** A tile of the map in the server's coordinates for us: x grows east, y grows north. */
public record Position(int x, int y) {
    public Position plus(int dx, int dy) {
        return new Position(x + dx, y + dy);
    }

    /** Steps between two tiles when diagonal steps count as one. */
    public int chebyshevDistance(Position other) {
        return Math.max(Math.abs(x - other.x), Math.abs(y - other.y));
    }

    public double distance(Position other) {
        double dx = x - other.x;
        double dy = y - other.y;
        return Math.sqrt(dx * dx + dy * dy); // exact squares: no need for hypot's care, at a tenth of its cost
    }
}
