package ohol.tui.onelife.sight;

import ohol.tui.onelife.world.Position;

/** A rectangle of tiles, edges included: what a map pane shows, or a square around us. */
public record Area(int left, int bottom, int right, int top) {
    public Area {
        if (right < left || top < bottom) {
            throw new IllegalArgumentException("an area needs right >= left and top >= bottom");
        }
    }

    /** The square of tiles at most {@code radius} steps (either way) from {@code center}. */
    public static Area around(Position center, int radius) {
        int r = Math.max(0, radius);
        return new Area(center.x() - r, center.y() - r, center.x() + r, center.y() + r);
    }

    public boolean contains(int x, int y) {
        return x >= left && x <= right && y >= bottom && y <= top;
    }

    public boolean contains(Position p) {
        return contains(p.x(), p.y());
    }
}
