package ohol.tui.protocol.server;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.protocol.Fields;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.Lines;
import ohol.tui.protocol.MalformedLineException;

/**
 * {@code MC}: a {@code width × height} square of the map with its top-left cell at {@code (x, y)}.
 * Wire: {@code MC\nsizeX sizeY x y\nraw_size compressed_size\n#} then zlib data that inflates to
 * whitespace-separated cells {@code biome:floor:object}, row by row: cell {@code i} is at
 * {@code (x + i % width, y + i / width)}, as the official client reads it.
 */
public record MapChunk(int width, int height, int x, int y, List<MapCell> cells) implements ServerMessage {
    static final String TAG = "MC";

    public MapChunk {
        cells = List.copyOf(cells);
        if (width < 0 || height < 0 || (long) width * height != cells.size()) {
            throw new IllegalArgumentException("MC " + width + "x" + height + " needs " + (long) width * height
                    + " cells, has " + cells.size());
        }
    }

    /** One cell: biome number, floor object id, and the object standing there with its contents. */
    public record MapCell(int biome, int floor, GameObject object) {
        static MapCell parse(String token) {
            int first = token.indexOf(':');
            int second = first < 0 ? -1 : token.indexOf(':', first + 1);
            if (second < 0) {
                throw new IllegalArgumentException("cell '" + token + "' is not biome:floor:object");
            }
            return new MapCell(Integer.parseInt(token.substring(0, first)),
                    Integer.parseInt(token.substring(first + 1, second)),
                    GameObject.parse(token.substring(second + 1)));
        }

        String toWire() {
            return biome + ":" + floor + ":" + object.toWire();
        }
    }

    /** The cell at world position {@code (cellX, cellY)}, which must lie in this chunk. */
    public MapCell cellAt(int cellX, int cellY) {
        return cells.get((cellY - y) * width + (cellX - x));
    }

    static MapChunk parse(Frame frame, Consumer<String> problems) {
        if (frame.lines().isEmpty()) {
            throw new MalformedLineException("no size line", "");
        }
        Fields f = new Fields(frame.lines().get(0));
        int width = f.integer();
        int height = f.integer();
        int x = f.integer();
        int y = f.integer();
        f.end();
        String text = new String(frame.payload(), StandardCharsets.US_ASCII);
        String[] tokens = text.strip().split("\\s+");
        if (text.isBlank()) {
            tokens = new String[0];
        }
        if ((long) width * height != tokens.length) {
            throw new MalformedLineException("chunk " + width + "x" + height + " has " + tokens.length + " cells",
                    frame.lines().get(0));
        }
        List<MapCell> cells = new ArrayList<>(tokens.length);
        for (String token : tokens) {
            cells.add(MapCell.parse(token));
        }
        return new MapChunk(width, height, x, y, cells);
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
        return new Frame(TAG, List.of(Lines.join(width, height, x, y)), sb.toString().getBytes(StandardCharsets.US_ASCII));
    }
}
