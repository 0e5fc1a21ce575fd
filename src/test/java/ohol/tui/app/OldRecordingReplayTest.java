package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A life on the 2016 and 2015 servers recorded with {@code --record}: the replay reads the
 * server's bytes in their own era and prints what the live run printed.
 */
@Timeout(90)
@EndToEnd
class OldRecordingReplayTest {
    /** The live lines a replay prints too: all but the steps of getting in, which the connection told. */
    static String replayable(String live) {
        return RecordReplayHeadlessTest.clockFree(live.lines()
                .filter(l -> !l.contains("\"event\":\"login_step\""))
                .toList());
    }

    /** {@code replay --headless} of the recording prints the live run's lines, status 0. */
    private static void replaysToTheLiveRun(OldLives.Recorded r) {
        RecordReplayHeadlessTest.Replayed replayed = RecordReplayHeadlessTest.replay(
                "replay", "--headless", r.recording().toString());
        assertEquals(0, replayed.code(), replayed.err());
        assertEquals(replayable(r.live().out()), RecordReplayHeadlessTest.clockFree(replayed.out()));
    }

    @Test
    void a2016LifeReplaysToTheLiveRunsLines(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2016-mother.cap", "testPassword", "AAAABBBBCCCCDDDDEEEE", "mother@example.com", OldLives.MOTHER, dir);
        assertEquals(0, r.live().code(), r.live().err());
        assertTrue(r.live().out().contains("\"event\":\"life_began\""), r.live().out());

        replaysToTheLiveRun(r);
    }

    @Test
    void a2015LifeReplaysToTheLiveRunsLines(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2015-first.cap", "", "AAAABBBBCCCCDDDDEEEE", "first@example.com", OldLives.FIRST_2015, dir);
        assertEquals(0, r.live().code(), r.live().err());
        assertTrue(r.live().out().contains("\"event\":\"life_began\""), r.live().out());

        replaysToTheLiveRun(r);
    }

    @Test
    void theEraNamedByDialectIsInTheHeaderAndReplays(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2016-mother.cap",
                "testPassword",
                "AAAABBBBCCCCDDDDEEEE",
                "mother@example.com",
                OldLives.MOTHER,
                dir,
                "--dialect",
                "2016");
        assertEquals(0, r.live().code(), r.live().err());
        assertTrue(RecordReplayHeadlessTest.inflated(r.recording()).contains("\"dialect\":\"2016\""));

        replaysToTheLiveRun(r);
    }

    @Test
    void aRecordingMadeBeforeTheHeaderNamedTheEraFindsItFromTheGreeting(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2016-mother.cap", "testPassword", "AAAABBBBCCCCDDDDEEEE", "mother@example.com", OldLives.MOTHER, dir);
        String text = RecordReplayHeadlessTest.inflated(r.recording());
        assertTrue(text.contains(",\"dialect\":\"\"}"), text.substring(0, 300));
        Path older = dir.resolve("older.ohrec");
        try (var out = new GZIPOutputStream(Files.newOutputStream(older))) {
            out.write(text.replace(",\"dialect\":\"\"}", "}").getBytes(StandardCharsets.ISO_8859_1));
        }

        RecordReplayHeadlessTest.Replayed replayed =
                RecordReplayHeadlessTest.replay("replay", "--headless", older.toString());
        assertEquals(0, replayed.code(), replayed.err());
        assertEquals(replayable(r.live().out()), RecordReplayHeadlessTest.clockFree(replayed.out()));
    }
}
