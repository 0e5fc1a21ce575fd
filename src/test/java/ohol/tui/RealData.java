package ohol.tui;

import java.io.IOException;
import java.io.UncheckedIOException;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.knowledge.Knowledge;

/** The real game data of {@code ../shared/ohol-data}, each part read once for all the tests that use it. */
public final class RealData {
    private static ObjectCatalog catalog;
    private static TransitionBook book;
    private static Biomes biomes;
    private static Knowledge knowledge;

    private RealData() {}

    public static synchronized ObjectCatalog catalog() {
        if (catalog == null) {
            catalog = read(dir -> new ObjectLoader().load(dir, LoadProgress.NONE));
        }
        return catalog;
    }

    public static synchronized TransitionBook book() {
        if (book == null) {
            ObjectCatalog objects = catalog();
            book = read(dir -> TransitionBook.load(dir, objects));
        }
        return book;
    }

    public static synchronized Biomes biomes() {
        if (biomes == null) {
            biomes = read(Biomes::load);
        }
        return biomes;
    }

    /** All that follows from the data: kinds, search, hints, predictions, recipes, dangers. */
    public static synchronized Knowledge knowledge() {
        if (knowledge == null) {
            knowledge = Knowledge.of(catalog(), book(), biomes());
        }
        return knowledge;
    }

    /** The id of the first object from a file with this name. */
    public static int id(String name) {
        var found = catalog().named(name);
        if (found.isEmpty()) {
            throw new AssertionError("no object named " + name);
        }
        return found.get(0).id();
    }

    private interface Reader<T> {
        T read(DataDirectory dir) throws IOException;
    }

    private static <T> T read(Reader<T> reader) {
        try {
            return reader.read(DataDirectory.open(Captures.dataDir()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
