package ohol.tui.it;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ohol.tui.cli.Main;

/**
 * The client with its heap filled up from outside, for {@link TerminalModesIT}: once the file
 * named by {@code -Dfill.when} appears, a thread of this class takes all the memory there is and
 * keeps it, as a flood that the client holds on to would. Whichever thread of the client next
 * needs memory (the reader, the loop, the practice world) runs out, with the heap still full.
 */
public final class HeapFiller {
    private HeapFiller() {}

    public static void main(String[] args) throws Exception {
        Path when = Path.of(System.getProperty("fill.when"));
        Thread filler = new Thread(
                () -> {
                    List<long[]> kept = new ArrayList<>();
                    try {
                        while (!Files.exists(when)) {
                            TimeUnit.MILLISECONDS.sleep(50);
                        }
                        try {
                            while (true) {
                                kept.add(new long[8 * 1024]);
                            }
                        } catch (OutOfMemoryError full) {
                            // the heap is full now, and stays so: this thread keeps it all
                        }
                        while (true) {
                            TimeUnit.SECONDS.sleep(1);
                            kept.size();
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
}
