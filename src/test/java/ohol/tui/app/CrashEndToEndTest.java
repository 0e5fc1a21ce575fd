package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.EndToEnd;
import ohol.tui.testserver.HeadlessChild;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bug on a thread of the client's own, in a real JVM playing practice: the process ends with
 * status 4 and one line that names the failure and its report, which holds the trace, and so
 * does the {@code --log} file.
 */
@Timeout(60)
@EndToEnd
class CrashEndToEndTest {
    private static final Pattern LINE =
            Pattern.compile("ohol-tui: the client stopped: an internal error: IllegalStateException: planted bug;"
                    + " the report is in (.*/crash-\\d{8}T\\d{6}Z-(\\d+)\\.txt)");

    @Test
    void aBugEndsTheClientWithOneLineAReportAndTheLog(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("practice.log");
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder builder = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Dfail.when=" + log,
                        "-cp",
                        HeadlessChild.classPath(PlantedFailure.class),
                        PlantedFailure.class.getName(),
                        "practice",
                        "--headless",
                        "--log",
                        log.toString()))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile());
        builder.environment().put("HOME", dir.resolve("home").toString());
        builder.environment().put("XDG_STATE_HOME", dir.resolve("state").toString());
        Process client = builder.start(); // its input stays open: only the bug ends it
        try {
            assertTrue(client.waitFor(50, TimeUnit.SECONDS), "the client did not end");
        } finally {
            client.destroyForcibly();
        }
        List<String> said =
                Files.readAllLines(err).stream().filter(l -> !l.isBlank()).toList();
        assertEquals(4, client.exitValue(), said::toString);
        assertEquals(1, said.size(), said::toString);
        Matcher m = LINE.matcher(said.get(0));
        assertTrue(m.matches(), said.get(0));
        Path report = Path.of(m.group(1));
        assertEquals(dir.resolve("state").resolve("ohol-tui"), report.getParent());
        assertEquals(Long.toString(client.pid()), m.group(2));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(report)));
        String text = Files.readString(report);
        assertTrue(text.contains("\nthread: planted\n"), text);
        assertTrue(text.contains("java.lang.IllegalStateException: planted bug"), text);
        assertTrue(text.contains("    at ohol.tui.app.PlantedFailure."), text);
        String logged = Files.readString(log);
        assertTrue(
                logged.contains(" practice\n") && logged.contains("java.lang.IllegalStateException: planted bug"),
                logged);
    }
}
