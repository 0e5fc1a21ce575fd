package ohol.tui.onelife.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Predicate;

/**
 * A folder of game data laid out like a game install or a OneLifeData7 checkout:
 * {@code objects/*.txt} (required), {@code categories/*.txt}, {@code transitions/*.txt} and
 * {@code dataVersionNumber.txt}. Finds the files; reads none of them but the version.
 */
public record DataDirectory(Path root) {
    public static final String OBJECTS = "objects";
    public static final String CATEGORIES = "categories";
    public static final String TRANSITIONS = "transitions";

    public DataDirectory {
        if (root == null) {
            throw new IllegalArgumentException("no data folder given");
        }
    }

    /**
     * The data folder at {@code root}.
     *
     * @throws NoSuchFileException when it has no {@code objects/} folder, naming what was looked for
     */
    public static DataDirectory open(Path root) throws IOException {
        DataDirectory dir = new DataDirectory(root);
        if (!Files.isDirectory(dir.objects())) {
            throw new NoSuchFileException(
                    dir.objects().toString(), null, "not a One Hour One Life data folder: it needs an objects/ folder");
        }
        return dir;
    }

    public Path objects() {
        return root.resolve(OBJECTS);
    }

    public Path categories() {
        return root.resolve(CATEGORIES);
    }

    public Path transitions() {
        return root.resolve(TRANSITIONS);
    }

    /** The number in {@code dataVersionNumber.txt}, if the folder has one. */
    public OptionalInt dataVersion() throws IOException {
        Path file = root.resolve("dataVersionNumber.txt");
        if (!Files.isRegularFile(file)) {
            return OptionalInt.empty();
        }
        String text = Files.readString(file, StandardCharsets.US_ASCII);
        int version = Scan.leadingInt(text, 0, text.length(), -1);
        return version < 0 ? OptionalInt.empty() : OptionalInt.of(version);
    }

    /**
     * The object files, by id: every {@code .txt} in {@code objects/} but {@code nextObjectNumber.txt}
     * and the {@code groundHeat_*.txt} files, the rule of the official loader's
     * {@code shouldFileBeCached}.
     */
    public List<Path> objectFiles() throws IOException {
        return list(objects(), name -> !name.startsWith("groundHeat_") && !name.equals("nextObjectNumber.txt"));
    }

    /** The category files, by parent id; none when there is no {@code categories/} folder. */
    public List<Path> categoryFiles() throws IOException {
        return list(categories(), name -> true);
    }

    /** The transition files ({@code actor_target[_LA|_LT|_L].txt}); none without {@code transitions/}. */
    public List<Path> transitionFiles() throws IOException {
        return list(transitions(), name -> true);
    }

    private static List<Path> list(Path folder, Predicate<String> wanted) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        // names alone, in one call (no glob: it compiles a regex, which costs more than the
        // whole listing; no Path per entry until it is kept)
        String[] names = folder.toFile().list();
        if (names == null) {
            throw new IOException("cannot list " + folder);
        }
        List<Listed> files = new ArrayList<>(names.length);
        for (String name : names) {
            if (name.endsWith(".txt") && wanted.test(name)) {
                files.add(new Listed(leadingNumber(name), name));
            }
        }
        files.sort(null);
        Path[] sorted = new Path[files.size()];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = folder.resolve(files.get(i).name);
        }
        return List.of(sorted);
    }

    /** A file with its sort key: by number ({@code 2.txt} before {@code 10.txt}), then by name. */
    private record Listed(long number, String name) implements Comparable<Listed> {
        @Override
        public int compareTo(Listed o) {
            int byNumber = Long.compare(number, o.number);
            return byNumber != 0 ? byNumber : name.compareTo(o.name);
        }
    }

    private static long leadingNumber(String name) {
        int value = Scan.leadingInt(name, 0, name.length(), Integer.MIN_VALUE);
        return value == Integer.MIN_VALUE ? Long.MAX_VALUE : value;
    }
}
