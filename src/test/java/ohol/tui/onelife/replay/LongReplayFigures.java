package ohol.tui.onelife.replay;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayWords;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.session.GameSession;

/**
 * What a screen replay holds for a long recording, run by {@code src/test/sh/long-replay-figures.sh}
 * on a recording given (the 46-day one {@code LongLife} writes): the checkpoints the scout's pass
 * kept, the heap used after a full collection once it is through, and how long a seek to the
 * middle takes from the start and from the end.
 */
public final class LongReplayFigures {
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), System::nanoTime);
        System.gc();
        long before = memory.getHeapMemoryUsage().getUsed();
        long[] wall = {0};
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(file), parts, () -> wall[0]);
        long t0 = System.nanoTime();
        replay.scoutAll();
        long scouted = System.nanoTime() - t0;
        System.gc();
        long after = memory.getHeapMemoryUsage().getUsed();
        System.out.printf(
                "scout: %.0f ms, %d checkpoints, %s long; heap used after GC: %.1f MB before, %.1f MB after"
                        + " (%.1f MB held by the replay)%n",
                scouted / 1e6,
                replay.checkpointCount(),
                ReplayWords.time(replay.length().orElseThrow()),
                before / 1e6,
                after / 1e6,
                (after - before) / 1e6);
        long middle = replay.length().orElseThrow() / 2;
        for (long from :
                new long[] {0, replay.length().orElseThrow(), 0, replay.length().orElseThrow()}) {
            replay.seek(from);
            long s = System.nanoTime();
            replay.seek(middle);
            System.out.printf(
                    "seek from %s to the middle (%s): %.1f ms%n",
                    ReplayWords.time(from), ReplayWords.time(replay.millis()), (System.nanoTime() - s) / 1e6);
        }
        replay.close();
    }
}
