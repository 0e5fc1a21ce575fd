package ohol.tui.onelife.world;

import java.util.Arrays;
import java.util.Optional;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk;

/**
 * The part of the map the server has shown us, kept in fixed 16×16 blocks keyed by block
 * coordinates (OHOL coordinates are large and can be negative). Blocks are never changed in
 * place once a view holds them: the first change after a view copies its block, so a
 * {@link MapView} taken for the renderer stays as it was while the mirror moves on. A view costs a
 * copy of the block table, and nothing when the map did not change since the last one.
 *
 * <p>Each tile also keeps when it was last seen, to the second (an int a tile beside its cell):
 * when the server last sent it, or when we last stood within {@link #VIEW} tiles of it, which is
 * as far as the server keeps us told of changes.
 *
 * <p>Thread safety: confined to the thread that applies messages; views may go anywhere.
 */
public final class MapMirror {
    static final int SHIFT = 4;
    static final int SIZE = 1 << SHIFT;
    static final int MASK = SIZE - 1;
    /** How far each way from us the server keeps us told of the map (its map chunks are 32x30 around us). */
    public static final int VIEW = 15;

    private static final long SECOND = 1_000_000_000L;
    /** A block's cells and seen times (references and ints, with their arrays' headers). */
    private static final long BLOCK_BYTES = SIZE * SIZE * 8L + 64;
    /** A slot of a view's table: a key, and the references to a block and its seen times. */
    private static final long SLOT_BYTES = 16;
    /** The clock's reading when the mirror first heard the time: seen times count seconds from it. */
    private long origin = Long.MIN_VALUE;
    /** The time now, as a seen time: 1 for the first second (0 means never seen). */
    private int stamp = 1;

    private final BlockTable blocks = new BlockTable();
    private final PlainCells plainCells = new PlainCells();
    /** The last view, while nothing changed since; null after a change. */
    private MapView view = new MapView(new BlockTable().view(), Long.MIN_VALUE);

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
        long k = key(x >> SHIFT, y >> SHIFT);
        writable(k)[(y & MASK) * SIZE + (x & MASK)] = cell;
        blocks.writableSeen(k)[(y & MASK) * SIZE + (x & MASK)] = stamp;
    }

    /** Sets the time (nanoseconds, as {@link System#nanoTime()}) that what is applied from now on is seen at. */
    public void now(long nanos) {
        if (origin == Long.MIN_VALUE) {
            origin = nanos;
        }
        stamp = stampOf(nanos);
    }

    private int stampOf(long nanos) {
        long seconds = origin == Long.MIN_VALUE ? 0 : Math.max(0, (nanos - origin) / SECOND);
        return (int) Math.min(Integer.MAX_VALUE - 1, seconds) + 1;
    }

    /**
     * Marks the known tiles within {@link #VIEW} of {@code (x, y)} seen now: we stood there until
     * now, so the server kept us told of them. Called as we leave a tile.
     */
    public void seenAround(int x, int y) {
        for (int ty = y - VIEW; ty <= y + VIEW; ty++) {
            for (int tx = x - VIEW; tx <= x + VIEW; ) {
                int runEnd = Math.min(x + VIEW + 1, (tx | MASK) + 1);
                long k = key(tx >> SHIFT, ty >> SHIFT);
                if (blocks.get(k) == null) {
                    tx = runEnd;
                    continue;
                }
                int[] seen = blocks.writableSeen(k);
                view = null;
                int at = (ty & MASK) * SIZE + (tx & MASK);
                for (; tx < runEnd; tx++, at++) {
                    if (seen[at] != 0) {
                        seen[at] = stamp;
                    }
                }
            }
        }
    }

    /** Puts a floor and an object on tile {@code (x, y)}, keeping its biome ({@code unknownBiome} where none is known). */
    void change(int x, int y, int floor, GameObject object, int unknownBiome) {
        long k = key(x >> SHIFT, y >> SHIFT);
        Cell[] block = writable(k);
        int at = (y & MASK) * SIZE + (x & MASK);
        Cell old = block[at];
        block[at] = new Cell(old == null ? unknownBiome : old.biome(), floor, object);
        blocks.writableSeen(k)[at] = stamp;
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
                long k = key(x >> SHIFT, y >> SHIFT);
                Cell[] block = writable(k);
                int[] seen = blocks.writableSeen(k);
                int at = (y & MASK) * SIZE + (x & MASK);
                for (; x < runEnd; x++, i++, at++) {
                    seen[at] = stamp;
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

    /** Knows what {@code v} shows, and nothing else: the map as it was when the view was taken. */
    void restore(MapView v) {
        blocks.holdAsShared(v.blocks);
        origin = v.origin;
        view = v;
        grown = true;
    }

    public int blockCount() {
        return blocks.size();
    }

    /** An unchanging view of the map as it is now. */
    public MapView view() {
        MapView v = view;
        if (v == null) {
            v = new MapView(blocks.view(), origin);
            view = v;
        }
        return v;
    }

    /** Told of each known tile that holds an object, with when it was last seen. */
    @FunctionalInterface
    public interface TileVisitor {
        void visit(int x, int y, Cell cell, long seenNanos);
    }

    /** What the map held when the view was taken. */
    public static final class MapView {
        private final BlockTable blocks;
        private final long origin;

        private MapView(BlockTable blocks, long origin) {
            this.blocks = blocks;
            this.origin = origin;
        }

        /** Blocks in the view. */
        public int blockCount() {
            return blocks.size();
        }

        /**
         * About the bytes the view holds: its table, and the blocks of its own, of which there
         * are at most as many as were made or copied since the view {@code since} came from
         * ({@link #blocksMade()}), the map's first when none.
         */
        public long bytesBeyond(long since) {
            long own = Math.min(blocks.size(), Math.max(0, blocks.made() - since));
            return blocks.slots() * SLOT_BYTES + own * BLOCK_BYTES;
        }

        /** Blocks the mirror had made or copied when the view was taken. */
        public long blocksMade() {
            return blocks.made();
        }

        /**
         * When the tile was last seen (the clock's nanoseconds, to the second), or
         * {@link Long#MIN_VALUE} when it is not known.
         */
        public long seenAt(int x, int y) {
            int[] seen = blocks.seen(key(x >> SHIFT, y >> SHIFT));
            int s = seen == null ? 0 : seen[(y & MASK) * SIZE + (x & MASK)];
            return s == 0 ? Long.MIN_VALUE : nanosOf(s);
        }

        private long nanosOf(int stamp) {
            return (origin == Long.MIN_VALUE ? 0 : origin) + (stamp - 1) * SECOND;
        }

        /** Every known tile with an object on it, in no particular order: the whole mirror, a block at a time. */
        public void forEachObject(TileVisitor visitor) {
            blocks.forEach((k, cells, seen) -> {
                int left = (int) (k >> 32) << SHIFT;
                int bottom = (int) k << SHIFT;
                for (int i = 0; i < cells.length; i++) {
                    Cell c = cells[i];
                    if (c != null && !c.object().isEmpty()) {
                        visitor.visit(left + (i & MASK), bottom + (i >> SHIFT), c, nanosOf(seen[i]));
                    }
                }
            });
        }

        /** The smallest rectangle {left, bottom, right, top} holding every known block; empty when none is known. */
        public Optional<int[]> bounds() {
            int[] b = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
            blocks.forEach((k, cells, seen) -> {
                int left = (int) (k >> 32) << SHIFT;
                int bottom = (int) k << SHIFT;
                b[0] = Math.min(b[0], left);
                b[1] = Math.min(b[1], bottom);
                b[2] = Math.max(b[2], left + MASK);
                b[3] = Math.max(b[3], bottom + MASK);
            });
            return b[0] > b[2] ? Optional.empty() : Optional.of(b);
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
