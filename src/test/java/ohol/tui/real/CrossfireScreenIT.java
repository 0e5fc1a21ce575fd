package ohol.tui.real;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ohol.tui.it.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Crossfire's screen on a real terminal (tmux, a shell with job control) against Debian's
 * crossfire-server: Ctrl-Z gives the terminal back to the shell, {@code fg} brings the screen back
 * drawn anew, and {@code Q} leaves with status 0, as One Hour One Life's screen does.
 */
@Timeout(90)
class CrossfireScreenIT {
    private final RealServers.Address server = RealServers.require("crossfire");
    private final String session = "cf-screen-" + ProcessHandle.current().pid() + "-" + System.nanoTime() % 100000;

    @Test
    void ctrlZSuspendsAndFgComesBackRedrawn() throws Exception {
        assumeTrue(Tmux.installed(), "tmux is not installed: apt-get install tmux");
        Tmux.run(
                "tmux",
                "-L",
                session,
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
                "--noprofile");
        try {
            // one job for the client and the status line (a stopped job's list would not go on to it)
            type("sh -c \"env OHOL_CROSSFIRE_PASSWORD=" + CrossfirePlayer.PASSWORD + " java -jar '" + LiveClient.jar()
                    + "' crossfire --host " + server.host() + " --port " + server.port() + " --name "
                    + CrossfirePlayer.newName() + "; echo STATUS=\\$?\"");
            until("the screen, in the world", s -> s.contains("HP "));
            Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "C-z");
            String shell = until("the shell's word of the stopped job", s -> s.contains("Stopped"));
            assertTrue(!shell.contains("HP ") || shell.indexOf("Stopped") > shell.lastIndexOf("HP "), shell);
            Tmux.run(
                    "tmux",
                    "-L",
                    session,
                    "send-keys",
                    "-t",
                    session,
                    "C-l"); // the shell's screen cleared: all must come back
            type("fg");
            until("the screen drawn anew", s -> s.contains("HP ") && !s.contains("Stopped"));
            Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "Q");
            until("the client gone, status 0", s -> s.contains("STATUS=0"));
        } finally {
            // a server of its own: another test's tmux (or its kill-server) never takes this one
            new ProcessBuilder("tmux", "-L", session, "kill-server").start();
        }
    }

    private void type(String line) throws Exception {
        Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "-l", line);
        Tmux.run("tmux", "-L", session, "send-keys", "-t", session, "Enter");
    }

    private String until(String what, Predicate<String> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(40);
        while (true) {
            String screen = Tmux.run("tmux", "-L", session, "capture-pane", "-p", "-t", session);
            if (condition.test(screen)) {
                return screen;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + ":\n" + screen);
            }
            TimeUnit.MILLISECONDS.sleep(100); // polling a separate process: there is nothing to wait on
        }
    }
}
