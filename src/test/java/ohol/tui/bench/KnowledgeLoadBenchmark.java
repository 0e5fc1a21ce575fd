package ohol.tui.bench;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ohol.tui.onelife.data.Category;
import ohol.tui.onelife.data.CategoryReader;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.data.TransitionReader;
import ohol.tui.onelife.knowledge.ObjectKinds;
import ohol.tui.onelife.knowledge.Recipes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the game knowledge adds to the client's start over the real data
 * ({@code ${shared.dir}/ohol-data}: 5,229 transition files, 287 categories, 10,810 objects):
 * reading and expanding the transitions into the {@link TransitionBook} (about 53,000), then the
 * object kinds; the catalog is loaded beforehand and not counted.
 *
 * <p>{@code firstBookAndKinds} is what a user waits for, once in a fresh JVM per fork; the others
 * are the steady state, split into reading the files, expanding them, the kinds and (built on
 * demand, not at start) the recipes. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=KnowledgeLoad}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KnowledgeLoadBenchmark {
    private DataDirectory dir;
    private ObjectCatalog catalog;
    private List<Transition> fromFiles;
    private List<Category> categories;
    private TransitionBook book;

    @Setup
    public void setUp() throws IOException {
        dir = ObjectLoadBenchmark.dataDirectory();
        catalog = new ObjectLoader().load(dir, LoadProgress.NONE);
        fromFiles = new TransitionReader().readAll(dir);
        categories = new CategoryReader().readAll(dir);
        book = TransitionBook.of(fromFiles, categories, catalog);
    }

    /** Book and kinds as the client builds them at start, in a JVM that has not built them before. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 0)
    @Measurement(iterations = 1)
    @Fork(10)
    public ObjectKinds firstBookAndKinds() throws IOException {
        return ObjectKinds.of(catalog, TransitionBook.load(dir, catalog));
    }

    /** Book and kinds once warm: read transitions and categories, expand, classify. */
    @Benchmark
    public ObjectKinds bookAndKinds() throws IOException {
        return ObjectKinds.of(catalog, TransitionBook.load(dir, catalog));
    }

    /** Only reading the transition and category files. */
    @Benchmark
    public int readFiles() throws IOException {
        return new TransitionReader().readAll(dir).size()
                + new CategoryReader().readAll(dir).size();
    }

    /** Only the expansion and the book's indexes, from files already read. */
    @Benchmark
    public TransitionBook expand() {
        return TransitionBook.of(fromFiles, categories, catalog);
    }

    /** Only the kinds, from a book already built. */
    @Benchmark
    public ObjectKinds kinds() {
        return ObjectKinds.of(catalog, book);
    }

    /** The recipe search over every object (built when first asked, not at start). */
    @Benchmark
    public Recipes recipes() {
        return new Recipes(catalog, book);
    }
}
