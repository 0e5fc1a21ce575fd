package ohol.tui.world;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.protocol.server.MapChunk;

/**
 * The part of the map the server has shown us, kept in fixed 16×16 blocks keyed by block
 * coordinates (OHOL coordinates are large and can be negative). Blocks are never changed in
 * place: a change copies its block, so a {@link MapView} taken for the renderer stays as it was
 * while the mirror moves on, and costs only a copy of the block table.
 *
 * <p>Thread safety: confined to the thread that applies messages; views may go anywhere.
 */
public final class MapMirror {
    static final int SHIFT = 4;
    static final int SIZE = 1 << SHIFT;
    static final int MASK = SIZE - 1;

    private final Map<Long, Cell[]> blocks = new HashMap<>();

    static long key(int blockX, int blockY) {
        return ((long) blockX << 32) ^ (blockY & 0xFFFFFFFFL);
    }

    public Optional<Cell> cell(int x, int y) {
        Cell[] block = blocks.get(key(x >> SHIFT, y >> SHIFT));
        return block == null ? Optional.empty() : Optional.ofNullable(block[(y & MASK) * SIZE + (x & MASK)]);
    }

    public void set(int x, int y, Cell cell) {
        long k = key(x >> SHIFT, y >> SHIFT);
        Cell[] old = blocks.get(k);
        Cell[] copy = old == null ? new Cell[SIZE * SIZE] : old.clone();
        copy[(y & MASK) * SIZE + (x & MASK)] = cell;
        blocks.put(k, copy);
    }

    /** Lays a map chunk over what we know, copying each touched block once. */
    public void apply(MapChunk chunk) {
        Map<Long, Cell[]> touched = new HashMap<>();
        for (int i = 0; i < chunk.cells().size(); i++) {
            int x = chunk.x() + i % chunk.width();
            int y = chunk.y() + i / chunk.width();
            long k = key(x >> SHIFT, y >> SHIFT);
            Cell[] block = touched.computeIfAbsent(k, key -> {
                Cell[] old = blocks.get(key);
                return old == null ? new Cell[SIZE * SIZE] : old.clone();
            });
            MapChunk.MapCell c = chunk.cells().get(i);
            block[(y & MASK) * SIZE + (x & MASK)] = new Cell(c.biome(), c.floor(), c.object());
        }
        blocks.putAll(touched);
    }

    /** Forgets every block whose nearest tile is farther than {@code radius} tiles from {@code (x, y)}. */
    public void forgetFar(int x, int y, int radius) {
        blocks.keySet().removeIf(k -> {
            int bx = (int) (k >> 32);
            int by = (int) k.longValue();
            int nearX = Math.max(bx << SHIFT, Math.min(x, (bx << SHIFT) + MASK));
            int nearY = Math.max(by << SHIFT, Math.min(y, (by << SHIFT) + MASK));
            return Math.max(Math.abs(nearX - x), Math.abs(nearY - y)) > radius;
        });
    }

    public int blockCount() {
        return blocks.size();
    }

    /** An unchanging view of the map as it is now. */
    public MapView view() {
        return new MapView(Map.copyOf(blocks));
    }

    /** What the map held when the view was taken. */
    public static final class MapView {
        private final Map<Long, Cell[]> blocks;

        private MapView(Map<Long, Cell[]> blocks) {
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
    }
}
