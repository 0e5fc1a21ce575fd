package ohol.tui.world;

import java.util.Arrays;
import java.util.Optional;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.server.MapChunk;

/**
 * The part of the map the server has shown us, kept in fixed 16×16 blocks keyed by block
 * coordinates (OHOL coordinates are large and can be negative). Blocks are never changed in
 * place once a view holds them: the first change after a view copies its block, so a
 * {@link MapView} taken for the renderer stays as it was while the mirror moves on. A view costs a
 * copy of the block table, and nothing when the map did not change since the last one.
 *
 * <p>Thread safety: confined to the thread that applies messages; views may go anywhere.
 */
public final class MapMirror {
    static final int SHIFT = 4;
    static final int SIZE = 1 << SHIFT;
    static final int MASK = SIZE - 1;

    private final BlockTable blocks = new BlockTable();
    private final PlainCells plainCells = new PlainCells();
    /** The last view, while nothing changed since; null after a change. */
    private MapView view = new MapView(new BlockTable().view());

    private long forgotAround = Long.MIN_VALUE;
    private int forgotRadius = -1;
    private boolean grown;

    static long key(int blockX, int blockY) {
        return ((long) blockX << 32) ^ (blockY & 0xFFFFFFFFL);
    }

    public Optional<Cell> cell(int x, int y) {
        Cell[] block = blocks.get(key(x >> SHIFT, y >> SHIFT));
        return block == null ? Optional.empty() : Optional.ofNullable(block[(y & MASK) * SIZE + (x & MASK)]);
    }

    /** The cell, or null where unknown. */
    Cell cellOrNull(int x, int y) {
        Cell[] block = blocks.get(key(x >> SHIFT, y >> SHIFT));
        return block == null ? null : block[(y & MASK) * SIZE + (x & MASK)];
    }

    public void set(int x, int y, Cell cell) {
        writable(key(x >> SHIFT, y >> SHIFT))[(y & MASK) * SIZE + (x & MASK)] = cell;
    }

    /** Puts a floor and an object on tile {@code (x, y)}, keeping its biome ({@code unknownBiome} where none is known). */
    void change(int x, int y, int floor, GameObject object, int unknownBiome) {
        Cell[] block = writable(key(x >> SHIFT, y >> SHIFT));
        int at = (y & MASK) * SIZE + (x & MASK);
        Cell old = block[at];
        block[at] = new Cell(old == null ? unknownBiome : old.biome(), floor, object);
    }

    private Cell[] writable(long k) {
        view = null;
        int before = blocks.size();
        Cell[] block = blocks.writable(k);
        grown |= blocks.size() > before;
        return block;
    }

    /** Lays a map chunk over what we know, copying each touched block at most once. */
    public void apply(MapChunk chunk) {
        int width = chunk.width();
        Cell[] ofKind = new Cell[chunk.kindCount()]; // one cell made per kind, shared by its cells
        for (int row = 0; row < chunk.height(); row++) {
            int y = chunk.y() + row;
            int i = row * width;
            for (int x = chunk.x(), rowEnd = chunk.x() + width; x < rowEnd; ) {
                // the run of this row inside one block: the block is looked up once for it
                int runEnd = Math.min(rowEnd, (x | MASK) + 1);
                Cell[] block = writable(key(x >> SHIFT, y >> SHIFT));
                int at = (y & MASK) * SIZE + (x & MASK);
                for (; x < runEnd; x++, i++, at++) {
                    int kind = chunk.kindOf(i);
                    Cell cell = ofKind[kind];
                    if (cell == null) {
                        cell = chunk.holdsObjects(i)
                                ? new Cell(chunk.biome(i), chunk.floor(i), chunk.object(i))
                                : plainCells.get(chunk.biome(i), chunk.floor(i), chunk.objectId(i));
                        ofKind[kind] = cell;
                    }
                    block[at] = cell;
                }
            }
        }
    }

    /**
     * Forgets every block whose nearest tile is farther than {@code radius} tiles from {@code (x, y)};
     * nothing to look at when neither the centre nor the blocks changed since the last time.
     */
    public void forgetFar(int x, int y, int radius) {
        long around = key(x, y);
        if (!grown && around == forgotAround && radius == forgotRadius) {
            return;
        }
        forgotAround = around;
        forgotRadius = radius;
        grown = false;
        boolean forgot = blocks.retain(k -> {
            int bx = (int) (k >> 32);
            int by = (int) k;
            int nearX = Math.max(bx << SHIFT, Math.min(x, (bx << SHIFT) + MASK));
            int nearY = Math.max(by << SHIFT, Math.min(y, (by << SHIFT) + MASK));
            return Math.max(Math.abs(nearX - x), Math.abs(nearY - y)) <= radius;
        });
        if (forgot) {
            view = null;
        }
    }

    public int blockCount() {
        return blocks.size();
    }

    /** An unchanging view of the map as it is now. */
    public MapView view() {
        MapView v = view;
        if (v == null) {
            v = new MapView(blocks.view());
            view = v;
        }
        return v;
    }

    /** What the map held when the view was taken. */
    public static final class MapView {
        private final BlockTable blocks;

        private MapView(BlockTable blocks) {
            this.blocks = blocks;
        }

        public Optional<Cell> cell(int x, int y) {
            Cell[] block = blocks.get(key(x >> SHIFT, y >> SHIFT));
            return block == null ? Optional.empty() : Optional.ofNullable(block[(y & MASK) * SIZE + (x & MASK)]);
        }

        /** The cell, or null where unknown: for the renderer's inner loop. */
        public Cell cellOrNull(int x, int y) {
            Cell[] block = blocks.get(key(x >> SHIFT, y >> SHIFT));
            return block == null ? null : block[(y & MASK) * SIZE + (x & MASK)];
        }

        /**
         * The cells of row {@code y} from {@code fromX} on, as many as {@code into} holds, null
         * where unknown: for the renderer, which reads the map a row at a time and so looks each
         * block up once rather than once a tile.
         */
        public void row(int fromX, int y, Cell[] into) {
            for (int i = 0; i < into.length; ) {
                int x = fromX + i;
                int run = Math.min(into.length - i, SIZE - (x & MASK));
                Cell[] block = blocks.get(key(x >> SHIFT, y >> SHIFT));
                if (block == null) {
                    Arrays.fill(into, i, i + run, null);
                } else {
                    System.arraycopy(block, (y & MASK) * SIZE + (x & MASK), into, i, run);
                }
                i += run;
            }
        }
    }
}
