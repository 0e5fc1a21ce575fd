package ohol.tui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Where the tests find the game's full data, which is too big to live in the project: {@code
 * $OHOL_DATA}, else an official client's folder in the usual places ({@code ~/OneLife}, Steam's),
 * else {@code ../shared/ohol-data} ({@code -Dshared.dir}). The first folder with {@code objects/}
 * and {@code transitions/} wins. Without one, a test that needs it is skipped (a JUnit
 * assumption) with the one line {@link #HOW_TO_GET_IT}, which is also printed once per run.
 */
public final class TestData {
    /** The version the tests' expectations were checked against. */
    static final String VERSION = "437";

    static final String HOW_TO_GET_IT = "game data not found, tests that need it are skipped: set OHOL_DATA to a"
            + " OneLifeData7 checkout of data version " + VERSION
            + " (git clone https://github.com/jasonrohrer/OneLifeData7 && git -C OneLifeData7 checkout c361c4e0f)"
            + " or to a game folder, or put one at ../shared/ohol-data";

    private TestData() {}

    /** The data folder; skips the calling test when there is none. */
    public static Path dir() {
        Optional<Path> found = Found.DIR;
        Assumptions.assumeTrue(found.isPresent(), HOW_TO_GET_IT);
        return found.orElseThrow();
    }

    /** The places looked in, in order. */
    static List<Path> places(String oholData, String home, Path shared) {
        List<Path> places = new ArrayList<>();
        if (oholData != null && !oholData.isBlank()) {
            places.add(Path.of(oholData));
        }
        if (home != null && !home.isBlank()) {
            Path h = Path.of(home);
            places.add(h.resolve("OneLife"));
            places.add(h.resolve(".local/share/Steam/steamapps/common/OneLife"));
            places.add(h.resolve(".steam/steam/steamapps/common/OneLife"));
        }
        places.add(shared.resolve("ohol-data"));
        return places;
    }

    static Optional<Path> first(List<Path> places) {
        return places.stream()
                .filter(p -> Files.isDirectory(p.resolve("objects")) && Files.isDirectory(p.resolve("transitions")))
                .findFirst();
    }

    /** Looked for once per test run, when a test first asks. */
    private static final class Found {
        static final Optional<Path> DIR =
                first(places(System.getenv("OHOL_DATA"), System.getProperty("user.home"), Captures.sharedDir()));

        static {
            if (DIR.isEmpty()) {
                System.err.println(HOW_TO_GET_IT);
            }
        }
    }
}
