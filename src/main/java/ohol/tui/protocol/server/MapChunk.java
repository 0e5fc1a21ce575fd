package ohol.tui.protocol.server;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.protocol.Fields;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.Lines;
import ohol.tui.protocol.MalformedLineException;
import ohol.tui.protocol.Numbers;

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
        cells = List.copyOf(cells);
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
        int expected = width * height;
        byte[] text = frame.payload();
        MapCell[] cells = new MapCell[expected];
        CellCache seen = new CellCache(text);
        int found = 0;
        int n = text.length;
        int i = 0;
        int lastStart = 0;
        int lastLength = -1;
        while (true) {
            while (i < n && isSpace(text[i])) {
                i++;
            }
            if (i == n) {
                break;
            }
            if (found == expected) {
                throw new MalformedLineException("chunk " + width + "x" + height + " has more cells", f.line());
            }
            int start = i;
            if (found > 0 && repeats(text, lastStart, lastLength, start)) {
                cells[found] = cells[found - 1]; // most cells are their neighbour's twin: no hash, no lookup
                found++;
                i = start + lastLength;
                continue;
            }
            int hash = 0;
            while (i < n && !isSpace(text[i])) {
                hash = 31 * hash + text[i];
                i++;
            }
            MapCell cell = seen.get(start, i, hash);
            if (cell == null) {
                cell = cell(text, start, i, f);
                seen.put(start, i, hash, cell);
            }
            cells[found++] = cell;
            lastStart = start;
            lastLength = i - start;
        }
        if (found != expected) {
            throw new MalformedLineException("chunk " + width + "x" + height + " has " + found + " cells", f.line());
        }
        return new MapChunk(width, height, x, y, List.of(cells)); // already immutable: not copied again
    }

    /**
     * The cells already read in one chunk, by their text: a chunk holds few kinds of cell (the
     * captures' 9,368 cells are 388 kinds, chunk by chunk), so each kind is read once and shared.
     */
    private static final class CellCache {
        private static final int SIZE = 256;
        private final byte[] text;
        private final int[] starts = new int[SIZE];
        private final int[] ends = new int[SIZE];
        private final MapCell[] cells = new MapCell[SIZE];
        private int count;

        CellCache(byte[] text) {
            this.text = text;
        }

        MapCell get(int start, int end, int hash) {
            for (int slot = slot(hash); cells[slot] != null; slot = (slot + 1) & (SIZE - 1)) {
                if (same(start, end, starts[slot], ends[slot])) {
                    return cells[slot];
                }
            }
            return null;
        }

        /** Spreads the text's hash over the table (cells differ in few bytes, so the low bits alone collide). */
        private static int slot(int hash) {
            return (hash * 0x9E3779B9) >>> 24;
        }

        /** Whether two cells are written alike (a plain loop: cells are a few bytes long). */
        private boolean same(int start, int end, int otherStart, int otherEnd) {
            if (end - start != otherEnd - otherStart) {
                return false;
            }
            for (int i = 0; i < end - start; i++) {
                if (text[start + i] != text[otherStart + i]) {
                    return false;
                }
            }
            return true;
        }

        void put(int start, int end, int hash, MapCell cell) {
            if (count == SIZE * 3 / 4) {
                return; // a chunk this varied is read cell by cell
            }
            int slot = slot(hash);
            while (cells[slot] != null) {
                slot = (slot + 1) & (SIZE - 1);
            }
            starts[slot] = start;
            ends[slot] = end;
            cells[slot] = cell;
            count++;
        }
    }

    /** Whitespace between cells: what C's {@code sscanf("%s")} skips, as the official client reads them. */
    private static boolean isSpace(byte c) {
        return c == ' ' || (c >= '\t' && c <= '\r'); // tab, newline, vertical tab, form feed, return
    }

    /** Whether the cell written at {@code text[last, last + length)} is written again, whole, at {@code start}. */
    private static boolean repeats(byte[] text, int last, int length, int start) {
        int end = start + length;
        if (end > text.length || (end < text.length && !isSpace(text[end]))) {
            return false;
        }
        for (int k = 0; k < length; k++) {
            if (text[start + k] != text[last + k]) {
                return false;
            }
        }
        return true;
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
    public void dispatch(ServerMessageHandler handler) {
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
