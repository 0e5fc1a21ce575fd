package ohol.tui.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The terminal conventions, on the built jar in a real terminal (tmux): {@code TERM=dumb} is
 * refused in one line, a locale that is not UTF-8 draws ASCII only, {@code NO_COLOR} draws no
 * colour; and a headless client whose reader closes its output ends by itself.
 */
@Timeout(120)
class TerminalConventionsIT {
    private final String session = "ohol-conv-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;

    /**
     * An SGR sequence that sets a colour: 30-38, 40-48, 90-97, 100-107 (39 and 49, the terminal's
     * own colours, are no colour).
     */
    private static final Pattern COLOUR =
            Pattern.compile("\u001b\\[(?:[0-9;]*;)?(?:3[0-8]|4[0-8]|9[0-7]|10[0-7])(?:;[0-9;]*)?m");

    private static Path jar() {
        Path jar =
                Path.of(System.getProperty("ohol.jar", "target/ohol-tui.jar")).toAbsolutePath();
        assumeTrue(Files.isRegularFile(jar), "run after 'mvn package': " + jar);
        return jar;
    }

    /** The pane as text, or with {@code -e} its colours and styles as escape sequences too. */
    private String pane(boolean escapes) throws Exception {
        return escapes
                ? Tmux.run("tmux", "capture-pane", "-p", "-e", "-t", session)
                : Tmux.run("tmux", "capture-pane", "-p", "-t", session);
    }

    private String until(String what, Predicate<String> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            String screen = pane(false);
            if (condition.test(screen)) {
                return screen;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + ":\n" + screen);
            }
            TimeUnit.MILLISECONDS.sleep(100);
        }
    }

    private void start(String command) throws Exception {
        Tmux.run("tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30", "sh", "-c", command);
        Tmux.run("tmux", "set-option", "-t", session, "remain-on-exit", "on");
    }

    @AfterEach
    void killSession() throws Exception {
        if (Tmux.installed()) {
            Tmux.run("tmux", "kill-session", "-t", session);
        }
    }

    @Test
    void aDumbTerminalIsRefusedInOneLineNamingTheLineFrontEnds(@TempDir Path dir) throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        Path status = dir.resolve("status");
        Path err = dir.resolve("err");
        start("TERM=dumb java -jar '" + jar() + "' practice 2> '" + err + "'; echo $? > '" + status + "'");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(status) && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(100);
        }
        assertEquals("2", Files.readString(status).strip(), "exit status");
        List<String> lines = Files.readAllLines(err);
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(
                lines.get(0).contains("TERM=dumb") && lines.get(0).contains("cannot place the cursor"), lines.get(0));
        assertTrue(lines.get(0).contains("--headless") && lines.get(0).contains("--narrate"), lines.get(0));
    }

    private String practiceScreen(String environment) throws Exception {
        start(environment + " java -jar '" + jar() + "' practice");
        until("the status line", s -> s.contains("food 18/18") && s.contains("age 14"));
        TimeUnit.MILLISECONDS.sleep(300); // the rest of the first frame
        return pane(true);
    }

    @Test
    void inAUtf8LocaleWithColourTheScreenHasBoth() throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        String screen = practiceScreen("LC_ALL=C.UTF-8");
        assertTrue(COLOUR.matcher(screen).find(), "colours drawn:\n" + screen);
        assertTrue(screen.chars().anyMatch(c -> c > 127), "Unicode drawn:\n" + screen);
    }

    @Test
    void noColourDrawsNoColour() throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        String screen = practiceScreen("NO_COLOR=1 LC_ALL=C.UTF-8");
        assertFalse(COLOUR.matcher(screen).find(), "no colour:\n" + screen);
        assertTrue(screen.contains("food 18/18"), screen);
    }

    @Test
    void aLocaleThatIsNotUtf8DrawsAsciiOnly() throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        String screen = practiceScreen("LC_ALL=C");
        assertTrue(screen.chars().allMatch(c -> c < 128), "ASCII only:\n" + screen);
    }

    @Test
    void headlessEndsByItselfWhenItsReaderClosesTheOutput() throws Exception {
        Process client = new ProcessBuilder("java", "-jar", jar().toString(), "practice", "--headless")
                .redirectError(ProcessBuilder.Redirect.PIPE)
                .start();
        BufferedReader out = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        String first = out.readLine();
        assertTrue(first != null && first.startsWith("{"), String.valueOf(first));
        out.close(); // the reader goes away; the client's input stays open
        OutputStream in = client.getOutputStream();
        try {
            for (int i = 0; i < 20 && client.isAlive(); i++) {
                in.write("scan 2\n".getBytes(StandardCharsets.US_ASCII)); // something to print
                in.flush();
                client.waitFor(500, TimeUnit.MILLISECONDS);
            }
        } catch (IOException e) {
            // the client ended between two lines: its input closed with it
        }
        if (!client.waitFor(20, TimeUnit.SECONDS)) {
            client.destroyForcibly();
            throw new AssertionError("the client went on with nobody reading");
        }
        String err = new String(client.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(141, client.exitValue(), err);
        assertTrue(err.contains("the output was closed"), err);
    }
}
