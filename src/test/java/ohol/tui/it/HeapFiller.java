package ohol.tui.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ohol.tui.app.Main;

/**
 * The client with its heap filled up from outside, for {@link TerminalModesIT}: once the file
 * named by {@code -Dfill.when} appears, a thread of this class takes all the memory there is and
 * keeps it, as a flood that the client holds on to would. Whichever thread of the client next
 * needs memory (the reader, the loop, the practice world) runs out, with the heap still full.
 *
 * <p>With {@code -Dfill.then=fail} another thread then fails with what a class whose initialiser
 * ran out of memory throws afterwards: an error that names no cause.
 */
public final class HeapFiller {
    private HeapFiller() {}

    public static void main(String[] args) throws Exception {
        Path when = Path.of(System.getProperty("fill.when"));
        CountDownLatch full = new CountDownLatch(1);
        if ("fail".equals(System.getProperty("fill.then"))) {
            // made now: the heap will have no room for it
            NoClassDefFoundError failure = new NoClassDefFoundError("Could not initialize class ohol.tui.Example");
            Thread failing = new Thread(
                    () -> {
                        try {
                            full.await();
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                        throw failure;
                    },
                    "failing");
            failing.setDaemon(true);
            failing.start();
        }
        Thread filler = new Thread(
                () -> {
                    try {
                        while (!Files.exists(when)) {
                            TimeUnit.MILLISECONDS.sleep(50);
                        }
                        Object[] kept = take();
                        // the heap is full now, and stays so: this thread keeps it all
                        full.countDown();
                        while (kept.length > 0) {
                            TimeUnit.SECONDS.sleep(1);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                },
                "heap filler");
        filler.setDaemon(true);
        filler.start();
        Main.main(args);
    }

    /**
     * All the memory there is, in ever smaller pieces down to the smallest, each piece holding the
     * one before: a list would need room to grow, and pieces of one size leave room below it.
     */
    private static Object[] take() {
        Object[] kept = new Object[1];
        for (int size = 8 * 1024; size > 0; size /= 8) {
            try {
                while (true) {
                    Object[] piece = new Object[size];
                    piece[0] = kept;
                    kept = piece;
                }
            } catch (OutOfMemoryError e) {
                // no room for a piece this size: smaller ones
            }
        }
        return kept;
    }
}
