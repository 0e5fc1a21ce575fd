package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
 * A bug on the connection's own reader thread, in a real JVM playing practice headless: the
 * connection ends (the process is not killed), and the client ends with status 4 and one line that
 * names the failure and its report, which holds the trace, as a bug on any other thread does.
 */
@Timeout(60)
@EndToEnd
class ConnectionBugEndToEndTest {
    private static final Pattern LINE = Pattern.compile(
            "ohol-tui: the client stopped: an internal error while reading from the server: ThreadDeath;"
                    + " the report is in (.*/crash-\\d{8}T\\d{6}Z-\\d+\\.txt)");

    @Test
    void aBugOnTheReaderThreadLeavesOneLineAndAReport(@TempDir Path dir) throws Exception {
        assumeTrue(Runtime.version().feature() < 20, "Thread.stop plants the failure only before Java 20");
        Path err = dir.resolve("stderr.txt");
        ProcessBuilder builder = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Dfail.when=3",
                        "-cp",
                        HeadlessChild.classPath(PlantedReaderFailure.class),
                        PlantedReaderFailure.class.getName(),
                        "practice",
                        "--headless"))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(err.toFile());
        builder.environment().put("HOME", dir.resolve("home").toString());
        builder.environment().put("XDG_STATE_HOME", dir.resolve("state").toString());
        Process client = builder.start(); // its input stays open: only the failure ends it
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
        String text = Files.readString(Path.of(m.group(1)));
        assertTrue(text.contains("\nthread: net-reader\n"), text);
        assertTrue(text.contains("java.lang.ThreadDeath"), text);
    }
}
