package ohol.tui.onelife.path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.Captures;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.ObjectFileParser;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.onelife.protocol.FrameSink;
import ohol.tui.onelife.protocol.server.ServerMessages;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.World;
import org.junit.jupiter.api.Test;

/**
 * Blocked tiles as the server judges them, over the real objects. Seen on the official server:
 * a walk to the west side of a Big Hard Rock whose west neighbour was a Bear Cave's wing was cut
 * short one tile before its end, and the Stone was never used on the rock.
 */
class ObstaclesTest {
    private static final int BEAR_CAVE = 630;
    private static final int BIG_HARD_ROCK = 32;
    private static final int JUNIPER_TREE = 49;

    private final World world = new World(() -> 0L);

    private static ObjectCatalog catalog(int... ids) throws IOException {
        ObjectFileParser parser = new ObjectFileParser();
        List<ObjectDefinition> defs = new ArrayList<>();
        for (int id : ids) {
            var file = Captures.dataDir().resolve("objects").resolve(id + ".txt");
            defs.add(parser.parse(Files.readAllBytes(file), file.toString()));
        }
        return ObjectCatalog.of(defs);
    }

    private void hear(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
        try (FrameDecoder decoder = new FrameDecoder()) {
            decoder.feed(bytes, 0, bytes.length, new FrameSink() {
                @Override
                public void frame(Frame frame) {
                    ServerMessages.standard()
                            .decode(frame, p -> {
                                throw new AssertionError(p);
                            })
                            .ifPresent(world::accept);
                }

                @Override
                public void problem(String description) {
                    throw new AssertionError(description);
                }
            });
        }
    }

    /** The tiles around a Bear Cave at 0,0 with a Big Hard Rock at 2,0 and a Juniper Tree at 0,3. */
    private Obstacles caveAndRock() throws IOException {
        hear("MX\n0 0 0 " + BEAR_CAVE + " -1\n2 0 0 " + BIG_HARD_ROCK + " -1\n0 3 0 " + JUNIPER_TREE + " -1\n#FM\n#");
        return new Obstacles(world.snapshot(), catalog(BEAR_CAVE, BIG_HARD_ROCK, JUNIPER_TREE));
    }

    @Test
    void aWideObjectBlocksItsWingsButNotBeyondNorAboveThem() throws IOException {
        Obstacles blocked = caveAndRock();
        assertTrue(blocked.test(new Position(0, 0)), "the cave's own tile");
        assertTrue(blocked.test(new Position(1, 0)), "its east wing");
        assertTrue(blocked.test(new Position(-1, 0)), "its west wing");
        assertFalse(blocked.test(new Position(-2, 0)), "two tiles west is open");
        assertFalse(blocked.test(new Position(1, 1)), "wings are on its row only");
        assertFalse(blocked.test(new Position(2, 0)), "a Big Hard Rock does not block");
        assertTrue(blocked.test(new Position(0, 3)), "a tree blocks its own tile");
        assertFalse(blocked.test(new Position(1, 3)), "and nothing beside it");
    }

    @Test
    void walkThenActDoesNotEndOnAWing() throws IOException {
        Obstacles blocked = caveAndRock();
        PathFinder finder = new PathFinder(blocked);
        Position start = new Position(0, 1); // north of the cave, as on the server
        List<Position> path = finder.pathNextTo(start, new Position(2, 0)).orElseThrow();
        Position end = path.get(path.size() - 1);
        assertFalse(end.equals(new Position(1, 0)), "the west side of the rock is the cave's wing: " + path);
        assertEquals(1, end.chebyshevDistance(new Position(2, 0)), "beside the rock: " + path);
        assertTrue(end.x() == 2 || end.y() == 0, "on a side, not a corner: " + end);
        path.forEach(p -> assertFalse(blocked.test(p), "the path crosses a blocked tile at " + p + ": " + path));
    }
}
