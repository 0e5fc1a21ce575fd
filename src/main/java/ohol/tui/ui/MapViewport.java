package ohol.tui.ui;

import java.util.Optional;
import ohol.tui.world.Position;

/**
 * Which tiles a map pane of a given size shows around a centre tile. A tile is
 * {@link #TILE_COLUMNS} terminal columns wide: terminal cells are about twice as tall as wide,
 * so two columns make tiles look square. North (higher y) is up.
 */
public record MapViewport(Position center, int cols, int rows) {
    public static final int TILE_COLUMNS = 2;

    public int tilesWide() {
        return cols / TILE_COLUMNS;
    }

    public int tilesHigh() {
        return rows;
    }

    public int leftX() {
        return center.x() - tilesWide() / 2;
    }

    public int topY() {
        return center.y() + tilesHigh() / 2;
    }

    /** The tile under a pane cell, for mouse clicks. */
    public Optional<Position> tileAt(int col, int row) {
        if (col < 0 || row < 0 || col >= tilesWide() * TILE_COLUMNS || row >= rows) {
            return Optional.empty();
        }
        return Optional.of(new Position(leftX() + col / TILE_COLUMNS, topY() - row));
    }

    /**
     * For edge-scroll mode: keeps the centre while {@code player} stays more than a quarter of
     * the view from its edges, and jumps to the player when they come nearer.
     */
    public static Position follow(Position center, Position player, int cols, int rows) {
        int tilesWide = cols / TILE_COLUMNS;
        int marginX = Math.max(1, tilesWide / 4);
        int marginY = Math.max(1, rows / 4);
        MapViewport v = new MapViewport(center, cols, rows);
        int left = v.leftX();
        int right = left + tilesWide - 1;
        int top = v.topY();
        int bottom = top - rows + 1;
        boolean near = player.x() < left + marginX
                || player.x() > right - marginX
                || player.y() > top - marginY
                || player.y() < bottom + marginY;
        return near ? player : center;
    }
}
