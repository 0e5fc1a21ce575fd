package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.VirtualScreen;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.term.Palette;
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
 * Recordings whose close record an attacker wrote: every kind, and one that does not exist, with
 * a detail of escape sequences, every C0 control, C1 controls, bytes that are not UTF-8, or 60 KB
 * of them (a title sequence's text among them); in a recording where no life began, and in a practice life. Replayed headless, into a
 * cast, on the screen (Lanterna's virtual terminal, its keys pressed), and decoded: none crashes,
 * and no control character from the file reaches a terminal or a stream.
 */
@Timeout(300)
@EndToEnd
class HostileCloseRecordTest {
    static final List<String> KINDS = List.of(
            "SERVER_CLOSED", "RESET", "PROTOCOL_ERROR", "SILENT", "INTERNAL_ERROR", "LOCAL", "NO_SUCH\u001b[2J");
    static final Map<String, byte[]> DETAILS = new LinkedHashMap<>();

    static {
        DETAILS.put(
                "escapes",
                "\u001b[31mred\u001b]0;PWNED\u0007 \u001b]52;c;UFdORUQ=\u0007\u001b[2J"
                        .getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream c0 = new ByteArrayOutputStream();
        for (int c = 0; c < 0x20; c++) {
            c0.write(c);
            c0.write('x');
        }
        c0.write(0x7f);
        DETAILS.put("C0", c0.toByteArray());
        DETAILS.put("C1", "\u0085\u009b31mred\u009d0;PWNED\u009c\u0090q\u009c".getBytes(StandardCharsets.UTF_8));
        DETAILS.put(
                "not UTF-8", new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0xc3, 0x28, 0x1b, (byte) 0xe2, (byte) 0x82});
        DETAILS.put("60 KB", "\u001b[1m\u001b]0;PWNED\u0007".repeat(3500).getBytes(StandardCharsets.UTF_8));
    }

    @TempDir
    static Path dir;

    static List<RecordEntry> practice;

    @BeforeAll
    static void recordALife() throws IOException {
        Path life = dir.resolve("life.ohrec");
        PracticeRun live =
                PracticeRun.of("wait 1\nsay HI\nquit\n", "practice", "--headless", "--record", life.toString());
        assertEquals(0, live.code(), live.err());
        practice = CraftedRecording.entries(life);
    }

    /** No life: a greeting, then the close. */
    static Path noLife(String kind, byte[] detail) throws IOException {
        Path f = Files.createTempFile(dir, "nolife", ".ohrec");
        try (CraftedRecording w = CraftedRecording.create(f)) {
            w.connected(0).received(10, "SN\n1234\nabc\n437\n#".getBytes(StandardCharsets.US_ASCII));
            w.closed(20, kind.getBytes(StandardCharsets.UTF_8), detail).ended(30);
        }
        return f;
    }

    /** The practice life with its close rewritten. */
    static Path life(String kind, byte[] detail) throws IOException {
        Path f = Files.createTempFile(dir, "life", ".ohrec");
        try (CraftedRecording w = CraftedRecording.create(f)) {
            long last = 0;
            for (RecordEntry e : practice) {
                if (e instanceof RecordEntry.Closed c) {
                    w.closed(c.millis(), kind.getBytes(StandardCharsets.UTF_8), detail);
                } else {
                    w.entry(e, 0);
                }
                last = e.millis();
            }
            w.ended(last);
        }
        return f;
    }

    static List<Path> all() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String kind : KINDS) {
            for (byte[] detail : DETAILS.values()) {
                files.add(noLife(kind, detail));
                files.add(life(kind, detail));
            }
        }
        return files;
    }

    /** Text a terminal would act on: C0 controls but line ends, DEL, C1 controls. */
    static void assertNoControls(String what, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = (c < 0x20 && c != '\n' && c != '\r') || (c >= 0x7f && c <= 0x9f);
            assertFalse(control, () -> what + ": control U+" + Integer.toHexString(c) + " in " + text);
        }
        assertFalse(text.contains("PWNED"), () -> what + ": a title sequence's text is shown: " + text);
    }

    @Test
    void headlessReplaysSayWhyInOneCleanLine() throws IOException {
        for (Path f : all()) {
            RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("replay", "--headless", f.toString());
            String what = "replay --headless " + f.getFileName();
            assertNotEquals(4, r.code(), () -> what + ": " + r.err());
            assertTrue(r.err().lines().count() <= 1, () -> what + ": " + r.err());
            assertNoControls(what, r.err());
            for (String line : r.out()) {
                assertTrue(line.startsWith("{") && line.endsWith("}"), () -> what + ": " + line);
            }
        }
    }

    @Test
    void castsAreWrittenAndSayWhyInCleanLines() throws IOException {
        for (Path f : all()) {
            Path cast = dir.resolve("out.cast");
            RecordReplayHeadlessTest.Replayed r =
                    RecordReplayHeadlessTest.replay("replay", f.toString(), "--cast", cast.toString());
            String what = "replay --cast " + f.getFileName();
            assertNotEquals(4, r.code(), () -> what + ": " + r.err());
            assertNoControls(what, r.err());
            if (Files.exists(cast)) {
                assertFalse(Files.readString(cast).contains("PWNED"), what + ": the cast shows the payload");
                Files.delete(cast);
            }
        }
    }

    @Test
    void decodingShowsNoControls() throws IOException {
        for (Path f : all()) {
            RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("decode", f.toString());
            String what = "decode " + f.getFileName();
            assertNotEquals(4, r.code(), () -> what + ": " + r.err());
            assertNoControls(what, r.err());
            assertNoControls(what, String.join("\n", r.out()));
        }
    }

    @Test
    void theScreenPlaysToTheEndAndSeeksWithoutControls() throws IOException {
        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), () -> 0L);
        for (Path f : all()) {
            long[] wall = {0};
            ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(f), parts, () -> wall[0]);
            DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
            TerminalScreen screen = new TerminalScreen(terminal);
            screen.startScreen();
            TerminalApp app = new TerminalApp(
                    screen,
                    replay.session(),
                    new Mailbox<>(),
                    new TerminalApp.Parts(
                            parts.catalog(),
                            KeymapLoader.defaults(),
                            GlyphTheme.defaults(),
                            new Palette(Palette.Depth.INDEXED256),
                            () -> wall[0],
                            false),
                    () -> 0,
                    true,
                    replay,
                    replay);
            String what = "the screen of " + f.getFileName();
            try {
                for (char key : "+++++ 5.0 9 ".toCharArray()) {
                    for (int i = 0; i < 20; i++) {
                        wall[0] += 100_000_000L;
                        app.tick();
                    }
                    terminal.addInput(new KeyStroke(key, false, false));
                    app.tick();
                    assertNoControls(what, VirtualScreen.text(terminal));
                    assertNoControls(what, replay.line().orElse(""));
                }
                replay.noLife().ifPresent(why -> assertNoControls(what, why));
                replay.end().ifPresent(e -> assertNoControls(what, e.toString()));
            } finally {
                replay.close();
                screen.stopScreen();
            }
        }
    }
}
