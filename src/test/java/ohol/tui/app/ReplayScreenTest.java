package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import ohol.tui.EndToEnd;
import ohol.tui.VirtualScreen;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.gateway.AnsiScreen;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code replay FILE} on the screen: a recorded practice life replayed into the normal screen on
 * Lanterna's virtual terminal, its clock the test's, driven by the replay's keys.
 */
@Timeout(120)
@EndToEnd
class ReplayScreenTest {
    @TempDir
    static Path dir;

    static Path life;

    long wall = 5_000_000_000L;
    DefaultVirtualTerminal terminal;
    ScreenReplay replay;
    TerminalApp app;

    @BeforeAll
    static void record() {
        life = dir.resolve("life.ohrec");
        PracticeRun live =
                PracticeRun.of(RecordReplayHeadlessTest.SCRIPT, "practice", "--headless", "--record", life.toString());
        assertEquals(0, live.code(), live.err());
    }

    void open(Path file) throws IOException {
        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), () -> 0L);
        replay = new ScreenReplay(() -> RecordingReader.open(file), parts, () -> wall);
        replay.scoutAll();
        terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        app = new TerminalApp(
                screen,
                replay.session(),
                new Mailbox<>(),
                new TerminalApp.Parts(
                        parts.catalog(),
                        KeymapLoader.defaults(),
                        GlyphTheme.defaults(),
                        new Palette(Palette.Depth.INDEXED256),
                        () -> wall,
                        false),
                () -> 0,
                true,
                replay,
                replay);
        app.tick();
    }

    void after(double seconds) throws IOException {
        for (int i = 0; i < seconds * 10; i++) {
            wall += 100_000_000L;
            app.tick();
        }
    }

    void press(char c) throws IOException {
        terminal.addInput(new KeyStroke(c, false, false));
        app.tick();
    }

    String screen() {
        return VirtualScreen.text(terminal);
    }

    String replayLine() {
        return screen().lines().toList().get(1);
    }

    /** The screen without the replay's own line. */
    String world() {
        List<String> rows = new java.util.ArrayList<>(screen().lines().toList());
        rows.remove(1);
        return String.join("\n", rows);
    }

    @Test
    void playsOnTheRecordingsClockAndPauseStopsIt() throws IOException {
        open(life);
        after(2);
        assertEquals(2000, replay.millis(), "two seconds of the screen's clock, two of the recording's");
        assertTrue(replayLine().startsWith("REPLAY 0:02 / 0:"), replayLine());
        press(' ');
        long paused = replay.millis();
        after(5);
        assertEquals(paused, replay.millis(), "paused: the recording's clock stands");
        assertTrue(replayLine().contains("paused"), replayLine());
        press('+');
        press('+');
        press(' ');
        after(0.5);
        assertEquals(paused + 2000, replay.millis(), "4x: half a second is two");
        assertTrue(replayLine().contains("4x"), replayLine());
    }

    @Test
    void stepPlaysOneServerFrameAtATime() throws IOException {
        open(life);
        press(' ');
        String before = world();
        long[] times = new long[6];
        for (int i = 0; i < times.length; i++) {
            press('.');
            times[i] = replay.millis();
            assertTrue(replay.paused(), "a step leaves the replay paused");
        }
        assertTrue(times[0] > 0, "the first step reaches the first frame");
        for (int i = 1; i < times.length; i++) {
            assertTrue(times[i] >= times[i - 1], Arrays.toString(times));
        }
        assertTrue(replay.session().snapshot().ourId().isPresent(), "a few frames in, we are born");
        assertNotEquals(before, world(), "the screen shows the frames stepped through");
    }

    @Test
    void seekingBackToTheStartShowsTheFirstScreenAgain() throws IOException {
        open(life);
        press(' ');
        String first = world();
        press('9');
        assertTrue(replay.millis() > 3000, "90% of the life: " + replay.millis());
        String late = world();
        assertNotEquals(first, late);
        press('0');
        assertEquals(0, replay.millis());
        assertEquals(first, world(), "back at the start, the first screen");
        press('5');
        long half = replay.millis();
        press('<');
        assertEquals(0, replay.millis(), "a minute back from the middle of a short life is its start");
        press('>');
        assertEquals(replay.length().orElseThrow(), replay.millis(), "a minute on is its end");
        assertTrue(half > 0 && half < replay.millis());
    }

    @Test
    void theOverlaysAndLookWorkOnTheReplayedWorldAndActionsAreAnswered() throws IOException {
        open(life);
        press('8');
        press('F');
        assertTrue(screen().contains("Your family"), screen());
        press('q'); // any key not the overlay's closes it
        terminal.addInput(new KeyStroke('p', true, false));
        app.tick();
        assertTrue(screen().contains("History of this life"), screen());
        terminal.addInput(new KeyStroke(KeyType.Escape));
        app.tick();
        press('?');
        assertTrue(screen().contains("go to 0%, 10%, ... 90% of the recording"), "the help says what the digits do");
        terminal.addInput(new KeyStroke(KeyType.Escape));
        app.tick();
        press('d'); // drop: a game action
        assertTrue(screen().contains("this is a replay: nothing is sent"), screen());
        press('x'); // look mode: the cursor, and the look pane on the replayed world
        press('8');
        assertTrue(replay.millis() > 0);
        long at = replay.millis();
        assertEquals(at, replay.millis(), "in look mode a digit moves the cursor, not the replay");
        assertTrue(screen().contains("Near you"), "the near list, in the sidebar");
    }

    @Test
    void aDamagedRecordingStopsAtTheDamageAndSaysWhere() throws IOException {
        byte[] whole = Files.readAllBytes(life);
        Path cut = dir.resolve("cut.ohrec");
        Files.write(cut, Arrays.copyOf(whole, whole.length * 2 / 3));
        open(cut);
        after(60);
        assertTrue(replay.end().isPresent(), "played to the damage");
        assertTrue(replayLine().contains("the recording is damaged after"), replayLine());
        assertFalse(app.isFinished(), "the screen stays for the player to look at");
    }

    @Test
    void aCastIsAsciicastVersionTwoAndPlaysToTheLifesLastScreen() throws IOException {
        Path cast = dir.resolve("life.cast");
        RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay(
                "replay", life.toString(), "--cast", cast.toString(), "--size", "90x28");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("wrote " + cast), r.err());
        List<String> lines = Files.readAllLines(cast);
        JsonObject header = JsonParser.parseString(lines.get(0)).getAsJsonObject();
        assertEquals(2, header.get("version").getAsInt());
        assertEquals(90, header.get("width").getAsInt());
        assertEquals(28, header.get("height").getAsInt());
        assertTrue(header.get("timestamp").getAsLong() > 1_600_000_000L);
        assertTrue(header.getAsJsonObject("env").has("TERM"));
        AnsiScreen vt = new AnsiScreen(90, 28);
        double last = 0;
        assertTrue(lines.size() > 5, "frames: " + lines.size());
        for (String line : lines.subList(1, lines.size())) {
            JsonArray e = JsonParser.parseString(line).getAsJsonArray();
            assertEquals(3, e.size(), line);
            double t = e.get(0).getAsDouble();
            assertTrue(t >= last, "times never go back: " + t + " after " + last);
            assertTrue(t - last <= 2.0 + 1e-6, "idle stretches cut to 2 s: " + t + " after " + last);
            last = t;
            assertEquals("o", e.get(1).getAsString());
            vt.write(e.get(2).getAsString().getBytes(StandardCharsets.UTF_8));
        }
        String end = vt.screen();
        // said early in the script, so in the recording however late its last lines came
        assertTrue(end.contains("You: HELLO"), end);
        assertTrue(end.contains("@"), "we are on the map: " + end);
        assertTrue(end.contains("Near you"), end);
        assertFalse(end.contains("REPLAY"), "a cast shows the life, not the replay's keys");
    }

    @Test
    void aCastOfADamagedRecordingStopsAtTheDamage() throws IOException {
        byte[] whole = Files.readAllBytes(life);
        Path cut = dir.resolve("cut-for-cast.ohrec");
        Files.write(cut, Arrays.copyOf(whole, whole.length * 2 / 3));
        Path cast = dir.resolve("cut.cast");
        RecordReplayHeadlessTest.Replayed r =
                RecordReplayHeadlessTest.replay("replay", cut.toString(), "--cast", cast.toString());
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("the recording is damaged after"), r.err());
        assertTrue(Files.readAllLines(cast).size() > 1, "what came before the damage is in the cast");
    }

    @Test
    void aCastThatCannotBeWrittenOrAWrongSizeIsOneLine() {
        Path nowhere = dir.resolve("no-such-folder").resolve("x.cast");
        RecordReplayHeadlessTest.Replayed r =
                RecordReplayHeadlessTest.replay("replay", life.toString(), "--cast", nowhere.toString());
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("ohol-tui: cannot write " + nowhere), r.err());

        r = RecordReplayHeadlessTest.replay(
                "replay", life.toString(), "--cast", dir.resolve("y.cast").toString(), "--size", "huge");
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("ohol-tui: --size wants COLSxROWS"), r.err());
    }
}
