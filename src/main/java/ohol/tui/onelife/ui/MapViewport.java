package ohol.tui.onelife.ui;

import java.util.Optional;
import ohol.tui.onelife.world.Position;

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
     * the view from its edges; when they come nearer, the view turns a page, so that they stand a
     * quarter of the view from the edge they came from with the rest of it ahead. Each turn repaints
     * the whole map (most of what an edge-scroll walk sends), so a page (half the view and more)
     * goes further than a jump to the player's tile (a quarter). A player outside the view (a new
     * life, a jump) is centred.
     */
    public static Position follow(Position center, Position player, int cols, int rows) {
        int tilesWide = Math.max(1, cols / TILE_COLUMNS);
        int high = Math.max(1, rows);
        int marginX = Math.max(1, tilesWide / 4);
        int marginY = Math.max(1, high / 4);
        MapViewport v = new MapViewport(center, cols, rows);
        int left = v.leftX();
        int right = left + tilesWide - 1;
        int top = v.topY();
        int bottom = top - high + 1;
        if (player.x() < left || player.x() > right || player.y() > top || player.y() < bottom) {
            return player;
        }
        int x = center.x();
        int y = center.y();
        if (player.x() > right - marginX) {
            x += player.x() - marginX - left; // the new left edge a margin behind the player
        } else if (player.x() < left + marginX) {
            x -= right - (player.x() + marginX);
        }
        if (player.y() > top - marginY) {
            y += player.y() - marginY - bottom; // north is up: the new bottom edge a margin behind
        } else if (player.y() < bottom + marginY) {
            y -= top - (player.y() + marginY);
        }
        return new Position(x, y);
    }
}
