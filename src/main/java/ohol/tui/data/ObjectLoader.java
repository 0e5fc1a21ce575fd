package ohol.tui.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Reads every object file of a {@link DataDirectory} and adds the generated dummies: the whole
 * catalog a client needs. Files are read and parsed in parallel (they are independent); the
 * result does not depend on the order they finish in.
 *
 * <p>Stateless and thread-safe.
 */
public final class ObjectLoader {
    private final ObjectFileParser parser = new ObjectFileParser();
    private final DummyGenerator dummies = new DummyGenerator();

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
            IntStream.range(0, read.length).parallel().forEach(i -> {
                read[i] = readOne(files.get(i));
                counter.oneDone();
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return Arrays.asList(read);
    }

    private ObjectDefinition readOne(Path file) {
        try {
            return parser.parse(Files.readAllBytes(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
