package ohol.tui.onelife.replay;

import java.io.IOException;
import java.io.Writer;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.replay.Asciicast;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.term.CastTerminal;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.ScreenHost;
import ohol.tui.onelife.ui.TerminalApp;

/**
 * A recording as an asciicast (asciinema's format, version 2): the normal screen of the replayed
 * life drawn at a chosen size, and what it would have sent a terminal written down with the
 * recording's time: a header line of JSON, then one {@code [seconds, "o", text]} line per frame.
 * Idle stretches are cut to {@link #MAX_GAP_NANOS}, so a life spent waiting does not play as one.
 *
 * <p>Thread safety: confined to the calling thread.
 */
public final class CastWriter {
    /** The longest pause a cast keeps between two frames. */
    public static final long MAX_GAP_NANOS = Asciicast.MAX_GAP_NANOS;
    /** How far the replay's clock moves between two looks at the screen: 20 looks a second. */
    static final long STEP_NANOS = Asciicast.STEP_NANOS;

    /** What the screen is drawn with. */
    public record Looks(ObjectCatalog catalog, Keymap<Action> keymap, GlyphTheme theme) {}

    /**
     * Writes the cast of what {@code opener} opens, {@code columns} by {@code rows}, to {@code out};
     * {@code timestamp} is the header's (seconds since 1970).
     */
    public Asciicast.Written write(
            ScreenReplay.Opener opener,
            GameSession.Parts parts,
            Looks looks,
            int columns,
            int rows,
            long timestamp,
            Writer out)
            throws IOException {
        long[] now = {0};
        ScreenReplay replay = new ScreenReplay(opener, parts, () -> now[0]);
        try {
            replay.scoutAll();
            CastTerminal terminal = CastTerminal.of(columns, rows);
            DeltaScreen screen = new DeltaScreen(terminal);
            screen.startScreen();
            Mailbox<News, ScreenInput> mailbox = new Mailbox<>(News::bytes);
            TerminalApp.Parts screenParts = new TerminalApp.Parts(
                    looks.catalog(),
                    looks.keymap(),
                    looks.theme(),
                    new Palette(Palette.Depth.INDEXED256),
                    () -> now[0],
                    false);
            TerminalApp app = new TerminalApp(
                    screen, replay.session(), mailbox, screenParts, () -> 0, false, replay, ScreenHost.NONE);
            out.write(Asciicast.header(columns, rows, timestamp));
            long length = replay.length().orElse(0L) * 1_000_000;
            double seconds = 0;
            long lastFrame = 0;
            int frames = 0;
            String pending = terminal.take();
            for (int looked = 0; ; looked++) {
                app.tick();
                String sent = pending + terminal.take();
                pending = "";
                if (!sent.isEmpty()) {
                    seconds += Math.min(now[0] - lastFrame, MAX_GAP_NANOS) / 1e9;
                    lastFrame = now[0];
                    out.write(Asciicast.event(seconds, sent));
                    frames++;
                }
                if (replay.end().isPresent() || now[0] > length + MAX_GAP_NANOS || looked > 10_000_000) {
                    break;
                }
                long quiet = now[0] - lastFrame;
                long toNext = replay.nanosToNextRecord();
                now[0] += quiet >= MAX_GAP_NANOS && toNext > 2 * STEP_NANOS ? toNext - STEP_NANOS : STEP_NANOS;
            }
            out.flush();
            return new Asciicast.Written(
                    frames,
                    seconds,
                    replay.end().filter(e -> e instanceof RecordEntry.Damaged).map(e -> ((RecordEntry.Damaged) e)
                            .where()),
                    replay.noLife());
        } finally {
            replay.close();
        }
    }
}
