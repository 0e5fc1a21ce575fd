package ohol.tui.crossfire.cli;

import java.io.PrintWriter;
import java.util.concurrent.TimeUnit;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.crossfire.replay.CrossfireReplayer;
import ohol.tui.crossfire.ui.Glyphs;

/**
 * {@code replay --headless} of a Crossfire recording: the JSON lines the live headless client
 * prints ({@link HeadlessFront}), each event as the session reports it and the map at most once a
 * second of the recording's time.
 */
public final class HeadlessReplay {
    /**
     * Added to the recording's time for the front-end's frames: the live loop's clock is far from
     * zero, so its first frame after the login shows the map at once.
     */
    static final long FRAME_EPOCH = TimeUnit.DAYS.toNanos(1);

    private HeadlessReplay() {}

    /** Prints the recording's lines to {@code out}; a damaged recording is said on {@code err}, after what was read. */
    public static ExitCode run(RecordingReader reader, Glyphs glyphs, PrintWriter out, PrintWriter err) {
        ReplayClock clock = new ReplayClock();
        HeadlessFront[] front = new HeadlessFront[1];
        CrossfireReplayer replayer = new CrossfireReplayer(reader, clock, e -> front[0].show(e));
        front[0] = new HeadlessFront(replayer.session(), glyphs, out);
        replayer.creationAsRecorded();
        while (replayer.step()) {
            front[0].frame(FRAME_EPOCH + clock.nanos());
        }
        front[0].frame(FRAME_EPOCH + clock.nanos());
        out.flush();
        if (replayer.end().orElseThrow() instanceof RecordEntry.Damaged d) {
            err.println("ohol-tui: " + d.where() + "; replayed up to there");
            err.flush();
            return ExitCode.USER_ERROR;
        }
        return ExitCode.OK;
    }
}
