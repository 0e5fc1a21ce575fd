package ohol.tui.knowledge;

import java.io.IOException;
import java.io.UncheckedIOException;
import ohol.tui.Captures;
import ohol.tui.data.DataDirectory;
import ohol.tui.data.LoadProgress;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectLoader;
import ohol.tui.data.TransitionBook;

/** The real data of {@code ../shared/ohol-data}, loaded once for all knowledge tests. */
final class KnowledgeData {
    static final ObjectCatalog CATALOG;
    static final TransitionBook BOOK;

    static {
        try {
            DataDirectory dir = DataDirectory.open(Captures.dataDir());
            CATALOG = new ObjectLoader().load(dir, LoadProgress.NONE);
            BOOK = TransitionBook.load(dir, CATALOG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private KnowledgeData() {}

    /** The first object from a file with this name (fails the test when there is none). */
    static int id(String name) {
        var found = CATALOG.named(name);
        if (found.isEmpty()) {
            throw new AssertionError("no object named " + name);
        }
        return found.get(0).id();
    }
}
