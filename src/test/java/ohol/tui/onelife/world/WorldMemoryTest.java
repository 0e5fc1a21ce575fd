package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.ServerMessages;
import org.junit.jupiter.api.Test;

class WorldMemoryTest {
    private static PlayerUpdate pu(int id, int x, int y) {
        String line =
                id + " 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 " + x + " " + y + " 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0";
        return (PlayerUpdate) ServerMessages.standard()
                .decode(new Frame("PU", List.of(line)), p -> {
                    throw new AssertionError(p);
                })
                .orElseThrow();
    }

    private static MapChunk chunkAround(int x, int y) {
        List<MapChunk.MapCell> cells = new ArrayList<>();
        for (int i = 0; i < 32 * 30; i++) {
            cells.add(new MapChunk.MapCell(i % 7, 0, GameObject.of(i % 5 == 0 ? 33 : 0)));
        }
        return new MapChunk(32, 30, x - 16, y - 15, cells);
    }

    @Test
    void aLongWalkForgetsWhatIsFarBehind() {
        World world = new World(() -> 0L);
        world.accept(pu(7, 0, 0));
        world.accept(new FrameEnd());
        int most = 0;
        for (int x = 0; x <= 5_000; x += 20) {
            world.accept(chunkAround(x, 0));
            world.accept(pu(7, x, 0));
            world.accept(pu(1000 + x, x - 100, 0)); // someone left behind each time
            world.accept(new FrameEnd());
            most = Math.max(most, world.map.blockCount());
        }
        int side = 2 * World.FORGET_RADIUS / MapMirror.SIZE + 2;
        assertTrue(most <= side * side, "blocks kept: " + most);
        assertTrue(world.people.size() <= 10, "people kept: " + world.people.size());
        assertEquals(new Position(5_000, 0), world.snapshot().ourPosition());
        assertTrue(world.snapshot().cell(5_000, 0).isPresent());
        assertTrue(world.snapshot().cell(0, 0).isEmpty(), "the start is forgotten");
    }

    /**
     * Chunks with no frame end (a hostile server): each is laid as it comes, as the official
     * client lays them, and far blocks go as they are laid, so the map never holds more than
     * {@link World#BLOCKS_HELD} blocks and one chunk's worth.
     */
    @Test
    void chunksWithoutFrameEndsAreLaidAsTheyComeAndFarOnesGo() {
        World world = new World(() -> 0L);
        world.accept(pu(7, 0, 0));
        world.accept(new FrameEnd());
        int most = 0;
        for (int k = 1; k <= 2_000; k++) {
            world.accept(chunkAround(1_000 + 32 * k, 0), 6 * 32 * 30);
            most = Math.max(most, world.map.blockCount());
        }
        assertTrue(most <= World.BLOCKS_HELD + 9, "blocks held: " + most);
        world.accept(chunkAround(0, 0), 6 * 32 * 30);
        assertTrue(world.snapshot().cell(0, 0).isPresent(), "laid before any frame end");
        assertTrue(world.overrun().isEmpty());
        world.accept(new FrameEnd());
        assertTrue(world.snapshot().cell(1_000 + 32 * 2_000, 0).isEmpty(), "far ground forgotten");
    }

    /**
     * Messages that never end a frame (a hostile server): past {@link World#MAX_PENDING_BYTES} the
     * world lets them go, says why, and takes nothing more, whatever comes after.
     */
    @Test
    void aFrameThatNeverEndsIsLetGoWithItsReason() {
        World world = new World(() -> 0L);
        world.accept(pu(7, 0, 0));
        world.accept(new FrameEnd());
        int taken = 0;
        while (world.overrun().isEmpty()) {
            world.accept(pu(100 + taken, 3, 0), 250_000);
            taken++;
        }
        assertEquals(World.MAX_PENDING_BYTES / 250_000 + 1, taken);
        assertEquals(
                "the server sent more than the client can hold: over 2 MB in " + taken
                        + " messages without ending a frame",
                world.overrun().get());
        assertEquals(World.FrameResult.NOTHING, world.accept(new FrameEnd()));
        assertEquals(1, world.people.size(), "none of the held messages was applied");
    }

    @Test
    void aSnapshotDoesNotChangeWhenTheWorldDoes() {
        World world = new World(() -> 0L);
        world.accept(pu(7, 0, 0));
        world.accept(chunkAround(0, 0));
        world.accept(new FrameEnd());
        WorldSnapshot before = world.snapshot();
        Cell cell = before.cell(0, 0).orElseThrow();
        world.accept(new ohol.tui.onelife.protocol.server.MapChange(
                List.of(new ohol.tui.onelife.protocol.server.MapChange.Change(
                        0, 0, 0, GameObject.of(292), -1, java.util.Optional.empty()))));
        world.accept(new FrameEnd());
        assertEquals(cell, before.cell(0, 0).orElseThrow());
        assertEquals(292, world.snapshot().cell(0, 0).orElseThrow().object().id());
    }
}
