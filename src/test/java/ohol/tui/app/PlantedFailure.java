package ohol.tui.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The client with a bug planted, for {@link CrashEndToEndTest}: once the file named by
 * {@code -Dfail.when} exists and the client's own handler of uncaught failures is in place, a
 * thread of this class throws what a bug would, with a message holding what a terminal acts on.
 */
public final class PlantedFailure {
    private PlantedFailure() {}

    public static void main(String[] args) throws Exception {
        Path when = Path.of(System.getProperty("fail.when"));
        Thread failing = new Thread(
                () -> {
                    try {
                        while (!Files.exists(when)
                                || !(Thread.getDefaultUncaughtExceptionHandler() instanceof LastResort)) {
                            TimeUnit.MILLISECONDS.sleep(20);
                        }
                    } catch (InterruptedException e) {
                        return;
                    }
                    throw new IllegalStateException("planted\u001b[2J bug");
                },
                "planted");
        failing.setDaemon(true);
        failing.start();
        Main.main(args);
    }
}
