package ohol.tui.session;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.TransitionBook;
import ohol.tui.knowledge.Biomes;
import ohol.tui.knowledge.Knowledge;

/**
 * Reads the game's transitions and works out all that follows from them on a thread of its
 * own, started at once (on the real data it takes seconds), so the screen is never held up by
 * it. Until it is done, what is asked for gets the knowledge of the objects alone. The finished
 * {@link Knowledge} is immutable and handed over once, through a future.
 *
 * <p>Thread safety: {@link #now} and {@link #plain} only from the session's thread.
 */
final class KnowledgeLoader {
    private final ObjectCatalog catalog;
    private final Biomes biomes;
    private final CompletableFuture<Knowledge> full = new CompletableFuture<>();
    private Knowledge plain;

    KnowledgeLoader(ObjectCatalog catalog, Supplier<TransitionBook> transitions, Biomes biomes) {
        this.catalog = catalog;
        this.biomes = biomes;
        Thread loader = new Thread(
                () -> {
                    try {
                        full.complete(Knowledge.of(catalog, transitions.get(), biomes));
                    } catch (RuntimeException e) {
                        full.complete(Knowledge.of(catalog, biomes)); // data that cannot be read predicts nothing
                    }
                },
                "ohol-knowledge");
        loader.setDaemon(true);
        loader.start();
    }

    /** The full knowledge, once it is ready. */
    Optional<Knowledge> ready() {
        return full.isDone() ? Optional.of(full.join()) : Optional.empty();
    }

    /** The full knowledge when ready, else that of the objects alone. Never waits long. */
    Knowledge now() {
        Optional<Knowledge> full = ready();
        if (full.isPresent()) {
            plain = null; // not needed again: let it go
            return full.get();
        }
        return plain();
    }

    /** Waits for the full knowledge. */
    Knowledge await() {
        return full.join();
    }

    private Knowledge plain() {
        if (plain == null) {
            plain = Knowledge.of(catalog, biomes);
        }
        return plain;
    }
}
