package ohol.tui;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.FrameSink;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerMessages;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * Small worlds made of real server messages: a map chunk around the origin with objects where a
 * test puts them, and our player (id 11, as in idle.cap) standing at the origin holding
 * something. As bytes for a screen or a session, or as a world snapshot.
 */
public final class TestMaps {
    public static final int OUR_ID = 11;

    private TestMaps() {}

    /** A square chunk of grassland of {@code radius} around the origin with these objects on it. */
    public static MapChunk chunk(int radius, Map<Position, Integer> objects) {
        return chunk(radius, objects, 0);
    }

    /** As above, on ground of {@code biome}. */
    public static MapChunk chunk(int radius, Map<Position, Integer> objects, int biome) {
        int side = 2 * radius + 1;
        List<MapChunk.MapCell> cells = new ArrayList<>();
        for (int i = 0; i < side * side; i++) {
            Position p = new Position(-radius + i % side, -radius + i / side);
            cells.add(new MapChunk.MapCell(biome, 0, GameObject.of(objects.getOrDefault(p, 0))));
        }
        return new MapChunk(side, side, -radius, -radius, cells);
    }

    /** Our player update: standing at the origin, aged 20, holding {@code held} (0: nothing). */
    public static String us(int held) {
        return String.format(
                Locale.ROOT,
                "PU\n%d 2404 0 0 0 0 %d 0 0 0 -1 0.50 1 0 0 0 20.00 60.00 3.75 " + "0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#",
                OUR_ID,
                held);
    }

    /** The chunk, then our player update, as the server sends them. */
    public static byte[] bytes(MapChunk chunk, int held) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(FrameEncoder.encode(chunk.toFrame()));
        out.writeBytes(us(held).getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    /** The messages in server bytes. */
    public static List<ServerMessage> decode(byte[] bytes) {
        List<ServerMessage> out = new ArrayList<>();
        try (FrameDecoder decoder = new FrameDecoder()) {
            decoder.feed(bytes, 0, bytes.length, new FrameSink() {
                @Override
                public void frame(Frame frame) {
                    ServerMessages.standard()
                            .decode(frame, p -> {
                                throw new AssertionError(p);
                            })
                            .ifPresent(out::add);
                }

                @Override
                public void problem(String description) {
                    throw new AssertionError(description);
                }
            });
        }
        return out;
    }

    /** A world that has heard the chunk and our update. */
    public static WorldSnapshot world(MapChunk chunk, int held) {
        World world = new World(() -> 1_000_000_000L);
        for (ServerMessage m : decode(bytes(chunk, held))) {
            world.accept(m);
        }
        return world.snapshot();
    }
}
