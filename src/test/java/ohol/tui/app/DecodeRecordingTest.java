package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code decode} of a recording made with {@code --record}: the server's messages and our commands
 * as JSON lines, as for a capture, not the file's compressed bytes read as a server stream.
 */
@EndToEnd
class DecodeRecordingTest {
    @Test
    void aRecordingIsDecodedIntoItsMessagesAndCommands(@TempDir Path dir) {
        Path file = dir.resolve("life.ohrec");
        PracticeRun life =
                PracticeRun.of("say HELLO\nwait 1\nquit\n", "practice", "--headless", "--record", file.toString());
        assertEquals(ExitCode.OK.status(), life.code(), life.err());
        CliRun decoded = CliRun.of(Map.of(), "", "decode", file.toString());
        assertEquals(0, decoded.code(), decoded.err());
        assertTrue(decoded.out().contains("\"tag\":\"PU\""), decoded.out());
        assertTrue(
                decoded.out().contains("\"event\":\"command\"") && decoded.out().contains("SAY 0 0 HELLO"),
                decoded.out());
        assertTrue(decoded.out().contains("<login hidden>"), "the login, told without its hashes: " + decoded.out());
        assertEquals("", decoded.err());
    }
}
