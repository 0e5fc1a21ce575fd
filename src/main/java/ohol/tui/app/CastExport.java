package ohol.tui.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.replay.Asciicast;
import ohol.tui.onelife.replay.CastWriter;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.GameSession;

/** {@code replay FILE --cast OUT.cast [--size COLSxROWS]}: the life as an asciicast file. */
final class CastExport {
    static final int DEFAULT_COLUMNS = 100;
    static final int DEFAULT_ROWS = 30;
    /** A size past this is a mistake, not a terminal. */
    static final int MAX_SIDE = 1000;

    private static final Pattern SIZE = Pattern.compile("(\\d{1,4})x(\\d{1,4})");

    private final Path out;
    private final int columns;
    private final int rows;

    CastExport(Path out, String size) throws UserError {
        this.out = out;
        if (size == null) {
            columns = DEFAULT_COLUMNS;
            rows = DEFAULT_ROWS;
        } else {
            Matcher m = SIZE.matcher(size);
            if (!m.matches()) {
                throw new UserError("--size wants COLSxROWS, such as 100x30, not " + size);
            }
            columns = Integer.parseInt(m.group(1));
            rows = Integer.parseInt(m.group(2));
            if (columns < 20 || rows < 10 || columns > MAX_SIDE || rows > MAX_SIDE) {
                throw new UserError("--size " + size + " is out of range: 20x10 to " + MAX_SIDE + "x" + MAX_SIDE);
            }
        }
    }

    /** What writes a cast of a recording, {@code columns} by {@code rows}, {@code timestamp} its header's. */
    @FunctionalInterface
    interface Cast {
        Asciicast.Written write(int columns, int rows, long timestamp, Writer out) throws IOException;
    }

    /** Writes One Hour One Life's cast; says where a damaged recording stopped, or that no life began in it (status 2). */
    int write(ScreenReplay.Opener opener, GameSession.Parts parts, CastWriter.Looks looks, PrintWriter err)
            throws IOException, UserError {
        return write((c, r, t, w) -> new CastWriter().write(opener, parts, looks, c, r, t, w), err);
    }

    /** Writes the cast {@code cast} makes; says where a damaged recording stopped, or that no life began in it (status 2). */
    int write(Cast cast, PrintWriter err) throws IOException, UserError {
        Writer w;
        try {
            w = Files.newBufferedWriter(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot write " + out + ": " + ClientRunner.why(e));
        }
        Asciicast.Written written;
        try (w) {
            written = cast.write(columns, rows, Instant.now().getEpochSecond(), w);
        }
        err.printf(
                "ohol-tui: wrote %s: %d frames, %.1f s at %dx%d (pauses over %d s cut to %d s)%n",
                out,
                written.frames(),
                written.seconds(),
                columns,
                rows,
                Asciicast.MAX_GAP_NANOS / 1_000_000_000L,
                Asciicast.MAX_GAP_NANOS / 1_000_000_000L);
        if (written.damage().isPresent()) {
            err.println("ohol-tui: " + written.damage().get() + "; replayed up to there");
            err.flush();
            return ExitCode.USER_ERROR.status();
        }
        if (written.noLife().isPresent()) {
            err.println("ohol-tui: " + written.noLife().get());
            err.flush();
            return ExitCode.USER_ERROR.status();
        }
        err.flush();
        return ExitCode.OK.status();
    }
}
