package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Usage mistakes, help, version, keymap and decode's statuses, through the real command line. */
@Timeout(60)
class CommandLineConventionsTest {
    private static void mistake(String expected, String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(2, run.code(), run.err());
        assertEquals(1, run.err().lines().count(), "one line, no usage dump: " + run.err());
        assertTrue(run.err().startsWith("ohol-tui: " + expected), run.err());
        assertTrue(run.err().contains("--help"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aUsageMistakeIsOneLineAndStatusTwo() {
        mistake("unknown option '--bogus'", "play", "--bogus");
        mistake("unknown command 'plya'", "plya");
        mistake("invalid value for option '--port': 'abc' is not an int", "play", "--port", "abc");
        mistake("missing required parameter for option '--host'", "play", "--host");
        mistake("unknown option '--nope'", "practice", "--nope");
        mistake("unknown subcommand 'nosuch'", "help", "nosuch");
        mistake("missing required parameter: 'FILE'", "decode");
        mistake("--headless and --narrate are two ways to play", "practice", "--headless", "--narrate");
        mistake("--headless and --narrate are two ways to play", "play", "--narrate", "--headless", "--host", "h");
    }

    @Test
    void helpNamesACommandsOptions() {
        CliRun run = CliRun.of("help", "play");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("--game-dir"), run.out());
        assertTrue(run.out().contains("--reflector"), run.out());
        CliRun all = CliRun.of("help");
        assertEquals(0, all.code(), all.err());
        for (String command : new String[] {"play", "practice", "decode", "theme", "keymap", "config", "help"}) {
            assertTrue(all.out().contains("  " + command), command + " in " + all.out());
        }
    }

    @Test
    void versionSaysCommitProtocolDataAndJava() {
        CliRun run = CliRun.of("--version");
        assertEquals(0, run.code(), run.err());
        // built from a git checkout (as the tests always are), the build writes the commit in
        boolean checkout = Files.exists(Path.of(".git"));
        String commit = checkout ? "[0-9a-f]{7,}(-dirty)?" : "unknown";
        assertTrue(run.out().matches("(?s)ohol-tui \\S+ \\(commit " + commit + "\\)\n.*"), run.out());
        assertTrue(run.out().contains("protocol: One Hour One Life"), run.out());
        assertTrue(run.out().contains("game data: version 437"), run.out());
        assertTrue(run.out().contains("Java: " + System.getProperty("java.version")), run.out());
    }

    @Test
    void keymapPrintsTheDefaultKeymapWhichReadsBack(@TempDir Path dir) throws Exception {
        CliRun run = CliRun.of("keymap");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("# ohol-tui default keymap"), run.out());
        Path file = dir.resolve("my.keymap");
        Files.writeString(file, run.out());
        var printed = ohol.tui.onelife.input.KeymapLoader.load(file);
        var defaults = ohol.tui.onelife.input.KeymapLoader.defaults();
        assertEquals(defaults.modes(), printed.modes());
        for (var mode : defaults.modes()) {
            assertEquals(defaults.bindings(mode), printed.bindings(mode), mode.toString());
        }
    }

    @Test
    void decodeOfAMissingFileOrAFolderIsOneLineAndStatusTwo(@TempDir Path dir) {
        CliRun missing = CliRun.of("decode", dir.resolve("nope.cap").toString());
        assertEquals(2, missing.code(), missing.err());
        assertEquals("ohol-tui: cannot read " + dir.resolve("nope.cap") + ": no such file\n", missing.err());
        CliRun folder = CliRun.of("decode", dir.toString());
        assertEquals(2, folder.code(), folder.err());
        assertEquals("ohol-tui: " + dir + " is a folder, not a capture file\n", folder.err());
    }

    @Test
    void aStreamEndingInsideAMessageIsNotStatusZero(@TempDir Path dir) throws Exception {
        byte[] idle = Files.readAllBytes(Captures.file("idle.cap"));
        var chunks = CaptureFile.parse(idle).orElseThrow().chunks();
        var raw = new java.io.ByteArrayOutputStream();
        chunks.stream().filter(c -> c.direction() == 'S').forEach(c -> raw.writeBytes(c.bytes()));
        byte[] whole = raw.toByteArray();
        Path cut = dir.resolve("cut.raw");
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length - 1)); // the last '#' is gone
        CliRun run = CliRun.of("decode", cut.toString());
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().contains("the stream ends inside a message"), run.err());
        Path full = dir.resolve("full.raw");
        Files.write(full, whole);
        assertEquals(0, CliRun.of("decode", full.toString()).code());
    }
}
