package ohol.tui.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import ohol.tui.core.replay.RecordEntry;

/**
 * A recorded practice life stretched as an attacker would stretch it: once the player is in the
 * world (before the last action before the connection closed), a frame end every {@link #GAP_MILLIS} for {@link #DAYS} days (as long as the format's
 * times reach), each taken by the session or, with {@code taken} false, none taken at all (so
 * the news the replay holds back grows to its cap); the rest of the life after it.
 */
final class LongLife {
    static final long DAYS = 46;
    static final long GAP_MILLIS = 20_000;
    private static final byte[] FRAME_END = "FM\n#".getBytes(StandardCharsets.US_ASCII);

    private LongLife() {}

    /** Writes the stretched life to {@code args[0]}; {@code args[1]} "untaken": none of its news taken. */
    public static void main(String[] args) throws IOException {
        Path dir = java.nio.file.Files.createTempDirectory("long-life");
        write(dir, Path.of(args[0]), !(args.length > 1 && args[1].equals("untaken")));
    }

    /** Records a short practice life in {@code dir} and writes it stretched to {@code out}. */
    static Path write(Path dir, Path out, boolean taken) throws IOException {
        Path life = dir.resolve("short.ohrec");
        PracticeRun live = PracticeRun.of(
                "wait 1\nsay HELLO\nwait 1\nquit\n", "practice", "--headless", "--record", life.toString());
        if (live.code() != 0) {
            throw new IOException("the practice life failed: " + live.err());
        }
        stretch(CraftedRecording.entries(life), out, taken);
        return out;
    }

    private static void stretch(List<RecordEntry> entries, Path out, boolean taken) throws IOException {
        long length = DAYS * 24 * 3600 * 1000;
        try (CraftedRecording w = CraftedRecording.create(out)) {
            int lastTaken = 0;
            long shift = 0;
            long end = 0;
            RecordEntry last = entries.stream()
                    .takeWhile(e -> !(e instanceof RecordEntry.Closed))
                    .filter(e -> e instanceof RecordEntry.Acted)
                    .reduce((a, b) -> b)
                    .orElseThrow();
            for (RecordEntry e : entries) {
                if (e == last) {
                    RecordEntry.Acted a = (RecordEntry.Acted) e;
                    long from = a.millis();
                    int n = lastTaken;
                    for (long t = from + GAP_MILLIS; t < from + length; t += GAP_MILLIS) {
                        w.received(t, FRAME_END);
                        if (taken) {
                            w.took(t, ++n);
                        }
                    }
                    shift = length;
                    lastTaken = n;
                }
                if (e instanceof RecordEntry.Took k) {
                    lastTaken = Math.max(lastTaken, k.n());
                }
                w.entry(e, shift);
                end = e.millis() + shift;
            }
            w.ended(end);
        }
    }
}
