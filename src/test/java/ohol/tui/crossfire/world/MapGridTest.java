package ohol.tui.crossfire.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import ohol.tui.crossfire.protocol.MapUpdate;
import org.junit.jupiter.api.Test;

/**
 * The grid's scroll against the plainest model of what map2 means: a whole copy of the grid, each
 * cell taking what was dx, dy away, faces and darkness alike, and nothing where nothing was.
 */
class MapGridTest {
    private static final int N = MapGrid.SIZE;
    private static final int O = MapGrid.OFFSET;

    /** The model: whole arrays, copied at each scroll. */
    private static final class Model {
        int[][][] faces = new int[N][N][MapGrid.LAYERS];
        int[][] dark = new int[N][N];
        boolean[][] fog = new boolean[N][N];

        Model() {
            for (int[] row : dark) {
                java.util.Arrays.fill(row, MapGrid.UNSEEN);
            }
        }

        void scroll(int dx, int dy) {
            int[][][] f = new int[N][N][MapGrid.LAYERS];
            int[][] d = new int[N][N];
            boolean[][] g = new boolean[N][N];
            for (int y = 0; y < N; y++) {
                for (int x = 0; x < N; x++) {
                    int fx = x + dx;
                    int fy = y + dy;
                    if (fx >= 0 && fx < N && fy >= 0 && fy < N) {
                        f[y][x] = faces[fy][fx].clone();
                        d[y][x] = dark[fy][fx];
                        g[y][x] = fog[fy][fx];
                    } else {
                        d[y][x] = MapGrid.UNSEEN;
                    }
                }
            }
            faces = f;
            dark = d;
            fog = g;
        }

        /** Out of sight: kept and remembered if anything was there, else nothing. */
        void clear(int x, int y) {
            if (java.util.Arrays.stream(faces[y][x]).anyMatch(v -> v != 0)) {
                fog[y][x] = true;
            } else {
                dark[y][x] = MapGrid.UNSEEN;
            }
        }

        /** News of a cell: a remembered one starts afresh first. */
        void seen(int x, int y) {
            if (fog[y][x]) {
                faces[y][x] = new int[MapGrid.LAYERS];
                dark[y][x] = MapGrid.UNSEEN;
                fog[y][x] = false;
            }
        }
    }

    @Test
    void aScrollMovesFacesAndDarknessAndWhatComesIntoViewIsEmpty() {
        MapGrid grid = new MapGrid();
        grid.set(3, 4, 2, 77);
        grid.darkness(3, 4, 40);
        grid.set(-O, 0, 0, 5); // the left edge: scrolled off by a step east
        grid.scroll(1, 0);
        assertEquals(77, grid.get(2, 4, 2));
        assertEquals(40, grid.darkness(2, 4));
        assertEquals(0, grid.get(3, 4, 2));
        grid.scroll(-1, 0);
        assertEquals(77, grid.get(3, 4, 2));
        assertEquals(0, grid.get(-O, 0, 0), "what went off the edge does not come back");
        assertEquals(MapGrid.UNSEEN, grid.darkness(-O, 0));
    }

    @Test
    void thousandsOfRandomStepsAgreeWithTheModel() {
        Random random = new Random(7);
        MapGrid grid = new MapGrid();
        Model model = new Model();
        for (int step = 0; step < 20_000; step++) {
            int x = random.nextInt(N) - O;
            int y = random.nextInt(N) - O;
            switch (random.nextInt(6)) {
                case 0 -> {
                    int dx = random.nextInt(7) - 3;
                    int dy = random.nextInt(7) - 3;
                    grid.scroll(dx, dy);
                    model.scroll(dx, dy);
                }
                case 1 -> {
                    grid.clear(x, y);
                    model.clear(x + O, y + O);
                }
                case 2 -> {
                    int level = random.nextInt(256);
                    grid.darkness(x, y, level);
                    model.seen(x + O, y + O);
                    model.dark[y + O][x + O] = level;
                }
                default -> {
                    int layer = random.nextInt(MapGrid.LAYERS);
                    int face = 1 + random.nextInt(5000);
                    grid.set(x, y, layer, face);
                    model.seen(x + O, y + O);
                    model.faces[y + O][x + O][layer] = face;
                }
            }
            if (step % 500 == 0) {
                assertSame(grid, model, step);
            }
        }
        assertSame(grid, model, 20_000);
        grid.scroll(N, 0);
        model.scroll(N, 0);
        assertSame(grid, model, -1);
    }

    /**
     * A map2 message's updates taken at once, scrolls in a row counted as one, agree with the model
     * taking them one by one: a turn back in a row is not undone (what went off the edge is gone).
     */
    @Test
    void aMessagesScrollsInARowAgreeWithTheModelTakingEach() {
        Random random = new Random(11);
        MapGrid grid = new MapGrid();
        Model model = new Model();
        for (int message = 0; message < 300; message++) {
            java.util.List<MapUpdate> updates = new java.util.ArrayList<>();
            int n = 1 + random.nextInt(40);
            for (int i = 0; i < n; i++) {
                int x = random.nextInt(N) - O;
                int y = random.nextInt(N) - O;
                if (random.nextInt(3) > 0) {
                    int dx = random.nextInt(41) - 20;
                    int dy = random.nextInt(41) - 20;
                    updates.add(new MapUpdate.Scroll(dx, dy));
                    model.scroll(dx, dy);
                } else {
                    int face = 1 + random.nextInt(5000);
                    updates.add(new MapUpdate.Face(x, y, 0, face));
                    model.seen(x + O, y + O);
                    model.faces[y + O][x + O][0] = face;
                }
            }
            grid.map(updates);
            assertSame(grid, model, message);
        }
    }

    private static void assertSame(MapGrid grid, Model model, int step) {
        for (int y = 0; y < N; y++) {
            for (int x = 0; x < N; x++) {
                assertEquals(model.dark[y][x], grid.darkness(x - O, y - O), "darkness at step " + step);
                assertEquals(model.fog[y][x], grid.remembered(x - O, y - O), "remembered at step " + step);
                for (int l = 0; l < MapGrid.LAYERS; l++) {
                    assertEquals(model.faces[y][x][l], grid.get(x - O, y - O, l), "face at step " + step);
                }
            }
        }
    }

    /** What the server clears is remembered, as the GTK client's fog of war keeps it, until it is seen again. */
    @Test
    void aClearedCellIsRememberedUntilItIsSeenAgain() {
        MapGrid grid = new MapGrid();
        grid.set(2, 2, 6, 900); // a monster
        grid.set(2, 2, 0, 11); // on grass
        grid.clear(2, 2);
        assertEquals(900, grid.get(2, 2, 6), "what was last seen there");
        assertEquals(true, grid.remembered(2, 2));
        grid.set(2, 2, 0, 11); // in sight again: only the grass is sent, the monster is gone
        assertEquals(false, grid.remembered(2, 2));
        assertEquals(0, grid.get(2, 2, 6), "the monster is not remembered past the cell's new news");
        grid.clear(3, 3); // nothing was there: nothing to remember
        assertEquals(false, grid.remembered(3, 3));
    }
}
