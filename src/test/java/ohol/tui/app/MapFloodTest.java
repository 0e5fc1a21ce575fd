package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.testserver.HeadlessChild;
import ohol.tui.testserver.MapFloodServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hostile server floods {@code play --headless}, run in a JVM of its own with a small heap,
 * over a real socket. Map chunks, a few dozen bytes of zlib and a few kilobytes
 * once read, with or without a frame end after each: the client holds what it can and ends only
 * when the server does ("server closed the connection", status 3), never out of memory. Messages
 * that never end a frame: the client hangs up with one line saying why (status 3).
 */
@Timeout(330)
@EndToEnd
class MapFloodTest {
    /** Room for the client with its limits, far less than what it held of a chunk flood without them. */
    private static final String HEAP = "16m";
    /** Room for the client with its limits and the JSON of an MX of 4,000 changes. */
    private static final String HEAP_FOR_CHANGES = "32m";

    private static HeadlessChild.Outcome flood(MapFloodServer.Flood kind, long bytes, Path dir, MapFloodServer[] held)
            throws Exception {
        String heap = kind == MapFloodServer.Flood.CHANGES_WITHOUT_FRAME_ENDS ? HEAP_FOR_CHANGES : HEAP;
        try (MapFloodServer server = new MapFloodServer(kind, bytes);
                HeadlessChild client = HeadlessChild.start(server.port(), heap, dir)) {
            held[0] = server;
            return client.await(Duration.ofSeconds(300));
        }
    }

    private static List<String> lines(HeadlessChild.Outcome outcome) {
        return outcome.err().lines().filter(l -> !l.isBlank()).toList();
    }

    @Test
    void mapChunksWithoutFrameEndsAreHeldWithinTheHeap(@TempDir Path dir) throws Exception {
        MapFloodServer[] server = new MapFloodServer[1];
        HeadlessChild.Outcome outcome = flood(MapFloodServer.Flood.CHUNKS_WITHOUT_FRAME_ENDS, 100_000, dir, server);
        assertEquals(Optional.of(3), outcome.status(), outcome.err());
        assertEquals(List.of("ohol-tui: server closed the connection"), lines(outcome), "read to the end");
        assertTrue(server[0].over(), "the server sent it all");
    }

    @Test
    void mapChunksWithFrameEndsWaitWithinTheHeap(@TempDir Path dir) throws Exception {
        MapFloodServer[] server = new MapFloodServer[1];
        HeadlessChild.Outcome outcome = flood(MapFloodServer.Flood.CHUNKS_WITH_FRAME_ENDS, 100_000, dir, server);
        assertEquals(Optional.of(3), outcome.status(), outcome.err());
        assertEquals(List.of("ohol-tui: server closed the connection"), lines(outcome), "read to the end");
        assertTrue(server[0].over(), "the server sent it all");
    }

    @Test
    void messagesThatNeverEndAFrameAreHungUpOnWithOneLine(@TempDir Path dir) throws Exception {
        MapFloodServer[] server = new MapFloodServer[1];
        long asked = 4 << 20;
        HeadlessChild.Outcome outcome = flood(MapFloodServer.Flood.CHANGES_WITHOUT_FRAME_ENDS, asked, dir, server);
        assertEquals(Optional.of(3), outcome.status(), outcome.err());
        List<String> said = lines(outcome);
        assertEquals(1, said.size(), outcome.err());
        assertTrue(
                said.get(0)
                        .matches("ohol-tui: protocol error: the server sent more than the client can hold:"
                                + " over 2 MB in \\d+ messages without ending a frame"),
                said.get(0));
    }
}
