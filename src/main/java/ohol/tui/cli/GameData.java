package ohol.tui.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import ohol.tui.data.DataDirectory;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectLoader;

/** Loads the object data named by {@code --data}, showing progress, or none (objects are shown by id). */
final class GameData {
    private GameData() {}

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
