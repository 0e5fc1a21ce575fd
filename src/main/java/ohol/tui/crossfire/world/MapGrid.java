package ohol.tui.crossfire.world;

import java.util.Arrays;
import java.util.List;
import ohol.tui.crossfire.protocol.MapUpdate;

/**
 * The cells around the player as {@code map2} describes them: 64 by 64 cells (all its 6-bit
 * coordinates can reach, offset by 15), ten layers each, holding a face number, or an animation
 * number with {@link #ANIMATION} set, and a darkness. Scrolling moves the contents (faces and
 * darkness) the way the server means, by moving where the grid starts in its arrays (a ring): a
 * scroll costs the rows and columns that come into view, not a copy of the whole grid, which a
 * server sending thousands of scrolls a frame made cost a third of a second.
 *
 * <p>A cell the server clears (out of sight now) keeps what was last seen there, marked as
 * remembered (the fog of war, as the GTK client keeps it); the first news of it once it is in
 * sight again starts it afresh, since the server then sends only the layers that hold something.
 */
final class MapGrid {
    static final int SIZE = 64;
    static final int OFFSET = 15;
    static final int LAYERS = 10;
    static final int ANIMATION = 1 << 16;
    /** Darkness of a cell nothing is known of. */
    static final int UNSEEN = 255;

    private final int[] cells = new int[SIZE * SIZE * LAYERS];
    private final int[] darkness = new int[SIZE * SIZE];
    private final boolean[] remembered = new boolean[SIZE * SIZE];
    /** Where the grid's first column and row are in the arrays, each 0 to SIZE-1. */
    private int originX;

    private int originY;

    MapGrid() {
        clearAll();
    }

    void clearAll() {
        Arrays.fill(cells, 0);
        Arrays.fill(darkness, UNSEEN);
        Arrays.fill(remembered, false);
    }

    private int index(int x, int y) {
        return Math.floorMod(y + OFFSET + originY, SIZE) * SIZE + Math.floorMod(x + OFFSET + originX, SIZE);
    }

    private static boolean inside(int x, int y) {
        return x + OFFSET >= 0 && x + OFFSET < SIZE && y + OFFSET >= 0 && y + OFFSET < SIZE;
    }

    /** Out of sight: what was seen there is kept, remembered, if anything was. */
    void clear(int x, int y) {
        if (inside(x, y)) {
            int at = index(x, y);
            for (int l = 0; l < LAYERS; l++) {
                if (cells[at * LAYERS + l] != 0) {
                    remembered[at] = true;
                    return;
                }
            }
            forget(at);
        }
    }

    private void forget(int at) {
        Arrays.fill(cells, at * LAYERS, at * LAYERS + LAYERS, 0);
        darkness[at] = UNSEEN;
        remembered[at] = false;
    }

    /** A cell in sight again starts afresh: what it remembered may be long gone. */
    private int seen(int x, int y) {
        int at = index(x, y);
        if (remembered[at]) {
            forget(at);
        }
        return at;
    }

    void set(int x, int y, int layer, int value) {
        if (inside(x, y) && layer >= 0 && layer < LAYERS) {
            cells[seen(x, y) * LAYERS + layer] = value;
        }
    }

    void darkness(int x, int y, int level) {
        if (inside(x, y)) {
            darkness[seen(x, y)] = level;
        }
    }

    /** Whether the cell shows what was last seen there, out of sight now. */
    boolean remembered(int x, int y) {
        return inside(x, y) && remembered[index(x, y)];
    }

    int get(int x, int y, int layer) {
        return inside(x, y) ? cells[index(x, y) * LAYERS + layer] : 0;
    }

    int darkness(int x, int y) {
        return inside(x, y) ? darkness[index(x, y)] : UNSEEN;
    }

    /** What was at (x+dx, y+dy) is now at (x, y); what comes into view is empty. */
    void scroll(int dx, int dy) {
        if (Math.abs(dx) >= SIZE || Math.abs(dy) >= SIZE) {
            clearAll();
            return;
        }
        originX = Math.floorMod(originX + dx, SIZE);
        originY = Math.floorMod(originY + dy, SIZE);
        // the columns and rows now at the edge dx and dy moved toward hold what scrolled off the other
        int firstColumn = dx > 0 ? SIZE - dx : 0;
        for (int c = 0; c < Math.abs(dx); c++) {
            for (int y = -OFFSET; y < SIZE - OFFSET; y++) {
                forget(index(firstColumn + c - OFFSET, y));
            }
        }
        int firstRow = dy > 0 ? SIZE - dy : 0;
        for (int r = 0; r < Math.abs(dy); r++) {
            for (int x = -OFFSET; x < SIZE - OFFSET; x++) {
                forget(index(x, firstRow + r - OFFSET));
            }
        }
    }

    /** A map2 message's updates, in order. */
    void map(List<MapUpdate> updates) {
        int dx = 0;
        int dy = 0;
        for (MapUpdate u : updates) {
            if (u instanceof MapUpdate.Scroll s) {
                // scrolls in a row the same way are one (a frame of thousands costs one); a turn
                // back is not, as what went off the edge is gone
                if ((long) dx * s.dx() < 0 || (long) dy * s.dy() < 0) {
                    scroll(dx, dy);
                    dx = 0;
                    dy = 0;
                }
                dx = (int) Math.max(-SIZE, Math.min(SIZE, (long) dx + s.dx()));
                dy = (int) Math.max(-SIZE, Math.min(SIZE, (long) dy + s.dy()));
                continue;
            }
            if (dx != 0 || dy != 0) {
                scroll(dx, dy);
                dx = 0;
                dy = 0;
            }
            if (u instanceof MapUpdate.Clear c) {
                clear(c.x(), c.y());
            } else if (u instanceof MapUpdate.Darkness d) {
                darkness(d.x(), d.y(), d.level());
            } else if (u instanceof MapUpdate.Face f) {
                set(f.x(), f.y(), f.layer(), f.face());
            } else if (u instanceof MapUpdate.Animation a) {
                set(a.x(), a.y(), a.layer(), ANIMATION | a.animation());
            }
        }
        if (dx != 0 || dy != 0) {
            scroll(dx, dy);
        }
    }
}
