package ohol.tui.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.DummyGenerator;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.ObjectLoader;
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
 * Loading the real object data ({@code ${shared.dir}/ohol-data}: 4,431 object files, 10,810
 * objects with dummies). The budget is 300 ms for a load.
 *
 * <p>{@code firstLoad} is what a user waits for: one load in a fresh JVM (no JIT warm-up), timed
 * once in each of several forks. The others are the steady state, split into the file reading
 * and the dummy generation. Run: {@code mvn -B -Pbench test-compile exec:exec -Dbench=ObjectLoad}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ObjectLoadBenchmark {
    private DataDirectory dir;

    @Setup
    public void setUp() throws IOException {
        dir = dataDirectory();
    }

    static DataDirectory dataDirectory() throws IOException {
        return DataDirectory.open(
                Path.of(System.getProperty("shared.dir", "../shared")).resolve("ohol-data"));
    }

    /** Definitions read beforehand; a state of its own, so that {@code firstLoad} stays cold. */
    @State(Scope.Benchmark)
    public static class AlreadyRead {
        List<ObjectDefinition> fromFiles;

        @Setup
        public void setUp() throws IOException {
            fromFiles = new ObjectLoader().readFiles(dataDirectory(), LoadProgress.NONE);
        }
    }

    /** The whole load, as the client does it at start-up, in a JVM that has not run it before. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @Warmup(iterations = 0)
    @Measurement(iterations = 1)
    @Fork(10)
    public ObjectCatalog firstLoad() throws IOException {
        return new ObjectLoader().load(dir, LoadProgress.NONE);
    }

    /** The whole load once warm: list, read and parse the files, add dummies, build the catalog. */
    @Benchmark
    public ObjectCatalog load() throws IOException {
        return new ObjectLoader().load(dir, LoadProgress.NONE);
    }

    /** Only listing, reading and parsing the object files. */
    @Benchmark
    public List<ObjectDefinition> readFiles() throws IOException {
        return new ObjectLoader().readFiles(dir, LoadProgress.NONE);
    }

    /** Only the dummies and the catalog, from definitions already read. */
    @Benchmark
    public ObjectCatalog dummiesAndCatalog(AlreadyRead read) {
        return ObjectCatalog.of(new DummyGenerator().withDummies(read.fromFiles));
    }
}
