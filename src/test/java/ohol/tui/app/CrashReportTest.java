package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** An internal error's line and report: what they say, where the report goes, what it never holds. */
class CrashReportTest {
    /** The line's end: where the report was written. */
    private static final Pattern WHERE =
            Pattern.compile("; the report is in (.*/crash-\\d{8}T\\d{6}Z-\\d+(-\\d+)?\\.txt)$");

    private static Path reported(String line) {
        Matcher m = WHERE.matcher(line);
        assertTrue(m.find(), line);
        return Path.of(m.group(1));
    }

    @Test
    void theLineNamesTheFailureCleanedAndTheReportHoldsItsWholeTrace(@TempDir Path dir) throws Exception {
        var failure =
                new IllegalStateException("a bug\u001b]0;owned\u0007 met\nthere", new java.io.IOException("the cause"));
        Thread thread = new Thread(() -> {}, "ohol-loop");
        String line = new CrashReport(dir.resolve("ohol-tui")).report("an internal error", thread, failure);
        assertTrue(
                line.startsWith(
                        "ohol-tui: the client stopped: an internal error: IllegalStateException: a bug met there;"),
                line);
        Path file = reported(line);
        assertEquals(dir.resolve("ohol-tui"), file.getParent());
        assertTrue(
                file.getFileName()
                        .toString()
                        .contains("-" + ProcessHandle.current().pid() + "."),
                line);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
        String text = Files.readString(file);
        assertTrue(text.startsWith("ohol-tui " + BuildInfo.version() + " (commit "), text);
        assertTrue(text.contains("\nthread: ohol-loop\n"), text);
        assertTrue(text.contains("java.lang.IllegalStateException: a bug met"), text);
        assertTrue(text.contains("    at ohol.tui.app.CrashReportTest."), text);
        assertTrue(text.contains("Caused by: java.io.IOException: the cause"), text);
        assertFalse(text.contains("\u001b") || text.contains("\u0007") || text.contains("\t"), text);
    }

    @Test
    void theLogFileGetsTheReportTooAndTwoReportsNeverShareAFile(@TempDir Path dir) throws Exception {
        CrashReport reports = new CrashReport(dir.resolve("state"));
        Path log = dir.resolve("debug.log");
        Files.writeString(log, "before\n");
        reports.alsoLogTo(log);
        Path first = reported(reports.report("an internal error", Thread.currentThread(), new RuntimeException("one")));
        Path second =
                reported(reports.report("an internal error", Thread.currentThread(), new RuntimeException("two")));
        assertNotEquals(first, second);
        assertTrue(Files.readString(first).contains("RuntimeException: one"));
        assertTrue(Files.readString(second).contains("RuntimeException: two"));
        String logged = Files.readString(log);
        assertTrue(logged.startsWith("before\n"), logged);
        assertTrue(logged.contains(" crash\nohol-tui ") && logged.contains("RuntimeException: two"), logged);
    }

    @Test
    void aFolderThatCannotBeMadeIsSaidAndTheFailureStillNamed(@TempDir Path dir) throws Exception {
        Path notAFolder = dir.resolve("file");
        Files.writeString(notAFolder, "");
        String line = new CrashReport(notAFolder.resolve("ohol-tui"))
                .report("an internal error", Thread.currentThread(), new NullPointerException());
        assertTrue(
                line.startsWith("ohol-tui: the client stopped: an internal error: NullPointerException;"
                        + " no report could be written in " + notAFolder.resolve("ohol-tui") + ": "),
                line);
    }

    @Test
    void aCommandsBugIsOneLineAndAReportInTheStateFolderWithStatus4(@TempDir Path dir) throws Exception {
        Map<String, String> env = Map.of("HOME", dir.resolve("home").toString(), "XDG_STATE_HOME", dir.toString());
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(
                            env,
                            new ByteArrayInputStream(new byte[0]),
                            folder -> {
                                throw new IllegalStateException("planted in the game data");
                            },
                            ClientRunner.Defaults::make));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path log = dir.resolve("practice.log");
        int code = Main.run(
                new String[] {"practice", "--headless", "--log", log.toString()},
                env,
                factory,
                new PrintWriter(out),
                new PrintWriter(err));
        assertEquals(4, code, err::toString);
        String[] lines = err.toString().split("\n");
        assertEquals(1, lines.length, err::toString);
        assertTrue(
                lines[0].startsWith(
                        "ohol-tui: the client stopped: an internal error: IllegalStateException: planted in the game data;"),
                lines[0]);
        Path file = reported(lines[0]);
        assertEquals(dir.resolve("ohol-tui"), file.getParent());
        assertTrue(Files.readString(file, StandardCharsets.UTF_8).contains("at ohol.tui.app.PracticeCommand."));
        // the log was opened before the game data was read: it was made, and says what it was
        assertTrue(Files.readString(log).contains(" practice"), Files.readString(log));
    }
}
