package ohol.tui.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every way the client ends gives the terminal back as it found it: the built jar runs in tmux
 * (a real terminal) from an interactive shell, ends one way or another, and tmux then says which
 * of the modes the client turns on are still on (the alternate screen, mouse reports and their
 * SGR encoding, the hidden cursor), and stty whether the keys are cooked again. Also Ctrl-Z and
 * {@code fg}, and the window closing. Without tmux the tests are skipped, saying why.
 */
@Timeout(180)
class TerminalModesIT {
    private static final String MODES =
            "sgr=#{mouse_sgr_flag} any=#{mouse_any_flag} standard=#{mouse_standard_flag} button=#{mouse_button_flag}"
                    + " alternate=#{alternate_on} cursor=#{cursor_flag}";
    private static final String ALL_OFF = "sgr=0 any=0 standard=0 button=0 alternate=0 cursor=1";
    private static final Pattern STATUS = Pattern.compile("STATUS=(\\d+)");

    private final String session = "ohol-modes-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;
    private Path jar;

    @TempDir
    Path dir;

    @BeforeEach
    void shell() throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        jar = Path.of(System.getProperty("ohol.jar", "target/ohol-tui.jar")).toAbsolutePath();
        assumeTrue(Files.isRegularFile(jar), "run after 'mvn package': " + jar);
        Tmux.run(
                "tmux",
                "new-session",
                "-d",
                "-s",
                session,
                "-x",
                "100",
                "-y",
                "30",
                "bash",
                "--norc",
                "--noprofile",
                "-i");
        Tmux.run("tmux", "set-option", "-t", session, "remain-on-exit", "on");
        line("PS1='$ '; clear");
    }

    @AfterEach
    void killSession() throws Exception {
        if (Tmux.installed()) {
            Tmux.run("tmux", "kill-session", "-t", session);
        }
    }

    private String pane() throws Exception {
        return Tmux.run("tmux", "capture-pane", "-p", "-t", session);
    }

    /** The pane with wrapped lines joined: keys echoed as the client ended can wrap its status. */
    private String joinedPane() throws Exception {
        return Tmux.run("tmux", "capture-pane", "-p", "-J", "-t", session);
    }

    private String modes() throws Exception {
        return Tmux.run("tmux", "display", "-p", "-t", session, MODES).strip();
    }

    private String until(String what, Predicate<String> condition) throws Exception {
        return until(what, this::pane, condition);
    }

    private String until(String what, Capture capture, Predicate<String> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (true) {
            String screen = capture.take();
            if (condition.test(screen)) {
                return screen;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + " (" + modes() + "):\n" + screen);
            }
            TimeUnit.MILLISECONDS.sleep(100); // polling a separate process: there is nothing to wait on
        }
    }

    private void keys(String... keys) throws Exception {
        List<String> command = new ArrayList<>(List.of("tmux", "send-keys", "-t", session));
        command.addAll(List.of(keys));
        Tmux.run(command.toArray(String[]::new));
    }

    private void line(String text) throws Exception {
        keys("-l", text);
        keys("Enter");
    }

    /** Runs the client from the shell; the shell says its status when it ends. */
    private void client(String args) throws Exception {
        line("java -jar '" + jar + "' " + args + "; echo STATUS=$?");
    }

    private void awaitGame() throws Exception {
        until("the game's screen", s -> s.contains("food ") && s.contains("q quit"));
        String on = modes();
        assertTrue(on.contains("sgr=1") && on.contains("standard=1") && on.contains("alternate=1"), "modes on: " + on);
    }

    private int awaitStatus() throws Exception {
        Matcher m = STATUS.matcher(until(
                "the client to end", this::joinedPane, s -> STATUS.matcher(s).find()));
        assertTrue(m.find());
        return Integer.parseInt(m.group(1));
    }

    /**
     * Walks east and west until the client ends, and its status: a client doing nothing needs no
     * memory, and could live for ever in what its own collections free.
     */
    private int walkUntilTheEnd() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        for (int step = 0; !STATUS.matcher(joinedPane()).find() && System.nanoTime() < deadline; step++) {
            keys(step % 2 == 0 ? "l" : "h");
            TimeUnit.MILLISECONDS.sleep(100);
        }
        return awaitStatus();
    }

    /** Every mode off, and the keys cooked: what the shell gets back. */
    private void assertGivenBack(String how) throws Exception {
        assertEquals(ALL_OFF, modes(), how + ": the terminal's modes");
        Path stty = dir.resolve("stty-" + System.nanoTime());
        line("stty -a > '" + stty + "'");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Files.exists(stty) && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(50);
        }
        TimeUnit.MILLISECONDS.sleep(200);
        String settings = Files.readString(stty);
        for (String on : List.of("icanon", "echo", "isig")) {
            assertTrue(
                    Pattern.compile("(^|\\s)" + on + "(\\s|;|$)")
                            .matcher(settings)
                            .find(),
                    how + ": " + on + " in " + settings);
        }
        assertTrue(settings.contains("susp = ^Z") && settings.contains("intr = ^C"), how + ": " + settings);
        assertFalse(settings.contains("speed 0 baud"), how + ": " + settings);
    }

    private ProcessHandle client() throws Exception {
        long shell = Long.parseLong(
                Tmux.run("tmux", "display", "-p", "-t", session, "#{pane_pid}").strip());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            var java = ProcessHandle.of(shell).orElseThrow().children().findFirst();
            if (java.isPresent()) {
                return java.get();
            }
            TimeUnit.MILLISECONDS.sleep(50);
        }
        throw new AssertionError("no client under the shell");
    }

    private void signal(String name) throws Exception {
        Tmux.run("kill", "-" + name, Long.toString(client().pid()));
    }

    @Test
    void quitting() throws Exception {
        client("practice");
        awaitGame();
        keys("C-c");
        until("the question", s -> s.contains("Really quit? (y/n)"));
        keys("y");
        assertEquals(0, awaitStatus());
        assertGivenBack("quit");
    }

    /**
     * The narrated line editor gives the terminal back too: its keypad modes off (they were left on
     * at every exit, typed quit included) and the line's speed kept (it read 0 baud afterwards).
     */
    @Test
    void quittingTheNarration() throws Exception {
        client("practice --narrate");
        until("the narration", s -> s.contains("A life begins."));
        line("quit");
        assertEquals(0, awaitStatus());
        assertEquals(
                "cursor-keys=0 keypad=0",
                Tmux.run(
                                "tmux",
                                "display",
                                "-p",
                                "-t",
                                session,
                                "cursor-keys=#{keypad_cursor_flag} keypad=#{keypad_flag}")
                        .strip());
        assertGivenBack("quit narrated");
    }

    /**
     * The narration on a line terminal ({@code TERM=dumb}, or none: a screen reader's setup, an
     * editor's shell) plays in plain lines, where the screen is refused: it was refused too.
     */
    @Test
    void narrationOnALineTerminal() throws Exception {
        for (String term : new String[] {"TERM=dumb", "-u TERM"}) {
            line("env " + term + " java -jar '" + jar + "' practice --narrate; echo STATUS=$?");
            until("the narration with " + term, s -> s.contains("A life begins."));
            line("status");
            until("the status said", s -> s.contains("Aged "));
            line("quit");
            assertEquals(0, awaitStatus(), term);
            line("clear");
            until("a clear screen", s -> !s.contains("STATUS="));
        }
    }

    @Test
    void sigterm() throws Exception {
        client("practice");
        awaitGame();
        signal("TERM");
        assertEquals(128 + 15, awaitStatus());
        assertGivenBack("SIGTERM");
    }

    @Test
    void sigint() throws Exception {
        client("practice");
        awaitGame();
        signal("INT");
        assertEquals(128 + 2, awaitStatus());
        assertGivenBack("SIGINT");
    }

    @Test
    void sighup() throws Exception {
        client("practice");
        awaitGame();
        signal("HUP");
        assertEquals(129, awaitStatus());
        assertGivenBack("SIGHUP");
    }

    @Test
    void aKeymapMistake() throws Exception {
        Path keymap = dir.resolve("bad.keymap");
        Files.writeString(keymap, "[normal]\nh no-such-action\n");
        client("practice --keymap '" + keymap + "'");
        assertEquals(2, awaitStatus());
        assertGivenBack("a keymap mistake");
    }

    @Test
    void aRefusedLogin() throws Exception {
        ScriptedServer.Script refusing = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("REJECTED\n#");
                server.hangUp();
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), refusing)) {
            line("export OHOL_ACCOUNT_KEY=AAAA-BBBB-CCCC-DDDD OHOL_SERVER_PASSWORD=" + ScriptedServer.PASSWORD);
            client("play --host 127.0.0.1 --port " + server.port() + " --email test@example.com");
            assertEquals(1, awaitStatus());
        }
        assertTrue(pane().contains("ohol-tui: "), pane());
        assertGivenBack("a refused login");
    }

    @Test
    void aRefusedConnection() throws Exception {
        int closed;
        try (ServerSocket gone = new ServerSocket(0)) {
            closed = gone.getLocalPort();
        }
        line("export OHOL_ACCOUNT_KEY=AAAA-BBBB-CCCC-DDDD");
        client("play --host 127.0.0.1 --port " + closed + " --email test@example.com");
        assertEquals(1, awaitStatus());
        assertGivenBack("a refused connection");
    }

    /**
     * The heap filled up under the client (a test main fills it and keeps it full): whichever of
     * its threads runs out first, the client ends with status 4 and one line, the terminal given
     * back, instead of a thread dying quietly (a zombie screen) or a raw trace and status 1.
     */
    @Test
    void runningOutOfMemory() throws Exception {
        assertOutOfMemory("");
    }

    /**
     * A thread fails with an error that names no cause (a class whose initialiser ran out of memory
     * fails so afterwards) while the heap is full: that is running out of memory too.
     */
    @Test
    void failingWithTheHeapFull() throws Exception {
        assertOutOfMemory("-Dfill.then=fail");
    }

    private void assertOutOfMemory(String then) throws Exception {
        Path fill = dir.resolve("fill-now");
        Path classes = Path.of(System.getProperty("ohol.test.classes", "target/test-classes"))
                .toAbsolutePath();
        Path err = dir.resolve("err");
        // the parallel collector's overhead limit: under G1 a heap held full from outside can leave
        // the client in back-to-back full collections that free just enough, never failing
        line("java -Xmx160m -XX:+UseParallelGC -Dfill.when='" + fill + "' " + then + " -cp '" + jar + ":" + classes
                + "' " + HeapFiller.class.getName() + " practice 2> '" + err + "'; echo STATUS=$?");
        awaitGame();
        Files.writeString(fill, "now");
        // failing on its own, the client needs no steps to end
        assertEquals(4, then.isEmpty() ? walkUntilTheEnd() : awaitStatus());
        keys("C-u"); // a step pressed as the client ended went to the shell's line
        assertGivenBack("out of memory");
        List<String> said =
                Files.readAllLines(err).stream().filter(l -> !l.isBlank()).toList();
        // the connection's own threads may run out first, and say what they were doing
        assertEquals(1, said.size(), () -> "one line, no trace: " + said);
        assertTrue(
                said.get(0).matches("ohol-tui: the client stopped: it ran out of memory( while [a-z ]+)?"),
                said.get(0));
    }

    @Test
    void ctrlZSuspendsAndFgComesBackRedrawn() throws Exception {
        client("practice");
        awaitGame();
        ProcessHandle java = client();
        keys("C-z");
        until("the shell", s -> s.contains("Stopped"));
        assertGivenBack("Ctrl-Z");
        keys("C-l"); // the shell's screen cleared: what comes back must be drawn anew
        line("fg");
        awaitGame();
        until("the status line drawn in full", s -> s.contains("q quit") && s.contains("Here:"));
        keys("C-c");
        until("the question", s -> s.contains("Really quit? (y/n)"));
        keys("y");
        assertTrue(java.onExit().get(30, TimeUnit.SECONDS) != null && !java.isAlive(), "q works after fg");
        assertGivenBack("quit after fg");
    }

    /** Closing the window hangs the terminal up: status 129, as the README says, not 0. */
    @Test
    void closingTheWindow() throws Exception {
        Path status = dir.resolve("status");
        String window = session + "-w";
        // the shell outlives the hangup to write the status down; the client gets SIGHUP back
        String command =
                "trap '' HUP; env --default-signal=HUP java -jar '" + jar + "' practice; echo $? > '" + status + "'";
        Tmux.run("tmux", "new-session", "-d", "-s", window, "-x", "100", "-y", "30", "sh", "-c", command);
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
            while (!Tmux.run("tmux", "capture-pane", "-p", "-t", window).contains("q quit")) {
                assertTrue(System.nanoTime() < deadline, "the game's screen never came");
                TimeUnit.MILLISECONDS.sleep(100);
            }
        } finally {
            Tmux.run("tmux", "kill-session", "-t", window);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while ((!Files.exists(status) || Files.readString(status).isBlank()) && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(100);
        }
        assertTrue(Files.exists(status), "the client did not end");
        assertEquals("129", Files.readString(status).strip(), "exit status");
        assertFalse(Files.readString(status).isBlank());
    }

    @FunctionalInterface
    private interface Capture {
        String take() throws Exception;
    }
}
