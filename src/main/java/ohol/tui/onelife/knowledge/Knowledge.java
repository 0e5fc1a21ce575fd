package ohol.tui.onelife.knowledge;

import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;

/**
 * All the client knows about the game from its data, built once: what objects are, how to find
 * them by name, what using one thing on another does, how to make things, what can kill, and
 * the biomes. Without transitions it still names and sorts objects, but predicts nothing.
 *
 * <p>Immutable and thread-safe: it may be built on one thread and handed to another.
 */
public final class Knowledge {
    private final ObjectCatalog catalog;
    private final TransitionBook book;
    private final Biomes biomes;
    private final ObjectKinds kinds;
    private final ObjectSearch search;
    private final Hints hints;
    private final Predictor predictor;
    private final Recipes recipes;
    private final Dangers dangers;

    private Knowledge(ObjectCatalog catalog, TransitionBook book, Biomes biomes) {
        this.catalog = catalog;
        this.book = book;
        this.biomes = biomes;
        this.kinds = ObjectKinds.of(catalog, book);
        this.search = new ObjectSearch(catalog, book);
        this.hints = new Hints(catalog, book);
        this.predictor = new Predictor(catalog, book);
        this.recipes = new Recipes(catalog, book);
        this.dangers = new Dangers(catalog, book);
    }

    /** Everything that follows from these objects, transitions and biomes (takes a second on the real data). */
    public static Knowledge of(ObjectCatalog catalog, TransitionBook book, Biomes biomes) {
        return new Knowledge(catalog, book, biomes);
    }

    /** From the objects alone, while the transitions are not read (or cannot be). */
    public static Knowledge of(ObjectCatalog catalog, Biomes biomes) {
        return new Knowledge(catalog, TransitionBook.empty(), biomes);
    }

    /** Whether the transitions are known: predictions, hints and recipes need them. */
    public boolean knowsTransitions() {
        return book.size() > 0;
    }

    public ObjectCatalog catalog() {
        return catalog;
    }

    public TransitionBook book() {
        return book;
    }

    public Biomes biomes() {
        return biomes;
    }

    public ObjectKinds kinds() {
        return kinds;
    }

    public ObjectSearch search() {
        return search;
    }

    public Hints hints() {
        return hints;
    }

    public Predictor predictor() {
        return predictor;
    }

    public Recipes recipes() {
        return recipes;
    }

    public Dangers dangers() {
        return dangers;
    }
}
