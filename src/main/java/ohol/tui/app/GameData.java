package ohol.tui.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectCache;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.knowledge.Biomes;

/**
 * The game data named by {@code --data}, read on a thread of its own from the moment the folder
 * is known: the objects (the screen names what it draws by them); the transitions (predictions,
 * hints, recipes and the practice world's USE need them; the first frame does not) are read on
 * the thread that first asks for them, once the objects are in. Whoever needs a part waits for
 * that part only. Without a folder there is no data: objects are shown by id and nothing is
 * predicted.
 *
 * <p>Thread-safe: the parts are handed over through futures.
 */
final class GameData {
    private static final GameData NONE = new GameData(null, Optional.empty());
    /** The folder the launcher keeps the object cache in, beside its class archive. */
    static final String CACHE_PROPERTY = "ohol.tui.cache";

    private final Path dir;
    private final Optional<Cache> cache;
    private final CompletableFuture<ObjectData> objects = new CompletableFuture<>();
    private final CompletableFuture<TransitionBook> transitions = new CompletableFuture<>();
    private final AtomicBoolean transitionsAsked = new AtomicBoolean();
    /** Object files read so far, in tenths of all of them (-1: not started). */
    private final AtomicInteger tenths = new AtomicInteger(-1);

    /** What is read before the transitions: the objects, and how the ground of each biome feels. */
    record ObjectData(ObjectCatalog catalog, Biomes biomes) {}

    /**
     * Where the objects of a data folder are kept between runs ({@link ObjectCache}), and the
     * build of the client that keeps them there.
     */
    record Cache(Path dir, String build) {
        /**
         * The folder named by {@value #CACHE_PROPERTY} when the client runs from a jar (the cache
         * is then for that jar, by its size and time); none otherwise.
         */
        static Optional<Cache> ofThisRun() {
            String dir = System.getProperty(CACHE_PROPERTY);
            java.io.File jar = new java.io.File(System.getProperty("java.class.path", ""));
            if (dir == null || dir.isEmpty() || !jar.isFile()) {
                return Optional.empty();
            }
            try {
                return Optional.of(
                        new Cache(Path.of(dir), jar.getAbsolutePath() + " " + jar.length() + " " + jar.lastModified()));
            } catch (java.nio.file.InvalidPathException e) {
                return Optional.empty();
            }
        }
    }

    private GameData(Path dir, Optional<Cache> cache) {
        this.dir = dir;
        this.cache = cache;
    }

    /** No data folder: nothing to read. */
    static GameData none() {
        return NONE;
    }

    /** Starts reading {@code dir} (none when null) on a thread of its own, without a cache. */
    static GameData read(Path dir) {
        return read(dir, Optional.empty());
    }

    /** Starts reading {@code dir} (none when null) on a thread of its own, through {@code cache} when given. */
    static GameData read(Path dir, Optional<Cache> cache) {
        if (dir == null) {
            return NONE;
        }
        GameData data = new GameData(dir, cache);
        Thread reader = new Thread(data::readObjects, "ohol-data");
        reader.setDaemon(true); // a command that stops early (a mistake, --help) does not wait for it
        reader.start();
        return data;
    }

    /**
     * How a command gets its data: reading started before the command line was parsed when a
     * first look at {@code args} found the folder ({@code practice} or {@code play} with
     * {@code --data DIR}), so that it goes on while the command line is built; any other folder is
     * read when asked for.
     */
    static Function<Path, GameData> readingAheadFor(String[] args, Optional<Cache> cache) {
        Optional<Path> named = namedIn(args);
        if (named.isEmpty()) {
            return dir -> read(dir, cache);
        }
        GameData early = read(named.get(), cache);
        return dir -> named.get().equals(dir) ? early : read(dir, cache);
    }

    /** The folder after {@code --data} when the command is {@code practice} or {@code play}. */
    static Optional<Path> namedIn(String[] args) {
        if (args.length == 0 || !(args[0].equals("practice") || args[0].equals("play"))) {
            return Optional.empty();
        }
        Optional<Path> found = Optional.empty();
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--")) {
                break;
            }
            try {
                if (args[i].equals("--data") && i + 1 < args.length) {
                    found = Optional.of(Path.of(args[++i])); // the last one counts, as for picocli
                } else if (args[i].startsWith("--data=")) {
                    found = Optional.of(Path.of(args[i].substring("--data=".length())));
                }
            } catch (java.nio.file.InvalidPathException e) {
                return Optional.empty(); // picocli will say what is wrong with it
            }
        }
        return found;
    }

    private void readObjects() {
        try {
            DataDirectory folder = DataDirectory.open(dir);
            tenths.set(0);
            // on this thread alone: the command line is built meanwhile, and more threads would slow it
            ObjectLoader loader = ObjectLoader.onOneThread();
            LoadProgress progress =
                    (done, total) -> tenths.accumulateAndGet(total == 0 ? 10 : done * 10 / total, Math::max);
            if (cache.isPresent()) {
                new ObjectCache(
                                ObjectCache.fileFor(cache.get().dir(), dir),
                                cache.get().build())
                        .load(folder, loader, progress, catalog -> done(catalog, folder));
            } else {
                done(loader.load(folder, progress), folder);
            }
        } catch (IOException | RuntimeException e) {
            objects.completeExceptionally(e);
        }
    }

    private void done(ObjectCatalog catalog, DataDirectory folder) {
        objects.complete(new ObjectData(catalog, biomes(folder)));
    }

    private void readTransitions() {
        try {
            ObjectCatalog catalog = objects.join().catalog();
            transitions.complete(TransitionBook.load(new DataDirectory(dir), catalog));
        } catch (IOException | RuntimeException e) {
            transitions.complete(TransitionBook.empty()); // data that cannot be read predicts nothing
        } finally {
            transitions.complete(TransitionBook.empty()); // whatever broke, nobody waits for ever
        }
    }

    private static Biomes biomes(DataDirectory folder) {
        try {
            return Biomes.load(folder);
        } catch (IOException | RuntimeException e) {
            return Biomes.withoutData();
        }
    }

    /** Whether a data folder was given. */
    boolean given() {
        return dir != null;
    }

    /**
     * The objects and biomes, waiting for them if they are still being read (saying how far it
     * has come on {@code progressTo}, and then how many were read); none without a data folder.
     *
     * @throws UserError when the folder cannot be read
     */
    ObjectData objects(PrintWriter progressTo) throws UserError {
        if (dir == null) {
            return new ObjectData(ObjectCatalog.empty(), Biomes.withoutData());
        }
        int shown = -1;
        while (true) {
            try {
                ObjectData read = objects.get(100, TimeUnit.MILLISECONDS);
                progressTo.println("\rohol-tui: " + read.catalog().size() + " objects read from " + dir);
                progressTo.flush();
                return read;
            } catch (TimeoutException e) {
                int now = tenths.get();
                if (now > shown) {
                    shown = now;
                    progressTo.print("\rohol-tui: reading object data " + Math.max(0, now) * 10 + "%");
                    progressTo.flush();
                }
            } catch (ExecutionException e) {
                throw new UserError("cannot read the game data: " + e.getCause().getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new UserError("stopped while reading the game data in " + dir);
            }
        }
    }

    /**
     * The game's transitions over the objects, read by the first thread that asks (once the
     * objects are in) while the others wait: none without a data folder, or when they cannot be
     * read.
     */
    Supplier<TransitionBook> transitions() {
        if (dir == null) {
            return TransitionBook::empty;
        }
        return () -> {
            if (transitionsAsked.compareAndSet(false, true)) {
                readTransitions();
            }
            return transitions.join();
        };
    }
}
