package ohol.tui.bench;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import ohol.tui.Captures;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.KeymapLoader;
import ohol.tui.net.NetEvent;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.FrameDecoder;
import ohol.tui.protocol.FrameSink;
import ohol.tui.protocol.server.ServerMessages;
import ohol.tui.ui.GlyphTheme;
import ohol.tui.ui.Palette;
import ohol.tui.session.GameSession;
import ohol.tui.session.RecordingLink;
import ohol.tui.session.TestSessions;
import ohol.tui.ui.TerminalApp;

/**
 * How many bytes the screen sends the terminal for each step of a walk, the cost that matters
 * on a slow link: the real UI loop on an ANSI terminal whose output is counted, after idle.cap
 * has filled the world, walking east one tile at a time with the server's PU after each step.
 * Deterministic (a fake clock), so a test can compare the two map modes. Run:
 * {@code mvn -B -q test-compile exec:exec -Pbench -Dbench=...} is for JMH; this one is
 * {@code mvn -B -q test-compile exec:java -Dexec.mainClass=ohol.tui.bench.StepBytes -Dexec.classpathScope=test}.
 */
public final class StepBytes {
    private static final class Counter extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            count += len;
        }
    }

    private StepBytes() {}

    /** Bytes written for each of {@code steps} steps east, at 80x24, in edge-scroll or centred mode. */
    public static long[] walk(boolean edgeScroll, int steps) {
        try {
            Counter counter = new Counter();
            PipedOutputStream keys = new PipedOutputStream();
            PipedInputStream input = new PipedInputStream(keys);
            ANSITerminal terminal = new ANSITerminal(input, counter, StandardCharsets.UTF_8) {
                @Override
                protected TerminalSize findTerminalSize() {
                    return new TerminalSize(80, 24);
                }
            };
            TerminalScreen screen = new TerminalScreen(terminal);
            screen.startScreen();
            long[] clock = {1_000_000_000L};
            GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> clock[0], new RecordingLink());
            TerminalApp app = new TerminalApp(screen, session, new TerminalApp.Parts(
                    ObjectCatalog.empty(), KeymapLoader.defaults(), GlyphTheme.defaults(),
                    new Palette(Palette.Depth.INDEXED256), () -> clock[0], false));
            for (Captures.Chunk chunk : Captures.chunks("idle.cap")) {
                if (chunk.direction() == 'S') {
                    clock[0] = 1_000_000_000L + chunk.millis() * 1_000_000L;
                    offer(session, chunk.bytes());
                }
            }
            clock[0] += 60_000_000_000L; // past any slide or notice
            app.tick();
            if (edgeScroll) {
                keys.write('z');
                keys.flush();
                app.tick();
                clock[0] += 10_000_000_000L;
                app.tick();
            }
            long[] perStep = new long[steps];
            for (int s = 0; s < steps; s++) {
                long before = counter.count;
                keys.write('l');
                keys.flush();
                app.tick();
                int x = s + 1;
                offer(session, ("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 " + (s + 2) + " 0 " + x + " 0 14.00 60.00 3.75 "
                        + "0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#").getBytes(StandardCharsets.US_ASCII));
                clock[0] += 300_000_000L;
                app.tick();
                perStep[s] = counter.count - before;
            }
            screen.stopScreen();
            return perStep;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void offer(GameSession session, byte[] bytes) {
        List<Frame> frames = new ArrayList<>();
        try (FrameDecoder decoder = new FrameDecoder()) {
            decoder.feed(bytes, 0, bytes.length, new FrameSink() {
                @Override
                public void frame(Frame frame) {
                    frames.add(frame);
                }

                @Override
                public void problem(String description) {
                    throw new IllegalStateException(description);
                }
            });
        }
        for (Frame f : frames) {
            ServerMessages.standard().decode(f, p -> { }).ifPresent(m -> TestSessions.hear(session, new NetEvent.Received(m)));
        }
    }

    static double mean(long[] values) {
        long sum = 0;
        for (long v : values) {
            sum += v;
        }
        return (double) sum / values.length;
    }

    public static void main(String[] args) {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        long[] centred = walk(false, steps);
        long[] edge = walk(true, steps);
        System.out.printf("bytes per step over %d steps at 80x24: centred %.0f (max %d), edge-scroll %.0f (max %d)%n",
                steps, mean(centred), Arrays.stream(centred).max().orElse(0), mean(edge),
                Arrays.stream(edge).max().orElse(0));
    }
}
