package ohol.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files: text a test compares whole with what it produced, kept in
 * {@code src/test/resources/golden}. To accept a change on purpose, run the tests with
 * {@code -Dgolden.update=true} (e.g. {@code mvn -B test -Dtest='Golden*' -Dgolden.update=true}),
 * then read the diff before committing it.
 */
public final class Golden {
    private static final Path ROOT = Path.of("src", "test", "resources", "golden");

    private Golden() {}

    /**
     * Whether {@code actual} is the golden text already: for a test that waits for a screen to
     * settle before comparing. Always true while updating, when there is nothing to wait for.
     */
    public static boolean matches(String name, String actual) {
        Path file = ROOT.resolve(name + ".txt");
        try {
            return Boolean.getBoolean("golden.update")
                    || (Files.exists(file)
                            && Files.readString(file, StandardCharsets.UTF_8).equals(actual));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void assertMatches(String name, String actual) {
        Path file = ROOT.resolve(name + ".txt");
        try {
            if (Boolean.getBoolean("golden.update")) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
                return;
            }
            if (!Files.exists(file)) {
                throw new AssertionError("no golden file " + file + "; run with -Dgolden.update=true to make it");
            }
            assertEquals(
                    Files.readString(file, StandardCharsets.UTF_8),
                    actual,
                    "golden " + file + " (run with -Dgolden.update=true to accept a change on purpose)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
