package ohol.tui.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import ohol.tui.core.replay.RecordFormat;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.replay.LifeRecorder;
import ohol.tui.onelife.world.WorldSnapshot;

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

    /** A recording under way: its recorder, its file, and whether it was named here ({@code auto}). */
    record Recording(LifeRecorder recorder, Path file, boolean auto) {}

    /**
     * The recorder the options ask for, begun; empty when they ask for none. {@code dialect} is
     * the one {@code --dialect} named (empty: found from the greeting).
     */
    static Optional<Recording> open(
            ClientOptions options,
            Map<String, String> environment,
            String host,
            int port,
            String data,
            Optional<Dialect> dialect)
            throws UserError {
        if (options.record == null || options.record.isBlank()) {
            return Optional.empty();
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        boolean auto = options.record.equals(AUTO);
        String stem =
                NAME.format(now) + "_" + (options.recordedAs != null ? options.recordedAs : safe(host) + "-" + port);
        Path file = auto
                ? folder(environment).resolve(stem + SUFFIX)
                : Path.of(UserDirs.expandHome(options.record, environment));
        RecordingHeader header = new RecordingHeader(
                RecordFormat.VERSION,
                "ohol-tui " + BuildInfo.version(),
                BuildInfo.DATA_VERSION,
                data,
                options.recordedAs != null ? options.recordedAs : host + ":" + port,
                options.headless ? "" : terminal(environment),
                now.toString(),
                dialect.map(Dialect::word).orElse(""));
        try {
            if (auto) {
                file = claim(file.getParent(), stem);
            }
            LifeRecorder recorder = LifeRecorder.create(file, header);
            if (auto) {
                prune(file.getParent(), Math.max(1, options.recordKeep), file);
            }
            return Optional.of(new Recording(recorder, file, auto));
        } catch (IOException e) {
            throw new UserError("cannot write the recording " + file + ": " + ClientRunner.why(e));
        }
    }

    /**
     * Adds the character to an auto recording's name once the run is over ({@code ..._server_Eve.ohrec},
     * or {@code _p1234} by player id when the life had no name): a file named while the run went on
     * keeps its name if it cannot be renamed. Returns the file's name now.
     */
    static Path nameAfter(Path file, WorldSnapshot world) {
        if (world.ourId().isEmpty()) {
            return file;
        }
        int id = world.ourId().getAsInt();
        String name = world.nameOf(id);
        String who = name.startsWith("#") || name.isBlank() ? "p" + id : safe(name.replace(' ', '-'));
        String base = file.getFileName().toString();
        Path named = file.resolveSibling(base.substring(0, base.length() - SUFFIX.length()) + "_"
                + who.substring(0, Math.min(40, who.length())) + SUFFIX);
        try {
            return Files.move(file, named);
        } catch (IOException e) {
            return file;
        }
    }

    /** {@code ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/lives}. */
    static Path folder(Map<String, String> environment) {
        return UserDirs.state(environment).resolve("ohol-tui").resolve("lives");
    }

    /**
     * A new file {@code STEM.ohrec} in {@code folder}, or {@code STEM-2.ohrec} and on when that is
     * taken: two runs begun in the same second (two terminals, a script) each get their own, made
     * here so that no other run can take it meanwhile.
     */
    static Path claim(Path folder, String stem) throws IOException {
        Files.createDirectories(folder);
        for (int n = 1; ; n++) {
            Path file = folder.resolve(stem + (n == 1 ? "" : "-" + n) + SUFFIX);
            try {
                return Files.createFile(file);
            } catch (FileAlreadyExistsException e) {
                // another run's: the next number
            }
        }
    }

    /**
     * Deletes all but the newest {@code keep} recordings of {@code folder} (their names begin with
     * the date), counting {@code made}, the one just begun, which is never deleted.
     */
    static void prune(Path folder, int keep, Path made) throws IOException {
        List<Path> others;
        try (Stream<Path> files = Files.list(folder)) {
            others = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                    .filter(f -> !f.getFileName().equals(made.getFileName()))
                    .sorted()
                    .toList();
        }
        for (int i = 0; i < others.size() - (keep - 1); i++) {
            Files.deleteIfExists(others.get(i));
        }
    }

    private static String safe(String host) {
        return host.replaceAll("[^A-Za-z0-9.-]", "_");
    }

    /** {@code COLSxROWS}: the shell's {@code COLUMNS} and {@code LINES}, else what the terminal says it is. */
    private static String terminal(Map<String, String> environment) {
        String cols = environment.get("COLUMNS");
        String lines = environment.get("LINES");
        if (cols != null && lines != null) {
            return cols + "x" + lines;
        }
        return System.console() == null ? "" : ttySize().orElse("");
    }

    /** {@code stty size} of the process's terminal (they are not exported to programs by most shells). */
    private static Optional<String> ttySize() {
        try {
            Process p = new ProcessBuilder("sh", "-c", "stty size < /dev/tty")
                    .redirectErrorStream(true)
                    .start();
            if (!p.waitFor(1, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            String[] rowsCols = new String(p.getInputStream().readNBytes(64), StandardCharsets.US_ASCII)
                    .strip()
                    .split(" ");
            return p.exitValue() == 0
                            && rowsCols.length == 2
                            && rowsCols[0].matches("\\d{1,4}")
                            && rowsCols[1].matches("\\d{1,4}")
                    ? Optional.of(rowsCols[1] + "x" + rowsCols[0])
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
