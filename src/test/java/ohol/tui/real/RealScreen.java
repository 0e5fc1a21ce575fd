package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ohol.tui.it.Tmux;

/**
 * The screen on a real terminal (tmux) against a real server, keys typed as a player types them:
 * a diagonal step ({@code n}), which the server must take (a refused step is drawn back where the
 * server put us, with its reason), then quit.
 */
final class RealScreen implements AutoCloseable {
    private final String session = "ohol-real-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;
    private final Path status;
    /** Where the status line says we stand. */
    private static final java.util.regex.Pattern PLACE = java.util.regex.Pattern.compile("\\bat (-?[0-9]+),(-?[0-9]+)");

    private RealScreen(Path status) {
        this.status = status;
    }

    /** {@code ohol-tui play} on {@code server} in a tmux pane of 100x30. */
    static RealScreen play(Path dir, RealServers.Address server, String... more) throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        Path status = dir.resolve("status");
        List<String> words = new ArrayList<>(List.of(
                "OHOL_SERVER_PASSWORD=testPassword",
                "OHOL_ACCOUNT_KEY=REALSERVERSUITEKEY",
                "java",
                "-jar",
                "'" + LiveClient.jar() + "'",
                "play",
                "--host",
                server.host(),
                "--port",
                Integer.toString(server.port())));
        for (String m : more) {
            words.add("'" + m + "'");
        }
        String command = "env " + String.join(" ", words) + "; echo $? > '" + status + "'";
        RealScreen screen = new RealScreen(status);
        Tmux.run("tmux", "new-session", "-d", "-s", screen.session, "-x", "100", "-y", "30", "sh", "-c", command);
        Tmux.run("tmux", "set-option", "-t", screen.session, "remain-on-exit", "on");
        return screen;
    }

    String pane() throws Exception {
        return Tmux.run("tmux", "capture-pane", "-p", "-t", session);
    }

    String until(String what, Predicate<String> condition) throws Exception {
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

    void keys(String... keys) throws Exception {
        List<String> command = new ArrayList<>(List.of("tmux", "send-keys", "-t", session));
        command.addAll(List.of(keys));
        Tmux.run(command.toArray(String[]::new));
    }

    /**
     * Born (the status line shows our age), a step south east ({@code n}) is drawn at once and
     * stays where it went once the server has answered; then {@code q y} ends with status 0.
     */
    void stepSouthEastAndQuit() throws Exception {
        until("the status line", s -> s.contains(" age "));
        String before = until("our place", s -> PLACE.matcher(s).find());
        java.util.regex.Matcher at = PLACE.matcher(before);
        at.find();
        int x = Integer.parseInt(at.group(1));
        int y = Integer.parseInt(at.group(2));
        String was = "at " + x + "," + y;
        String goes = "at " + (x + 1) + "," + (y - 1);
        keys("n");
        until("a step south east", s -> s.contains(goes));
        TimeUnit.SECONDS.sleep(3); // a step takes under a second; a refusal would draw us back
        String after = pane();
        assertFalse(after.contains("moved us back"), after);
        assertFalse(after.contains(was + " "), "the server put us back: " + after + "\nbefore:\n" + before);
        keys("q");
        until("the question", s -> s.contains("Really quit? (y/n)"));
        keys("y");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!Files.exists(status) && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(100);
        }
        assertEquals("0", Files.readString(status).strip(), "exit status; the screen:\n" + pane());
    }

    @Override
    public void close() throws IOException {
        new ProcessBuilder("tmux", "kill-session", "-t", session).start();
    }
}
