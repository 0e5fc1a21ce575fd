package ohol.tui.onelife.world;

import java.util.Arrays;

/**
 * The map's blocks by block key, in flat arrays (open addressing, linear probing), so that a view
 * of the map is a copy of two small arrays rather than of a hash map of boxed keys: the map keeps
 * about a hundred blocks around us, and a frame that changes a tile takes a new view.
 *
 * <p>Blocks are copied on write: a block is changed in place only while no view holds it (it was
 * made or copied since the last {@link #view()}); otherwise it is copied first.
 *
 * <p>A table is written by one thread; a view may be read by any.
 */
final class BlockTable {
    private static final int FIRST_CAPACITY = 64;
    private static final int SIZE = MapMirror.SIZE * MapMirror.SIZE;

    private long[] keys;
    private Cell[][] blocks;
    /** For each block, when each of its tiles was last seen ({@link MapMirror#stampOf}); 0 for never. */
    private int[][] seen;
    /** Blocks made or copied since the last view: no view holds them. Null in a view. */
    private boolean[] unshared;

    private int size;
    /** Blocks made or copied so far, by this table and the ones it holds the blocks of. */
    private long made;

    BlockTable() {
        this(
                new long[FIRST_CAPACITY],
                new Cell[FIRST_CAPACITY][],
                new int[FIRST_CAPACITY][],
                new boolean[FIRST_CAPACITY],
                0,
                0);
    }

    private BlockTable(long[] keys, Cell[][] blocks, int[][] seen, boolean[] unshared, int size, long made) {
        this.keys = keys;
        this.blocks = blocks;
        this.seen = seen;
        this.unshared = unshared;
        this.size = size;
        this.made = made;
    }

    int size() {
        return size;
    }

    /** Slots of the table (a view copies them all). */
    int slots() {
        return keys.length;
    }

    /**
     * Blocks made or copied so far: a view holds none of its own beyond those made since the view
     * before it, which is what keeping many views costs.
     */
    long made() {
        return made;
    }

    Cell[] get(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); blocks[i] != null; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return blocks[i];
            }
        }
        return null;
    }

    /** When each tile of the block was last seen, or null when the block is not known. */
    int[] seen(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask); blocks[i] != null; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return seen[i];
            }
        }
        return null;
    }

    /** The block to write into, made if new, copied first if a view may hold it. */
    Cell[] writable(long key) {
        int i = writableSlot(key); // first: it may grow the table, and so replace the arrays
        return blocks[i];
    }

    /** The seen times of the block to write into, made if new, copied first if a view may hold them. */
    int[] writableSeen(long key) {
        int i = writableSlot(key);
        return seen[i];
    }

    private int writableSlot(long key) {
        if (2 * (size + 1) > keys.length) {
            resize(keys.length * 2);
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (blocks[i] != null) {
            if (keys[i] == key) {
                if (!unshared[i]) {
                    made++;
                    blocks[i] = blocks[i].clone();
                    seen[i] = seen[i].clone();
                    unshared[i] = true;
                }
                return i;
            }
            i = (i + 1) & mask;
        }
        made++;
        keys[i] = key;
        blocks[i] = new Cell[SIZE];
        seen[i] = new int[SIZE];
        unshared[i] = true;
        size++;
        return i;
    }

    /** Hands each block to {@code visitor}, in no particular order. */
    void forEach(BlockVisitor visitor) {
        for (int i = 0; i < keys.length; i++) {
            if (blocks[i] != null) {
                visitor.visit(keys[i], blocks[i], seen[i]);
            }
        }
    }

    /** Told of one block: its key, its cells and when each was last seen. */
    interface BlockVisitor {
        void visit(long key, Cell[] cells, int[] seen);
    }

    /** Keeps only the blocks whose key passes; returns whether any went. */
    boolean retain(KeyTest keep) {
        int kept = 0;
        for (int i = 0; i < keys.length; i++) {
            if (blocks[i] != null && keep.test(keys[i])) {
                kept++;
            }
        }
        if (kept == size) {
            return false;
        }
        long[] oldKeys = keys;
        Cell[][] oldBlocks = blocks;
        int[][] oldSeen = seen;
        boolean[] oldUnshared = unshared;
        clear(keys.length);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldBlocks[i] != null && keep.test(oldKeys[i])) {
                insert(oldKeys[i], oldBlocks[i], oldSeen[i], oldUnshared[i]);
            }
        }
        return true;
    }

    /** A table holding the blocks as they are now: from here on this table copies a block before changing it. */
    BlockTable view() {
        Arrays.fill(unshared, false);
        return new BlockTable(keys.clone(), blocks.clone(), seen.clone(), null, size, made);
    }

    /** Holds the blocks of {@code view} (a table from {@link #view()}), sharing them: each is copied before it changes. */
    void holdAsShared(BlockTable view) {
        keys = view.keys.clone();
        blocks = view.blocks.clone();
        seen = view.seen.clone();
        unshared = new boolean[keys.length];
        size = view.size;
        made = view.made;
    }

    /** A test on a block key. */
    interface KeyTest {
        boolean test(long key);
    }

    private void resize(int capacity) {
        long[] oldKeys = keys;
        Cell[][] oldBlocks = blocks;
        int[][] oldSeen = seen;
        boolean[] oldUnshared = unshared;
        clear(capacity);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldBlocks[i] != null) {
                insert(oldKeys[i], oldBlocks[i], oldSeen[i], oldUnshared[i]);
            }
        }
    }

    private void clear(int capacity) {
        keys = new long[capacity];
        blocks = new Cell[capacity][];
        seen = new int[capacity][];
        unshared = new boolean[capacity];
        size = 0;
    }

    private void insert(long key, Cell[] block, int[] seenTimes, boolean notShared) {
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (blocks[i] != null) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        blocks[i] = block;
        seen[i] = seenTimes;
        unshared[i] = notShared;
        size++;
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L; // block keys differ in few low bits of each half
        return (int) (h >>> 40) & mask;
    }
}
