package ohol.tui.crossfire.world;

import java.util.Arrays;

/**
 * The cells around the player as {@code map2} describes them: 64 by 64 cells (all its 6-bit
 * coordinates can reach, offset by 15), ten layers each, holding a face number, or an animation
 * number with {@link #ANIMATION} set. Scrolling moves the contents the way the server means.
 */
final class MapGrid {
    static final int SIZE = 64;
    static final int OFFSET = 15;
    static final int LAYERS = 10;
    static final int ANIMATION = 1 << 16;

    private int[] cells = new int[SIZE * SIZE * LAYERS];
    private final int[] darkness = new int[SIZE * SIZE];

    void clearAll() {
        Arrays.fill(cells, 0);
        Arrays.fill(darkness, 255);
    }

    MapGrid() {
        clearAll();
    }

    private static int index(int x, int y) {
        return (y + OFFSET) * SIZE + (x + OFFSET);
    }

    private static boolean inside(int x, int y) {
        return x + OFFSET >= 0 && x + OFFSET < SIZE && y + OFFSET >= 0 && y + OFFSET < SIZE;
    }

    void clear(int x, int y) {
        if (inside(x, y)) {
            Arrays.fill(cells, index(x, y) * LAYERS, index(x, y) * LAYERS + LAYERS, 0);
            darkness[index(x, y)] = 255;
        }
    }

    void set(int x, int y, int layer, int value) {
        if (inside(x, y) && layer >= 0 && layer < LAYERS) {
            cells[index(x, y) * LAYERS + layer] = value;
        }
    }

    void darkness(int x, int y, int level) {
        if (inside(x, y)) {
            darkness[index(x, y)] = level;
        }
    }

    int get(int x, int y, int layer) {
        return inside(x, y) ? cells[index(x, y) * LAYERS + layer] : 0;
    }

    int darkness(int x, int y) {
        return inside(x, y) ? darkness[index(x, y)] : 255;
    }

    /** What was at (x+dx, y+dy) is now at (x, y); what comes into view is empty. */
    void scroll(int dx, int dy) {
        int[] moved = new int[cells.length];
        for (int y = -OFFSET; y < SIZE - OFFSET; y++) {
            for (int x = -OFFSET; x < SIZE - OFFSET; x++) {
                if (inside(x + dx, y + dy)) {
                    System.arraycopy(cells, index(x + dx, y + dy) * LAYERS, moved, index(x, y) * LAYERS, LAYERS);
                }
            }
        }
        cells = moved;
    }
}
