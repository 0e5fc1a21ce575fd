package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.GameSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A replay in which no life began says so, rather than end as if all were well. */
@Timeout(90)
@EndToEnd
class NoLifeReplayTest {
    @Test
    void aRecordingInWhichNoLifeBeganSaysSo(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2016-refused.cap", "wrongPassword", "AAAABBBBCCCCDDDDEEEE", "refused@example.com", "quit\n", dir);
        assertEquals(1, r.live().code(), r.live().err());

        RecordReplayHeadlessTest.Replayed replayed = RecordReplayHeadlessTest.replay(
                "replay", "--headless", r.recording().toString());
        assertEquals(2, replayed.code(), replayed.err());
        assertTrue(replayed.err().startsWith("ohol-tui: no life began in this recording"), replayed.err());
        assertTrue(replayed.err().contains("refused"), replayed.err());
        assertEquals(1, replayed.err().lines().count(), replayed.err());
    }

    @Test
    void onTheScreenAndInACastTooItIsSaid(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2016-refused.cap", "wrongPassword", "AAAABBBBCCCCDDDDEEEE", "refused@example.com", "quit\n", dir);
        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), () -> 0L);
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(r.recording()), parts, () -> 0L);
        try {
            Optional<String> why = replay.noLife();
            assertTrue(why.orElse("").startsWith("no life began in this recording"), why.toString());
            assertTrue(
                    replay.line().orElseThrow().contains(why.get()),
                    replay.line().toString());
        } finally {
            replay.close();
        }

        RecordReplayHeadlessTest.Replayed cast = RecordReplayHeadlessTest.replay(
                "replay",
                r.recording().toString(),
                "--cast",
                dir.resolve("life.cast").toString());
        assertEquals(2, cast.code(), cast.err());
        assertTrue(cast.err().contains("ohol-tui: no life began in this recording"), cast.err());
    }

    @Test
    void aLifeThatBeganSaysNothingOfTheKind(@TempDir Path dir) throws Exception {
        OldLives.Recorded r = OldLives.play(
                "2015-first.cap", "", "AAAABBBBCCCCDDDDEEEE", "first@example.com", OldLives.FIRST_2015, dir);
        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), () -> 0L);
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(r.recording()), parts, () -> 0L);
        try {
            assertEquals(Optional.empty(), replay.noLife());
        } finally {
            replay.close();
        }
    }
}
