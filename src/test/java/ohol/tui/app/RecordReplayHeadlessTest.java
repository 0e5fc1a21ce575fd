package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A practice life played by a script with {@code --record}, then {@code replay --headless}: the same JSON lines. */
@Timeout(90)
@EndToEnd
class RecordReplayHeadlessTest {
    static final String SCRIPT = "scan 4\ngoto Gooseberry Bush\nwait 2\nsay HELLO\nlook 0 0\nuse 0 0\nwait 1\n"
            + "move 2 1\nwait 1.5\nsay BYE\nwait 1.5\nquit\n";

    record Replayed(int code, List<String> out, String err) {}

    static Replayed replay(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        var cmd = Main.commandLine(picocli.CommandLine.defaultFactory());
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int code = cmd.execute(args);
        return new Replayed(code, out.toString().lines().toList(), err.toString());
    }

    @Test
    void aRecordedPracticeLifeReplaysToTheSameJsonLines(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("life.ohrec");
        PracticeRun live = PracticeRun.of(SCRIPT, "practice", "--headless", "--record", file.toString());
        assertEquals(0, live.code(), live.err());
        assertTrue(live.out().stream().anyMatch(l -> l.contains("\"event\":\"done\"")), "the script did something");

        Replayed replayed = replay("replay", "--headless", file.toString());
        assertEquals(0, replayed.code(), replayed.err());
        assertEquals(clockFree(live.out()), clockFree(replayed.out()));
    }

    @Test
    void theRecordingHoldsNeitherTheHashesNorTheKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("life.ohrec");
        PracticeRun live = PracticeRun.of("wait 1\nquit\n", "practice", "--headless", "--record", file.toString());
        assertEquals(0, live.code(), live.err());
        String text = inflated(file);
        assertTrue(text.startsWith("OHOLREC 2\n"), text.substring(0, 20));
        assertTrue(text.contains("LOGIN client_ohol_tui practice@localhost HIDDEN HIDDEN 0#"), "the login, hidden");
        assertFalse(text.contains("PRACTICE"), "the practice world's account key");
        // the server's challenge is 40 hex digits too, and no secret: what answers it is
        var hash = java.util.regex.Pattern.compile("LOGIN[^#]*[0-9A-F]{40}").matcher(text);
        assertFalse(
                hash.find(),
                () -> "no hash of 40 hex digits: " + text.substring(Math.max(0, hash.start() - 80), hash.end()));
    }

    /**
     * The lines with what is worked out from the clock masked: an age, a round trip. The replay's
     * clock is the recording's, which differs from the live loop's by the milliseconds between a
     * record's writing and the loop's turn.
     */
    static String clockFree(List<String> lines) {
        return String.join("\n", lines).replaceAll("\"(age|roundTripMs|round_trip_ms)\":[0-9.E-]+", "\"$1\":_");
    }

    static String inflated(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            try {
                in.transferTo(b);
            } catch (java.io.EOFException e) {
                // a recording still being written has no trailer yet
            }
            return b.toString(StandardCharsets.ISO_8859_1);
        }
    }
}
