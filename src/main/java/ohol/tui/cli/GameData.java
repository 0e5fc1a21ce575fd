package ohol.tui.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import ohol.tui.data.DataDirectory;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectLoader;
import ohol.tui.data.TransitionBook;
import ohol.tui.knowledge.Biomes;

/** Loads the object data named by {@code --data}, showing progress, or none (objects are shown by id). */
final class GameData {
    private GameData() {}

    /**
     * The game's transitions over {@code catalog}, read in the background from now on and waited
     * for when first asked for: none without a data folder, or when they cannot be read.
     */
    static Supplier<TransitionBook> transitions(Path dir, ObjectCatalog catalog) {
        if (dir == null || catalog.isEmpty()) {
            return TransitionBook::empty;
        }
        // built on a thread of its own while the player looks around: it takes a good part of a second
        CompletableFuture<TransitionBook> book = new CompletableFuture<>();
        Thread loader = new Thread(
                () -> {
                    try {
                        book.complete(TransitionBook.load(DataDirectory.open(dir), catalog));
                    } catch (IOException | RuntimeException e) {
                        book.complete(TransitionBook.empty());
                    }
                },
                "ohol-transitions");
        loader.setDaemon(true);
        loader.start();
        return book::join;
    }

    /** The biomes' names and, with a data folder, how their ground warms or cools (none when it cannot be read). */
    static Biomes biomes(Path dir) {
        if (dir == null) {
            return Biomes.withoutData();
        }
        try {
            return Biomes.load(DataDirectory.open(dir));
        } catch (IOException | RuntimeException e) {
            return Biomes.withoutData();
        }
    }

    static ObjectCatalog load(Path dir, PrintWriter progressTo) throws IOException {
        if (dir == null) {
            return ObjectCatalog.empty();
        }
        int[] lastTenth = {-1};
        ObjectCatalog catalog = new ObjectLoader().load(DataDirectory.open(dir), (done, total) -> {
            int tenth = total == 0 ? 10 : done * 10 / total;
            synchronized (lastTenth) {
                if (tenth > lastTenth[0]) {
                    lastTenth[0] = tenth;
                    progressTo.print("\rohol-tui: reading object data " + tenth * 10 + "%");
                    progressTo.flush();
                }
            }
        });
        progressTo.println("\rohol-tui: " + catalog.size() + " objects read from " + dir);
        progressTo.flush();
        return catalog;
    }
}
