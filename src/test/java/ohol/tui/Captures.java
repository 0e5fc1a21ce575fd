package ohol.tui;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import ohol.tui.app.CaptureFile;

/**
 * Reads the byte-exact session recordings in the test resources' {@code captures/} (format in its
 * README: {@code <dir> <millis> <length>\n<bytes>\n} per recv/send), and finds the game's full
 * data for the tests that need it ({@link #dataDir()}).
 */
public final class Captures {
    public record Chunk(char direction, long millis, byte[] bytes) {}

    private Captures() {}

    /** The folder beside the checkout that holds the shared material ({@code -Dshared.dir}). */
    public static Path sharedDir() {
        return Path.of(System.getProperty("shared.dir", "../shared"));
    }

    /**
     * The game's full data ({@code objects/}, {@code transitions/}, {@code categories/}), found
     * as {@link TestData} says; a test that needs it and runs without it is skipped, saying how
     * to get it.
     */
    public static Path dataDir() {
        return TestData.dir();
    }

    public static Path file(String name) {
        return capturesDir().resolve(name);
    }

    public static List<String> names() {
        try (Stream<Path> files = Files.list(capturesDir())) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".cap"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path capturesDir() {
        URL readme = Captures.class.getResource("/captures/README.md");
        if (readme == null) {
            throw new IllegalStateException(
                    "the captures are not among the test resources (src/test/resources/captures)");
        }
        try {
            return Path.of(readme.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    public static List<Chunk> chunks(String name) {
        try {
            return CaptureFile.parse(Files.readAllBytes(file(name))).orElseThrow().chunks().stream()
                    .map(c -> new Chunk(c.direction(), c.millis(), c.bytes()))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Everything one side sent, concatenated: {@code 'S'} for the server stream, {@code 'C'} for the client. */
    public static byte[] stream(String name, char direction) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Chunk c : chunks(name)) {
            if (c.direction() == direction) {
                out.writeBytes(c.bytes());
            }
        }
        return out.toByteArray();
    }

    public static byte[] serverStream(String name) {
        return stream(name, 'S');
    }

    /** The client's messages as text, one per {@code #}-terminated command. */
    public static List<String> clientCommands(String name) {
        String all = new String(stream(name, 'C'), StandardCharsets.US_ASCII);
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < all.length(); i++) {
            if (all.charAt(i) == '#') {
                out.add(all.substring(start, i + 1));
                start = i + 1;
            }
        }
        return out;
    }
}
