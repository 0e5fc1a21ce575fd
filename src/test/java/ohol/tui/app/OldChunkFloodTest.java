package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.zip.Deflater;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.protocol.FrameDecoder;
import ohol.tui.testserver.HeadlessChild;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A hostile 2016 or 2015 server sends map chunks of a few kilobytes of zlib that inflate to the
 * most the decoder takes ({@link FrameDecoder#MAX_RAW}, 4 MB) of the worst cells: the largest
 * square allowed, each cell a long list of contained objects, or of sub-containers.
 * {@code play --headless --dialect}, in a JVM of its own with a 64 MB heap, does not run out of
 * memory: it says a chunk was skipped and ends when the server does (2015: or hangs up on a
 * chunk past what it holds, with a protocol error, status 3 too). A regression guard: it held
 * before it was written.
 */
@Timeout(200)
@EndToEnd
class OldChunkFloodTest {
    /** The largest old chunk the client reads: 61x61 cells, within today's 3,840. */
    private static final int SIDE = 61;

    /** {@code MC} of {@code cells} (each as the era writes it), inflating to {@link FrameDecoder#MAX_RAW}. */
    static byte[] chunk(String cell, String more) {
        StringBuilder cells = new StringBuilder(FrameDecoder.MAX_RAW);
        int each = FrameDecoder.MAX_RAW / (SIDE * SIDE);
        for (int i = 0; i < SIDE * SIDE; i++) {
            StringBuilder one = new StringBuilder(cell);
            while (one.length() + 2 < each) {
                one.append(more);
            }
            if (i > 0) {
                cells.append(' ');
            }
            cells.append(one, 0, Math.min(one.length(), each - 1));
        }
        while (cells.length() < FrameDecoder.MAX_RAW) {
            cells.append(' ');
        }
        byte[] raw = cells.toString().getBytes(StandardCharsets.US_ASCII);
        Deflater d = new Deflater(9);
        d.setInput(raw);
        d.finish();
        ByteArrayOutputStream z = new ByteArrayOutputStream();
        byte[] buf = new byte[65536];
        while (!d.finished()) {
            z.write(buf, 0, d.deflate(buf));
        }
        d.end();
        byte[] head =
                ("MC\n" + SIDE + " 0 0\n" + raw.length + " " + z.size() + "\n#").getBytes(StandardCharsets.US_ASCII);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(head);
        all.writeBytes(z.toByteArray());
        return all.toByteArray();
    }

    private static HeadlessChild.Outcome flood(String era, String greeting, String cell, Path dir) throws Exception {
        byte[][] chunks = {chunk(cell, ",7"), chunk(cell, ",7:7:7:7:7")};
        assertTrue(chunks[0].length < 64 * 1024, "a few KB of zlib: " + chunks[0].length);
        ByteArrayOutputStream flood = new ByteArrayOutputStream();
        for (byte[] c : chunks) {
            flood.writeBytes(c);
        }
        boolean login = !greeting.isEmpty(); // 2015 has none: the map comes first
        ScriptedServer.Script script = (command, s) -> {
            if (command.startsWith("LOGIN")) {
                s.send("ACCEPTED\n#");
                s.send(flood.toByteArray());
                s.endStream();
            }
        };
        byte[] first = login ? greeting.getBytes(StandardCharsets.US_ASCII) : flood.toByteArray();
        try (ScriptedServer server = new ScriptedServer(first, script)) {
            List<String> args = List.of(
                    "play",
                    "--headless",
                    "--dialect",
                    era,
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(server.port()),
                    "--email",
                    "flood@example.com");
            try (HeadlessChild client = HeadlessChild.start(args, "64m", dir)) {
                if (!login) {
                    Await.until(Duration.ofSeconds(60), server::greeted, "the client connects");
                    server.endStream();
                }
                return client.await(Duration.ofSeconds(150));
            }
        }
    }

    private static void assertSkipped(HeadlessChild.Outcome outcome) {
        assertTrue(outcome.err().contains("skipped: MC: skipped message"), outcome.err());
        assertFalse(outcome.err().contains("out of memory"), outcome.err());
    }

    @Test
    void a2015ServersWorstChunksAreSkippedWithinTheHeap(@TempDir Path dir) throws Exception {
        HeadlessChild.Outcome outcome = flood("2015", "", "7", dir);
        assertNotEquals(Optional.of(4), outcome.status(), outcome.err());
        assertEquals(Optional.of(3), outcome.status(), outcome.err());
        assertSkipped(outcome);
    }

    @Test
    void a2016ServersWorstChunksAreSkippedWithinTheHeap(@TempDir Path dir) throws Exception {
        HeadlessChild.Outcome outcome = flood("2016", "SN\n1234\n#", "0:7", dir);
        assertNotEquals(Optional.of(4), outcome.status(), outcome.err());
        assertEquals(Optional.of(3), outcome.status(), outcome.err());
        assertSkipped(outcome);
    }
}
