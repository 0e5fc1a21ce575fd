package ohol.tui.crossfire.replay;

import java.io.IOException;
import java.io.Writer;
import java.util.Optional;
import ohol.tui.core.replay.Asciicast;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.term.CastTerminal;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.crossfire.ui.Glyphs;
import ohol.tui.crossfire.ui.Keys;

/**
 * A Crossfire recording as an asciicast: the screen replay ({@link ScreenReplay}) drawn at a
 * chosen size on the recording's clock, looked at 20 times a second, what it sent the terminal
 * written down each time it sent something; pauses cut as {@link Asciicast} says.
 */
public final class CastReplay {
    /** Most looks at the screen: a recording weeks long is cut there rather than written forever. */
    static final long MAX_LOOKS = 10_000_000;

    private CastReplay() {}

    public static Asciicast.Written write(RecordingReader reader, int columns, int rows, long timestamp, Writer out)
            throws IOException {
        long[] now = {0};
        CastTerminal terminal = CastTerminal.of(columns, rows);
        DeltaScreen screen = new DeltaScreen(terminal);
        screen.startScreen();
        ScreenReplay replay = new ScreenReplay(screen, reader, Keys.defaults(), Glyphs.defaults(), () -> now[0]);
        out.write(Asciicast.header(columns, rows, timestamp));
        double seconds = 0;
        long lastFrame = 0;
        int frames = 0;
        for (long looked = 0; looked < MAX_LOOKS; looked++) {
            replay.round();
            String sent = terminal.take();
            if (!sent.isEmpty()) {
                seconds += Math.min(now[0] - lastFrame, Asciicast.MAX_GAP_NANOS) / 1e9;
                lastFrame = now[0];
                out.write(Asciicast.event(seconds, sent));
                frames++;
            }
            if (replay.end().isPresent()) {
                break;
            }
            // a quiet stretch is skipped to just before its end (the bottom line's clock, which
            // moves every look, would otherwise make it frames of nothing but time)
            long toNext = replay.millisToNextRecord() * 1_000_000;
            now[0] += toNext > Asciicast.MAX_GAP_NANOS ? toNext - Asciicast.STEP_NANOS : Asciicast.STEP_NANOS;
        }
        out.flush();
        return new Asciicast.Written(
                frames,
                seconds,
                replay.end().filter(e -> e instanceof RecordEntry.Damaged).map(e -> ((RecordEntry.Damaged) e).where()),
                Optional.empty());
    }
}
