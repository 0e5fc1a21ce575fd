package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.crossfire.ReplayServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crossfire --log FILE}, as {@code play}'s: the connection, every message in and command
 * out, a line each; the new character's password is given twice and never written.
 */
@EndToEnd
class CrossfireLogTest {
    @Test
    void theLogHasTheWireButNeverThePassword(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("cf.log");
        try (ReplayServer server = new ReplayServer("newchar.cap")) {
            CliRun run = CliRun.of(
                    Map.of("OHOL_CROSSFIRE_PASSWORD", "secretpass"),
                    "wait 0.5\nquit\n",
                    "crossfire",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(server.port()),
                    "--name",
                    "Capturer",
                    "--log",
                    log.toString(),
                    "--login",
                    "query"); // the capture is of the query login
            assertEquals(0, run.code(), run.err());
        }
        String logged = Files.readString(log);
        assertTrue(logged.contains("connecting to 127.0.0.1:"), logged);
        assertTrue(logged.contains(" sent version 1023 1029 "), logged);
        assertTrue(logged.contains(" received query"), logged);
        assertTrue(logged.contains(" sent reply Capturer"), logged);
        assertEquals(2, logged.split(" sent reply HIDDEN", -1).length - 1, "the password, twice, hidden:\n" + logged);
        assertTrue(logged.contains(" received map2"), logged);
        assertTrue(logged.contains("connection closed"), logged);
        assertFalse(logged.contains("secretpass"), logged);
    }
}
