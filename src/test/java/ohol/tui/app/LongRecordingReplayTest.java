package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.Slow;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.testserver.HeadlessChild;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A crafted recording of a life 46 days long, a frame every 20 s (1.4 MB): the screen replay's
 * checkpoints stay within their budget (it ran a 64 MB heap out of memory with one kept every
 * 20 s), and a seek still goes anywhere in it.
 */
@Timeout(400)
@EndToEnd
@Slow
class LongRecordingReplayTest {
    @TempDir
    static Path dir;

    static Path long46;

    @BeforeAll
    static void craft() throws Exception {
        long46 = LongLife.write(dir, dir.resolve("46-days.ohrec"), true);
    }

    @Test
    void aCastOfFortySixDaysIsWrittenInASmallHeap(@TempDir Path child) throws Exception {
        Path cast = child.resolve("long.cast");
        try (HeadlessChild client =
                HeadlessChild.start(List.of("replay", long46.toString(), "--cast", cast.toString()), "64m", child)) {
            HeadlessChild.Outcome outcome = client.await(Duration.ofSeconds(360));
            assertEquals(Optional.of(0), outcome.status(), outcome.err());
            assertTrue(outcome.err().startsWith("ohol-tui: wrote " + cast + ": "), outcome.err());
        }
    }

    @Test
    void aSeekGoesAnywhereInFortySixDays() throws Exception {
        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), () -> 0L);
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(long46), parts, () -> 0L);
        try {
            replay.scoutAll();
            long length = replay.length().orElseThrow();
            assertTrue(length > 45L * 24 * 3600 * 1000, "46 days: " + length);
            long day = 24 * 3600 * 1000;
            for (long to : new long[] {length / 2, 2 * day, length - day, length / 3, 0, length / 2 + 1}) {
                replay.seek(to);
                assertEquals(to, replay.millis(), "at " + to);
                assertTrue(to == 0 || replay.session().inGame(), "in the world at " + to);
            }
        } finally {
            replay.close();
        }
    }
}
