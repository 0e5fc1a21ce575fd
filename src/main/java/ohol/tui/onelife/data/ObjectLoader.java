package ohol.tui.onelife.data;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Reads every object file of a {@link DataDirectory} and adds the generated dummies: the whole
 * catalog a client needs. Files are read and parsed in parallel unless asked not to (they are
 * independent); the result does not depend on the order they finish in.
 *
 * <p>Thread-safe: each reading thread has a buffer of its own.
 */
public final class ObjectLoader {
    /** Longest object file read: the largest real one holds under 20 KiB (a sprite takes a few lines). */
    static final int MAX_FILE_BYTES = 4 << 20;

    private final boolean parallel;
    private final ObjectFileParser parser = new ObjectFileParser();
    private final DummyGenerator dummies = new DummyGenerator();
    /** Each reading thread's buffer, reused from file to file: a load then makes little garbage. */
    private final ThreadLocal<byte[]> buffers = ThreadLocal.withInitial(() -> new byte[64 << 10]);

    /** A loader that reads the files on all cores (the common pool's threads and the caller's). */
    public ObjectLoader() {
        this(true);
    }

    private ObjectLoader(boolean parallel) {
        this.parallel = parallel;
    }

    /**
     * A loader that reads the files on the calling thread alone: for a load that runs beside
     * other start-up work, which more threads would only slow down.
     */
    public static ObjectLoader onOneThread() {
        return new ObjectLoader(false);
    }

    /** The catalog of the objects in {@code dir}, dummies included. */
    public ObjectCatalog load(DataDirectory dir, LoadProgress progress) throws IOException {
        return ObjectCatalog.of(dummies.withDummies(readFiles(dir, progress)));
    }

    /** The objects as their files define them, in id order, without dummies. */
    public List<ObjectDefinition> readFiles(DataDirectory dir, LoadProgress progress) throws IOException {
        List<Path> files = dir.objectFiles();
        ObjectDefinition[] read = new ObjectDefinition[files.size()];
        ProgressCounter counter = new ProgressCounter(progress, files.size());
        counter.start();
        try {
            IntStream indexes = IntStream.range(0, read.length);
            (parallel ? indexes.parallel() : indexes).forEach(i -> {
                read[i] = readOne(files.get(i));
                counter.oneDone();
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return Arrays.asList(read);
    }

    private ObjectDefinition readOne(Path file) {
        try (InputStream in = new FileInputStream(file.toFile())) {
            byte[] buffer = buffers.get();
            int length = 0;
            for (int n; (n = in.read(buffer, length, buffer.length - length)) >= 0; ) {
                length += n;
                if (length == buffer.length) {
                    if (length > MAX_FILE_BYTES) {
                        throw new DataFileException(file.toString(), "is larger than " + MAX_FILE_BYTES + " bytes");
                    }
                    buffer = Arrays.copyOf(buffer, length * 2);
                    buffers.set(buffer);
                }
            }
            return parser.parse(buffer, length, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
