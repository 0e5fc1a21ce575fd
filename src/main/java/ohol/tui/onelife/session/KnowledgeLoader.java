package ohol.tui.onelife.session;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.knowledge.Knowledge;

/**
 * Works out what the client knows on a thread of its own, so that the screen is never held up
 * by it: at once what the objects alone tell (the first frame names and sorts by it), and, once
 * {@link #start started}, all that follows from the game's transitions (on the real data that
 * takes the better part of a second, reading them included). It is started when the front-end
 * first waits for news once we are in the world (it has drawn it), or when a query needs it:
 * before that it would only compete with the first frame. Until it is done, what is asked for gets the knowledge of the objects alone. Each
 * {@link Knowledge} is immutable and handed over once, through a future, so one loader may
 * serve every session of a process (the SSH gateway's players share one).
 *
 * <p>Thread safety: any thread may call any method.
 */
public final class KnowledgeLoader {
    private final CompletableFuture<Knowledge> plain = new CompletableFuture<>();
    private final CompletableFuture<Knowledge> full = new CompletableFuture<>();
    private final CountDownLatch started = new CountDownLatch(1);

    /** Starts working out what the objects alone tell; the transitions wait for {@link #start}. */
    public KnowledgeLoader(ObjectCatalog catalog, Supplier<TransitionBook> transitions, Biomes biomes) {
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
                },
                "ohol-knowledge");
        loader.setDaemon(true);
        loader.start();
    }

    /**
     * {@code then} is handed the full knowledge once it is ready: at once if it is, else on the
     * loader's thread.
     */
    void whenFull(Consumer<Knowledge> then) {
        full.thenAccept(then);
    }

    /** Goes on to the transitions (once; later calls do nothing). */
    public void start() {
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
