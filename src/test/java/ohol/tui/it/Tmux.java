package ohol.tui.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** Running {@code tmux}, for the tests that drive the client on a real terminal. */
public final class Tmux {
    private Tmux() {}

    /** Runs {@code command} (tmux, mostly) and gives what it printed; fails when it hangs. */
    public static String run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(20, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("hung: " + String.join(" ", command));
        }
        return out;
    }

    /** Whether tmux is installed here. */
    public static boolean installed() {
        try {
            return new ProcessBuilder("tmux", "-V").start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
