package ohol.tui.onelife.replay;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import ohol.tui.RealData;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.replay.ReplayClock;
import ohol.tui.core.replay.ReplayWords;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;

/**
 * What seeking and fast replay cost on the screen, on an hour-long recording (the captures over
 * and over at their own pace, as {@link RecordingFigures} makes it), run by
 * {@code src/test/sh/replay-figures.sh}: the scout's pass that keeps the checkpoints, seeks forward
 * and back from checkpoints beside the same seeks played from the start, and the CPU of playing
 * the whole hour at 64x into a 100x30 screen beside the 56 s of wall time that takes.
 */
public final class ReplayFigures {
    private static final long HOUR = 3_600_000;

    public static void main(String[] args) throws IOException {
        Path hour = hour();
        GameSession.Parts parts = new GameSession.Parts(RealData.catalog(), System::nanoTime);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] wall = {0};
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(hour), parts, () -> wall[0]);
        long cpu0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        replay.scoutAll();
        System.out.printf(
                "scout through the hour: %.0f ms wall, %.0f ms CPU, %d checkpoints, recording %s long%n",
                (System.nanoTime() - t0) / 1e6,
                (threads.getCurrentThreadCpuTime() - cpu0) / 1e6,
                replay.checkpointCount(),
                ReplayWords.time(replay.length().orElseThrow()));
        int[] minutes = {5, 30, 59, 10, 1, 45, 0, 20, 58, 33};
        for (int warm = 0; warm < 3; warm++) {
            for (int m : minutes) {
                replay.seek(m * 60_000L);
            }
        }
        System.out.println("seek to minute (from where the last seek left it): median of 5, max of 5; the same"
                + " place played from the start (no checkpoints), median of 3");
        for (int m : minutes) {
            double[] ms = new double[5];
            for (int i = 0; i < ms.length; i++) {
                replay.seek(i % 2 == 0 ? HOUR - 1 : 0); // come from the far end, then from the start
                long s = System.nanoTime();
                replay.seek(m * 60_000L);
                ms[i] = (System.nanoTime() - s) / 1e6;
            }
            Arrays.sort(ms);
            double[] fromStart = new double[3];
            for (int i = 0; i < fromStart.length; i++) {
                long s = System.nanoTime();
                try (RecordingReader reader = RecordingReader.open(hour)) {
                    new Replayer(reader, parts, new ReplayClock(), e -> {}).playTo(m * 60_000L);
                }
                fromStart[i] = (System.nanoTime() - s) / 1e6;
            }
            Arrays.sort(fromStart);
            System.out.printf(
                    "  minute %2d: %6.1f ms (max %6.1f)   from the start: %7.1f ms   (%.0fx)%n",
                    m, ms[2], ms[4], fromStart[1], fromStart[1] / Math.max(0.001, ms[2]));
        }
        replay.close();
        sixtyFour(hour, parts, threads);
        Files.delete(hour);
    }

    /** The whole hour at 64x into a 100x30 virtual screen, a round every 33 ms of the screen's clock. */
    private static void sixtyFour(Path hour, GameSession.Parts parts, ThreadMXBean threads) throws IOException {
        long[] wall = {0};
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(hour), parts, () -> wall[0]);
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        TerminalApp app = new TerminalApp(
                screen,
                replay.session(),
                new Mailbox<>(),
                new TerminalApp.Parts(
                        parts.catalog(),
                        KeymapLoader.defaults(),
                        GlyphTheme.defaults(),
                        new Palette(Palette.Depth.INDEXED256),
                        () -> wall[0],
                        false),
                () -> 0,
                false,
                replay,
                replay);
        for (int i = 0; i < 6; i++) {
            replay.setSpeed(Math.min(ScreenReplay.FASTEST, replay.speed() * 2));
        }
        long cpu0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        int rounds = 0;
        while (replay.end().isEmpty() && rounds < 10_000_000) {
            wall[0] += 33_000_000L;
            app.tick();
            rounds++;
        }
        double cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1e9;
        double replayWall = wall[0] / 1e9;
        System.out.printf(
                "the hour at %s into a 100x30 screen: %d rounds, %.2f s CPU on one thread for %.1f s of the"
                        + " screen's clock (%.1f%% of one core); %.2f s of wall time when not paced%n",
                ReplayWords.speed(replay.speed()),
                rounds,
                cpu,
                replayWall,
                100 * cpu / replayWall,
                (System.nanoTime() - t0) / 1e9);
        replay.close();
    }

    /** The captures again and again, each at its own pace, for an hour. */
    static Path hour() throws IOException {
        Path hour = Files.createTempFile("ohol-hour", ".ohrec");
        CapturedHour.record(hour, CapturedHour.pass(), HOUR);
        return hour;
    }
}
