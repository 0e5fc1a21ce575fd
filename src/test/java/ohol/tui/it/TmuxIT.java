package ohol.tui.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's first command, for real: the built jar runs {@code practice} inside tmux (a
 * real terminal), keys go in with {@code send-keys}, and the screen is read back with
 * {@code capture-pane}. CI installs tmux; without it the test is skipped, saying why.
 */
@Timeout(120)
class TmuxIT {
    private final String session = "ohol-it-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;

    private String pane() throws Exception {
        return Tmux.run("tmux", "capture-pane", "-p", "-t", session);
    }

    private String until(String what, Predicate<String> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            String screen = pane();
            if (condition.test(screen)) {
                return screen;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + ":\n" + screen);
            }
            TimeUnit.MILLISECONDS.sleep(100); // polling a separate process: there is nothing to wait on
        }
    }

    private void keys(String... keys) throws Exception {
        List<String> command = new ArrayList<>(List.of("tmux", "send-keys", "-t", session));
        command.addAll(List.of(keys));
        Tmux.run(command.toArray(String[]::new));
    }

    @AfterEach
    void killSession() throws Exception {
        if (Tmux.installed()) {
            Tmux.run("tmux", "kill-session", "-t", session);
        }
    }

    @Test
    void thePracticeWorldPlaysInARealTerminal(@TempDir Path dir) throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        Path jar =
                Path.of(System.getProperty("ohol.jar", "target/ohol-tui.jar")).toAbsolutePath();
        assumeTrue(Files.isRegularFile(jar), "run after 'mvn package': " + jar);
        Path stty = dir.resolve("stty-after");
        Path status = dir.resolve("status");
        String command = "java -jar '" + jar + "' practice; echo $? > '" + status + "'; stty -a > '" + stty + "'";
        Tmux.run("tmux", "new-session", "-d", "-s", session, "-x", "100", "-y", "30", "sh", "-c", command);
        Tmux.run("tmux", "set-option", "-t", session, "remain-on-exit", "on");

        // an Eve has no name until she gives herself one, as on the real server
        until("the status line", s -> s.contains("food 18/18") && s.contains("age 14"));
        keys("l");
        until("a step east", s -> s.contains("at 1,0"));
        TimeUnit.MILLISECONDS.sleep(1100); // the server ignores a SAY in the first second of a life
        keys("t");
        keys("-l", "hello tmux");
        keys("Enter");
        until("our words in the speech pane", s -> s.contains("You: HELLO TMUX"));
        keys("?");
        until("the help", s -> s.contains("Keys and what they do"));
        keys("Escape");
        until("the map again", s -> !s.contains("Keys and what they do"));
        keys("C-c");
        until("the question", s -> s.contains("Really quit? (y/n)"));
        keys("y");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.exists(stty) && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(100);
        }
        assertTrue(Files.exists(stty), "the client did not exit");
        assertEquals("0", Files.readString(status).strip(), "exit status");
        String modes = Files.readString(stty);
        assertTrue(
                Pattern.compile("(^|\\s)icanon(\\s|;|$)").matcher(modes).find()
                        && Pattern.compile("(^|\\s)echo(\\s|;|$)")
                                .matcher(modes)
                                .find(),
                "the terminal is restored: " + modes);
        assertFalse(pane().contains("Really quit?"), "the screen was put back: " + pane());
    }
}
