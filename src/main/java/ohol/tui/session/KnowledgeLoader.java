package ohol.tui.session;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.TransitionBook;
import ohol.tui.knowledge.Biomes;
import ohol.tui.knowledge.Knowledge;

/**
 * Works out what the client knows on a thread of its own, so that the screen is never held up
 * by it: at once what the objects alone tell (the first frame names and sorts by it), and, once
 * {@link #start started}, all that follows from the game's transitions (on the real data that
 * takes the better part of a second, reading them included). It is started when the front-end
 * first waits for news once we are in the world (it has drawn it), or when a query needs it:
 * before that it would only compete with the first frame. Until it is done, what is asked for gets the knowledge of the objects alone. Each
 * {@link Knowledge} is immutable and handed over once, through a future.
 *
 * <p>Thread safety: any thread may call any method.
 */
final class KnowledgeLoader {
    private final CompletableFuture<Knowledge> plain = new CompletableFuture<>();
    private final CompletableFuture<Knowledge> full = new CompletableFuture<>();
    private final CountDownLatch started = new CountDownLatch(1);

    /** {@code whenFull} is handed the full knowledge (on the loader's thread) once it is ready. */
    KnowledgeLoader(
            ObjectCatalog catalog, Supplier<TransitionBook> transitions, Biomes biomes, Consumer<Knowledge> whenFull) {
        Thread loader = new Thread(
                () -> {
                    Knowledge objectsAlone;
                    try {
                        objectsAlone = Knowledge.of(catalog, biomes);
                    } catch (RuntimeException e) {
                        plain.completeExceptionally(e); // a bug: whoever asks hears of it, nobody waits for ever
                        full.completeExceptionally(e);
                        return;
                    }
                    plain.complete(objectsAlone);
                    try {
                        started.await();
                        full.complete(Knowledge.of(catalog, transitions.get(), biomes));
                    } catch (InterruptedException | RuntimeException e) {
                        full.complete(objectsAlone); // data that cannot be read predicts nothing
                    } finally {
                        full.complete(objectsAlone); // whatever broke, nobody waits for ever
                    }
                    whenFull.accept(full.join());
                },
                "ohol-knowledge");
        loader.setDaemon(true);
        loader.start();
    }

    /** Goes on to the transitions (once; later calls do nothing). */
    void start() {
        started.countDown();
    }

    /** The full knowledge, once it is ready. */
    Optional<Knowledge> ready() {
        return full.isDone() ? Optional.of(full.join()) : Optional.empty();
    }

    /** The full knowledge when ready, else that of the objects alone. Never waits long. */
    Knowledge now() {
        return ready().orElseGet(plain::join);
    }

    /** Waits for the full knowledge, starting it if it was not. */
    Knowledge await() {
        start();
        return full.join();
    }
}
