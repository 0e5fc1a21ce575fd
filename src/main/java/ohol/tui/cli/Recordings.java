package ohol.tui.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import ohol.tui.replay.LifeRecorder;
import ohol.tui.replay.RecordFormat;
import ohol.tui.replay.RecordingHeader;

/**
 * {@code --record FILE} and {@code record = auto}: where a run is recorded, and with {@code auto}
 * the older recordings let go, the newest {@code --record-keep} kept.
 */
final class Recordings {
    static final String AUTO = "auto";
    /** The server a practice world's recording names: its port is another each run. */
    static final String PRACTICE = "practice";

    static final String SUFFIX = ".ohrec";
    private static final DateTimeFormatter NAME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'").withZone(ZoneOffset.UTC);

    private Recordings() {}

    /** The recorder the options ask for, begun; empty when they ask for none. */
    static Optional<LifeRecorder> open(
            ClientOptions options, Map<String, String> environment, String host, int port, String data)
            throws UserError {
        if (options.record == null || options.record.isBlank()) {
            return Optional.empty();
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Path file = options.record.equals(AUTO)
                ? folder(environment)
                        .resolve(NAME.format(now) + "_"
                                + (options.recordedAs != null ? options.recordedAs : safe(host) + "-" + port) + SUFFIX)
                : Path.of(ConfigDefaults.home(options.record));
        RecordingHeader header = new RecordingHeader(
                RecordFormat.VERSION,
                "ohol-tui " + BuildInfo.version(),
                BuildInfo.DATA_VERSION,
                data,
                options.recordedAs != null ? options.recordedAs : host + ":" + port,
                options.headless ? "" : terminal(environment),
                now.toString());
        try {
            LifeRecorder recorder = LifeRecorder.create(file, header);
            if (options.record.equals(AUTO)) {
                prune(file.getParent(), Math.max(1, options.recordKeep));
            }
            return Optional.of(recorder);
        } catch (IOException e) {
            throw new UserError("cannot write the recording " + file + ": " + ClientRunner.why(e));
        }
    }

    /** {@code ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/lives}. */
    static Path folder(Map<String, String> environment) {
        String xdg = environment.get("XDG_STATE_HOME");
        Path base = xdg != null && !xdg.isBlank()
                ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "state");
        return base.resolve("ohol-tui").resolve("lives");
    }

    /** Deletes all but the newest {@code keep} recordings of {@code folder} (their names begin with the date). */
    static void prune(Path folder, int keep) throws IOException {
        List<Path> all;
        try (Stream<Path> files = Files.list(folder)) {
            all = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                    .sorted()
                    .toList();
        }
        for (int i = 0; i < all.size() - keep; i++) {
            Files.deleteIfExists(all.get(i));
        }
    }

    private static String safe(String host) {
        return host.replaceAll("[^A-Za-z0-9.-]", "_");
    }

    private static String terminal(Map<String, String> environment) {
        String cols = environment.get("COLUMNS");
        String lines = environment.get("LINES");
        return cols != null && lines != null ? cols + "x" + lines : "";
    }
}
