package ohol.tui.onelife.world;

import java.util.List;

/**
 * A walk the server announced with {@code PM}: the tiles of the path (absolute), when it began
 * on our clock and how long it takes. Where the walker is at a given moment follows from that,
 * as in the official client.
 */
public record Walk(Position start, List<Position> path, long startNanos, double totalSeconds) {
    public Walk {
        path = List.copyOf(path);
    }

    public Position end() {
        return path.isEmpty() ? start : path.get(path.size() - 1);
    }

    /** The tile the walker is on at {@code nanos}. */
    public Position positionAt(long nanos) {
        return tileAt(nanos, 0);
    }

    /**
     * The tile the walker is entering at {@code nanos}: the next one from the moment a step begins.
     * Our own body is drawn here, so a step is answered on the screen as soon as it starts, as the
     * official client starts moving the player at once.
     */
    public Position tileEnteredAt(long nanos) {
        return tileAt(nanos, 1);
    }

    /** The tile {@code ahead} steps past the last one finished at {@code nanos}. */
    private Position tileAt(long nanos, int ahead) {
        if (path.isEmpty() || totalSeconds <= 0) {
            return end();
        }
        double elapsed = (nanos - startNanos) / 1e9;
        if (elapsed < 0) {
            return start;
        }
        if (elapsed >= totalSeconds) {
            return end();
        }
        int steps = (int) Math.floor(elapsed / totalSeconds * path.size()) + ahead;
        return steps == 0 ? start : path.get(Math.min(steps, path.size()) - 1);
    }

    public boolean isOverAt(long nanos) {
        return (nanos - startNanos) / 1e9 >= totalSeconds;
    }
}
