package ohol.tui.crossfire.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import ohol.tui.EndToEnd;
import ohol.tui.VirtualScreen;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.Keys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A recorded session (a real capture's) replayed on the Crossfire screen in a virtual terminal,
 * on a clock the test moves: the map and the messages come as the recording's time passes, at
 * the speed asked, held while paused.
 */
@EndToEnd
class ScreenReplayTest {
    @TempDir
    Path dir;

    private final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
    private final AtomicLong wall = new AtomicLong(1_000_000_000L);

    private static ScreenInput key(char c) {
        return new ScreenInput.Key(new KeyStroke(c, false, false));
    }

    private void seconds(ScreenReplay replay, double s) {
        wall.addAndGet((long) (s * TimeUnit.SECONDS.toNanos(1)));
        replay.round();
    }

    @Test
    void theRecordingPlaysOnTheScreenAtItsPaceAndSpeed() throws Exception {
        Path file = dir.resolve("newchar.ohrec");
        RecordReplayTest.recorded(file);
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        try (RecordingReader reader = RecordingReader.open(file)) {
            ScreenReplay replay = new ScreenReplay(screen, reader, Keys.defaults(), Glyphs.defaults(), wall::get);
            replay.round();
            assertTrue(VirtualScreen.text(terminal).contains("REPLAY 0:00  1x  playing"), VirtualScreen.text(terminal));
            assertFalse(VirtualScreen.text(terminal).contains("You say: hello"));

            replay.read(key(' ')); // paused: time passes, the replay does not
            seconds(replay, 30);
            assertTrue(replay.status().contains("0:00  1x  paused"), replay.status());
            replay.read(key(' '));
            replay.read(key('+'));
            replay.read(key('+'));
            seconds(replay, 0.25); // at 4x: a second of the recording
            assertTrue(replay.status().startsWith("REPLAY 0:01  4x  playing"), replay.status());
            seconds(replay, 0.25);
            assertTrue(replay.status().startsWith("REPLAY 0:02  4x  playing"), replay.status());

            for (int i = 0; i < 40 && replay.end().isEmpty(); i++) {
                seconds(replay, 1);
            }
            assertTrue(
                    replay.end().orElseThrow() instanceof RecordEntry.End,
                    replay.end().toString());
            String shown = VirtualScreen.text(terminal);
            assertTrue(shown.contains("You say: hello from the capture"), shown);
            assertTrue(shown.contains("You play Capturer."), shown); // the login ended as live
            assertTrue(shown.contains("@"), shown); // the map, the character at its middle
            assertTrue(shown.contains("at the end"), shown);
            assertEquals(false, replay.read(key('q')));
        } finally {
            screen.stopScreen();
        }
    }

    /**
     * {@code <} goes back a minute (here to the start: the character not yet in the world, its
     * words not yet said) by playing the recording again, and {@code >} goes on a minute (here to
     * the end: all of it said again), as One Hour One Life's replay seeks.
     */
    @Test
    void lessAndMoreGoBackAndOnAMinute() throws Exception {
        Path file = dir.resolve("seek.ohrec");
        RecordReplayTest.recorded(file);
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        try (ScreenReplay replay = new ScreenReplay(
                screen, () -> RecordingReader.open(file), Keys.defaults(), Glyphs.defaults(), wall::get)) {
            replay.read(key('>'));
            replay.round();
            assertTrue(replay.end().isPresent(), replay.status());
            assertTrue(VirtualScreen.text(terminal).contains("You say: hello from the capture"));
            replay.read(key('<'));
            replay.round();
            assertTrue(replay.end().isEmpty(), "back from the end: " + replay.status());
            assertTrue(replay.status().startsWith("REPLAY 0:00"), replay.status());
            String back = VirtualScreen.text(terminal);
            assertFalse(back.contains("You say: hello from the capture"), back);
            replay.read(key('>'));
            replay.round();
            assertTrue(VirtualScreen.text(terminal).contains("You say: hello from the capture"));
            assertTrue(replay.status().contains("at the end"), replay.status());
        } finally {
            screen.stopScreen();
        }
    }

    /** A replay of a stream read once cannot go back, and says so. */
    @Test
    void aStreamReadOnceCannotGoBackAndSaysSo() throws Exception {
        Path file = dir.resolve("once.ohrec");
        RecordReplayTest.recorded(file);
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        try (RecordingReader reader = RecordingReader.open(file)) {
            ScreenReplay replay = new ScreenReplay(screen, reader, Keys.defaults(), Glyphs.defaults(), wall::get);
            replay.read(key('>'));
            replay.read(key('<'));
            assertTrue(replay.status().contains("cannot go back"), replay.status());
        } finally {
            screen.stopScreen();
        }
    }
}
