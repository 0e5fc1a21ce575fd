package ohol.tui.onelife.protocol.server;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.Lines;
import ohol.tui.onelife.protocol.MalformedLineException;
import ohol.tui.onelife.protocol.Numbers;

/**
 * {@code MC}: a {@code width × height} square of the map with its top-left cell at {@code (x, y)}.
 * Wire: {@code MC\nsizeX sizeY x y\nraw_size compressed_size\n#} then zlib data that inflates to
 * whitespace-separated cells {@code biome:floor:object}, row by row: cell {@code i} is at
 * {@code (x + i % width, y + i / width)}, as the official client reads it.
 */
public record MapChunk(int width, int height, int x, int y, List<MapCell> cells) implements ServerMessage {
    static final String TAG = "MC";
    /**
     * Most cells a chunk may have. The official server sends 32×30 chunks around a player
     * ({@code chunkDimensionX/Y} in server.cpp) and thinner strips as they walk; four times that
     * leaves room for a server that sends a wider view, and no more.
     */
    public static final int MAX_CELLS = 4 * 32 * 30;

    public MapChunk {
        cells = CellGrid.of(cells);
        if (width < 0 || height < 0 || (long) width * height != cells.size()) {
            throw new IllegalArgumentException(
                    "MC " + width + "x" + height + " needs " + (long) width * height + " cells, has " + cells.size());
        }
    }

    /** One cell: biome number, floor object id, and the object standing there with its contents. */
    public record MapCell(int biome, int floor, GameObject object) {
        String toWire() {
            return biome + ":" + floor + ":" + object.toWire();
        }
    }

    /** The cell at world position {@code (cellX, cellY)}, which must lie in this chunk. */
    public MapCell cellAt(int cellX, int cellY) {
        return cells.get((cellY - y) * width + (cellX - x));
    }

    /** The biome of cell {@code i} (row by row), read without making its {@link MapCell}. */
    public int biome(int i) {
        return grid().biomes[kindOf(i)];
    }

    /** The floor of cell {@code i}. */
    public int floor(int i) {
        return grid().floors[kindOf(i)];
    }

    /** The id of the object on cell {@code i}. */
    public int objectId(int i) {
        return grid().ids[kindOf(i)];
    }

    /** Whether the object on cell {@code i} holds anything (most hold nothing). */
    public boolean holdsObjects(int i) {
        return grid().filled(kindOf(i)) != null;
    }

    /** The object on cell {@code i} with its contents. */
    public GameObject object(int i) {
        return grid().object(kindOf(i));
    }

    /**
     * The kind of cell {@code i}, below {@link #kindCount()}: cells of one kind are alike, so a
     * reader can make what it makes of a cell once per kind. A chunk of hundreds of cells has a
     * few dozen kinds.
     */
    public int kindOf(int i) {
        return grid().kindOf[i];
    }

    public int kindCount() {
        return grid().kinds;
    }

    private CellGrid grid() {
        return (CellGrid) cells;
    }

    static MapChunk parse(Frame frame, Consumer<String> problems) {
        if (frame.lineCount() == 0) {
            throw new MalformedLineException("no size line", "");
        }
        Fields f = frame.fields(0);
        int width = f.integer();
        int height = f.integer();
        int x = f.integer();
        int y = f.integer();
        f.end();
        if (width < 0 || height < 0 || (long) width * height > MAX_CELLS) {
            throw new MalformedLineException(
                    "a chunk of " + width + "x" + height + " cells is not one the server sends" + " (at most "
                            + MAX_CELLS + " cells)",
                    f.line());
        }
        CellGrid grid = frame.readPayload((text, from, to) -> cells(text, from, to, width, height, f));
        return new MapChunk(width, height, x, y, grid);
    }

    /**
     * The cells written in {@code text[from, n)}, read in one pass into flat arrays: a plain
     * {@code biome:floor:id} cell, nearly every one, is read in place; a cell holding objects or
     * written oddly is read by {@link #cell}, which also words the report on a malformed one.
     */
    private static CellGrid cells(byte[] text, int from, int n, int width, int height, Fields sizeLine) {
        int expected = width * height;
        int[] kindOf = new int[expected];
        Kinds kinds = new Kinds();
        long lastWord = 0;
        int found = 0;
        int i = from;
        while (true) {
            while (i < n && isSpace(text[i])) {
                i++;
            }
            if (i >= n) { // past n after a cell of 8 bytes that ends the text
                break;
            }
            if (found == expected) {
                throw new MalformedLineException("chunk " + width + "x" + height + " has more cells", sizeLine.line());
            }
            int start = i;
            long word = i + Long.BYTES <= n ? cellWord(text, i, n) : 0;
            if (word != 0) {
                int length = (Long.SIZE + 7 - Long.numberOfLeadingZeros(word)) >>> 3;
                if (word == lastWord) { // most cells are their neighbour's twin
                    kindOf[found] = kindOf[found - 1];
                    found++;
                    i += length + 1; // and the whitespace after it (cellWord saw it)
                    continue;
                }
                int kind = kinds.find(word);
                if (kind >= 0) {
                    kindOf[found++] = kind;
                    i += length + 1;
                    lastWord = word;
                    continue;
                }
            }
            lastWord = 0;
            // biome:floor:id of plain digits, at most 9 each (no sign, no overflow): read in one pass
            int biome = 0;
            int p = i;
            for (int d; p < n && (d = text[p] - '0') >= 0 && d <= 9; p++) {
                biome = biome * 10 + d;
            }
            int biomeDigits = p - start;
            int floor = 0;
            int floorStart = ++p;
            for (int d; p < n && (d = text[p] - '0') >= 0 && d <= 9; p++) {
                floor = floor * 10 + d;
            }
            int floorDigits = p - floorStart;
            int id = 0;
            int idStart = ++p;
            for (int d; p < n && (d = text[p] - '0') >= 0 && d <= 9; p++) {
                id = id * 10 + d;
            }
            int idDigits = p - idStart;
            if (biomeDigits > 0
                    && biomeDigits <= 9
                    && floorDigits > 0
                    && floorDigits <= 9
                    && idDigits > 0
                    && idDigits <= 9
                    && text[floorStart - 1] == ':'
                    && text[idStart - 1] == ':'
                    && (p == n || isSpace(text[p]))) {
                kindOf[found++] = kinds.add(word, biome, floor, id, null);
                lastWord = word;
                i = p;
                continue;
            }
            while (i < n && !isSpace(text[i])) {
                i++;
            }
            MapCell cell = cell(text, start, i, sizeLine);
            GameObject object = cell.object();
            kindOf[found++] = kinds.add(
                    0,
                    cell.biome(),
                    cell.floor(),
                    object.id(),
                    object.contained().isEmpty() ? null : object);
        }
        if (found != expected) {
            throw new MalformedLineException(
                    "chunk " + width + "x" + height + " has " + found + " cells", sizeLine.line());
        }
        return kinds.grid(kindOf);
    }

    /**
     * The cells as kinds, row by row, each kind's biome, floor and object id in flat arrays, with
     * the few objects that hold others kept aside: a chunk is hundreds of cells of a few dozen
     * kinds. An unchanging list; a {@link MapCell} is made when one is asked for.
     */
    private static final class CellGrid extends AbstractList<MapCell> implements RandomAccess {
        final int[] kindOf;
        final int kinds;
        final int[] biomes;
        final int[] floors;
        final int[] ids;
        /** The object of each kind whose object holds others, null elsewhere; null when no kind's does. */
        private final GameObject[] filled;

        CellGrid(int[] kindOf, int kinds, int[] biomes, int[] floors, int[] ids, GameObject[] filled) {
            this.kindOf = kindOf;
            this.kinds = kinds;
            this.biomes = biomes;
            this.floors = floors;
            this.ids = ids;
            this.filled = filled;
        }

        /** The cells given, each its own kind (chunks made in the client: tests, the practice world). */
        static CellGrid of(List<MapCell> cells) {
            if (cells instanceof CellGrid grid) {
                return grid;
            }
            int n = cells.size();
            Kinds kinds = new Kinds();
            int[] kindOf = new int[n];
            for (int i = 0; i < n; i++) {
                MapCell c = cells.get(i);
                GameObject o = c.object();
                kindOf[i] =
                        kinds.add(0, c.biome(), c.floor(), o.id(), o.contained().isEmpty() ? null : o);
            }
            return kinds.grid(kindOf);
        }

        GameObject filled(int kind) {
            return filled == null ? null : filled[kind];
        }

        GameObject object(int kind) {
            GameObject o = filled(kind);
            return o != null ? o : GameObject.of(ids[kind]);
        }

        @Override
        public MapCell get(int i) {
            int kind = kindOf[i];
            return new MapCell(biomes[kind], floors[kind], object(kind));
        }

        @Override
        public int size() {
            return kindOf.length;
        }
    }

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;

    /**
     * The cell starting at {@code text[i]} as the bytes of one long, first byte lowest, when it is at
     * most 8 bytes long and followed by whitespace or the end; 0 otherwise. Bytes above the cell are
     * zero, so the word names the cell exactly (cell bytes are never zero). {@code i + 8 <= n}.
     */
    private static long cellWord(byte[] text, int i, int n) {
        long word = (long) WORDS.get(text, i);
        long below = (word - ONES * 0x21) & ~word & HIGHS; // high bit of the first byte under '!' is exact
        if (below == 0) {
            return i + Long.BYTES == n || isSpace(text[i + Long.BYTES]) ? word : 0;
        }
        int length = Long.numberOfTrailingZeros(below) >>> 3;
        if (length == 0 || !isSpace(text[i + length])) {
            return 0;
        }
        return word & ((1L << (8 * length)) - 1);
    }

    /**
     * The kinds of cell read so far in one chunk, and the plain ones by their bytes (see
     * {@link #cellWord}): a chunk holds few kinds of cell, each read once.
     */
    private static final class Kinds {
        private static final int SLOTS = 128;
        /** The word of the kind in each slot, 0 for none; the slots hold at most 3/4 of them. */
        private final long[] words = new long[SLOTS];

        private final int[] kindInSlot = new int[SLOTS];
        private int indexed;
        private int[] biomes = new int[16];
        private int[] floors = new int[16];
        private int[] ids = new int[16];
        private GameObject[] filled;
        private int count;

        /** The kind written as {@code word}, or -1. */
        int find(long word) {
            for (int slot = slot(word); words[slot] != 0; slot = (slot + 1) & (SLOTS - 1)) {
                if (words[slot] == word) {
                    return kindInSlot[slot];
                }
            }
            return -1;
        }

        /** A new kind, found again by {@code word} unless it is 0 (a cell not written as a word). */
        int add(long word, int biome, int floor, int id, GameObject holding) {
            if (count == ids.length) {
                biomes = Arrays.copyOf(biomes, 2 * count);
                floors = Arrays.copyOf(floors, 2 * count);
                ids = Arrays.copyOf(ids, 2 * count);
                filled = filled == null ? null : Arrays.copyOf(filled, 2 * count);
            }
            int kind = count++;
            biomes[kind] = biome;
            floors[kind] = floor;
            ids[kind] = id;
            if (holding != null) {
                filled = filled == null ? new GameObject[ids.length] : filled;
                filled[kind] = holding;
            }
            if (word != 0 && indexed < SLOTS * 3 / 4) { // past that, a chunk this varied is read cell by cell
                int slot = slot(word);
                while (words[slot] != 0) {
                    slot = (slot + 1) & (SLOTS - 1);
                }
                words[slot] = word;
                kindInSlot[slot] = kind;
                indexed++;
            }
            return kind;
        }

        CellGrid grid(int[] kindOf) {
            return new CellGrid(kindOf, count, biomes, floors, ids, filled);
        }

        private static int slot(long word) {
            return (int) ((word * 0x9E3779B97F4A7C15L) >>> 57);
        }
    }

    /** Whitespace between cells: what C's {@code sscanf("%s")} skips, as the official client reads them. */
    private static boolean isSpace(byte c) {
        return c == ' ' || (c >= '\t' && c <= '\r'); // tab, newline, vertical tab, form feed, return
    }

    /** {@code biome:floor:object} in {@code text[from, to)}, read in one pass. */
    private static MapCell cell(byte[] text, int from, int to, Fields sizeLine) {
        int biomeEnd = Numbers.end(text, from, to);
        long biome = Numbers.integer(text, from, biomeEnd);
        int floorEnd = biomeEnd < to && text[biomeEnd] == ':' ? Numbers.end(text, biomeEnd + 1, to) : -1;
        long floor = floorEnd < 0 ? Numbers.INVALID : Numbers.integer(text, biomeEnd + 1, floorEnd);
        if (biome == Numbers.INVALID || floor == Numbers.INVALID || floorEnd == to || text[floorEnd] != ':') {
            throw new MalformedLineException(
                    "cell '" + cellText(text, from, to) + "' is not biome:floor:object", sizeLine.line());
        }
        try {
            return new MapCell((int) biome, (int) floor, GameObject.parse(text, floorEnd + 1, to));
        } catch (MalformedLineException e) {
            throw new MalformedLineException(
                    "cell '" + cellText(text, from, to) + "': " + e.getMessage(), sizeLine.line());
        }
    }

    private static String cellText(byte[] text, int from, int to) {
        return new String(text, from, to - from, StandardCharsets.ISO_8859_1);
    }

    @Override
    public String tag() {
        return TAG;
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    /** The frame with its payload inflated; the encoder compresses it and adds the size line. */
    @Override
    public Frame toFrame() {
        StringBuilder sb = new StringBuilder(cells.size() * 8);
        for (MapCell cell : cells) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(cell.toWire());
        }
        return new Frame(
                TAG, List.of(Lines.join(width, height, x, y)), sb.toString().getBytes(StandardCharsets.US_ASCII));
    }
}
