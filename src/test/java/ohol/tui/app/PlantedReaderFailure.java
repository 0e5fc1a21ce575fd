package ohol.tui.app;

import java.util.concurrent.TimeUnit;

/**
 * The client with a failure planted on its connection's reader thread, for {@link
 * ConnectionBugEndToEndTest}: once the game is on ({@code -Dfail.when} seconds after the start),
 * the thread named {@code net-reader} is stopped, which throws there what a bug would (Java 17's
 * {@code Thread.stop}: nothing else reaches into a thread the client made).
 */
public final class PlantedReaderFailure {
    private PlantedReaderFailure() {}

    @SuppressWarnings({"removal", "deprecation"})
    public static void main(String[] args) throws Exception {
        long after = Long.parseLong(System.getProperty("fail.when", "3"));
        Thread failing = new Thread(
                () -> {
                    try {
                        TimeUnit.SECONDS.sleep(after);
                    } catch (InterruptedException e) {
                        return;
                    }
                    Thread.getAllStackTraces().keySet().stream()
                            .filter(t -> t.getName().equals("net-reader"))
                            .forEach(Thread::stop);
                },
                "planted");
        failing.setDaemon(true);
        failing.start();
        Main.main(args);
    }
}
