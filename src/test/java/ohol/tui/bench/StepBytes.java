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
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;
import ohol.tui.Captures;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.RawAnsi;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.core.term.TerminalOutput;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeLogins;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.practice.PracticeServer;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.RecordingLink;
import ohol.tui.onelife.session.TestSessions;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;
import ohol.tui.onelife.world.Position;

/**
 * What the screen sends the terminal for each step of a walk, the cost that matters on a slow
 * link: bytes, and writes (each write leaves as at least one packet). The real UI loop on an
 * ANSI terminal at 80x24 whose output is counted, in centred and in edge-scroll mode, either on
 * Lanterna's own screen writing each sequence on its own (as over an auto-flushing
 * {@code System.out}) or on {@link DeltaScreen} through {@link TerminalOutput} (on a terminal that
 * takes sequences as they are, as the client's own terminals do).
 *
 * <p>{@link #walk} is deterministic (a fake clock, after idle.cap has filled the world, the
 * server's PU after each step) so a test can compare; {@link #walkPractice} walks in the
 * practice world over a real socket in real time, ticking every frame as the UI loop does.
 * Run: {@code mvn -B -q test-compile exec:java -Dexec.mainClass=ohol.tui.bench.StepBytes
 * -Dexec.classpathScope=test} (add {@code -Dexec.args="30 practice"} for the practice world).
 */
public final class StepBytes {
    /** How the screen reaches the terminal. */
    public enum Output {
        /** Lanterna's screen; every sequence its own write. */
        LANTERNA,
        /** {@link DeltaScreen} through {@link TerminalOutput}: one write per refresh, none for no change. */
        BUFFERED
    }

    /** Per step: the bytes and the writes that reached the terminal. */
    public record Cost(long[] bytes, long[] writes) {
        public double meanBytes() {
            return mean(bytes);
        }

        public double meanWrites() {
            return mean(writes);
        }

        /** The {@code p}th percentile of the bytes per step. */
        public long percentileBytes(int p) {
            return percentile(bytes, p);
        }

        public String describe() {
            return String.format(
                    "%6.0f bytes (p50 %4d, p95 %5d, max %5d) %6.1f writes (max %4d)",
                    meanBytes(),
                    percentileBytes(50),
                    percentileBytes(95),
                    Arrays.stream(bytes).max().orElse(0),
                    meanWrites(),
                    Arrays.stream(writes).max().orElse(0));
        }
    }

    /** The terminal's side: counts bytes and write calls, and the refreshes that only hid the cursor. */
    private static final class Counter extends OutputStream {
        private static final byte[] HIDE_CURSOR = "\u001b[?25l".getBytes(StandardCharsets.US_ASCII);
        long bytes;
        long writes;
        long flushes;
        long onlyHideCursor;
        /** Where the bytes also go (a terminal model in a test). */
        OutputStream tap = OutputStream.nullOutputStream();

        private final byte[] sinceFlush = new byte[HIDE_CURSOR.length + 1];
        private int sinceFlushLength;

        @Override
        public synchronized void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            tap.write(b, off, len);
            bytes += len;
            writes++;
            for (int i = 0; i < len && sinceFlushLength < sinceFlush.length; i++) {
                sinceFlush[sinceFlushLength++] = b[off + i];
            }
        }

        @Override
        public synchronized void flush() {
            flushes++;
            if (Arrays.equals(sinceFlush, 0, sinceFlushLength, HIDE_CURSOR, 0, HIDE_CURSOR.length)) {
                onlyHideCursor++;
            }
            sinceFlushLength = 0;
        }
    }

    /** An 80x24 ANSI terminal that also takes sequences as they are, as the client's own terminals do. */
    private static final class Ansi extends ANSITerminal implements RawAnsi {
        Ansi(PipedInputStream in, OutputStream out) throws IOException {
            super(in, out, StandardCharsets.UTF_8);
        }

        @Override
        protected TerminalSize findTerminalSize() {
            return new TerminalSize(80, 24);
        }

        @Override
        public void writeSequence(byte[] sequence) throws IOException {
            writeToTerminal(sequence);
        }
    }

    /** A screen on a counted 80x24 ANSI terminal, with a pipe for keys. */
    private static final class Rig {
        final Counter counter = new Counter();
        final PipedOutputStream keys = new PipedOutputStream();
        final TerminalScreen screen;

        Rig(Output output) throws IOException {
            this(output, OutputStream.nullOutputStream());
        }

        Rig(Output output, OutputStream tap) throws IOException {
            counter.tap = tap;
            OutputStream out = output == Output.BUFFERED ? new TerminalOutput(counter) : counter;
            ANSITerminal terminal = new Ansi(new PipedInputStream(keys), out);
            screen = output == Output.BUFFERED ? new DeltaScreen(terminal) : new TerminalScreen(terminal);
            screen.startScreen();
        }

        void press(char key) throws IOException {
            keys.write(key);
            keys.flush();
        }

        TerminalApp app(
                GameSession session, Mailbox<News, ScreenInput> mailbox, ObjectCatalog catalog, LongSupplier clock) {
            return new TerminalApp(
                    screen,
                    session,
                    mailbox,
                    new TerminalApp.Parts(
                            catalog,
                            KeymapLoader.defaults(),
                            GlyphTheme.defaults(),
                            new Palette(Palette.Depth.INDEXED256),
                            clock,
                            false));
        }
    }

    private StepBytes() {}

    /** Bytes for each of {@code steps} steps (east, then back), at 80x24, on Lanterna's own screen. */
    public static long[] walk(boolean edgeScroll, int steps) {
        return walk(edgeScroll, steps, Output.LANTERNA).bytes();
    }

    /** What a test looks at after each step: the screen, whose bytes it has also been given. */
    public interface AfterStep {
        void check(int step, TerminalScreen screen);
    }

    /** {@link #walk(boolean, int, Output)}, the bytes also written to {@code tap} and each step checked. */
    public static Cost walk(boolean edgeScroll, int steps, Output output, OutputStream tap, AfterStep after) {
        try {
            return walk(edgeScroll, steps, new Rig(output, tap), after);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * {@code steps} steps after idle.cap, east for the first half and back west for the second (a
     * page turn each way in edge-scroll mode from 30 steps on), a key every 0.6 s of a fake clock:
     * deterministic.
     */
    public static Cost walk(boolean edgeScroll, int steps, Output output) {
        try {
            return walk(edgeScroll, steps, new Rig(output), (step, screen) -> {});
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Cost walk(boolean edgeScroll, int steps, Rig rig, AfterStep after) {
        try {
            long[] clock = {1_000_000_000L};
            GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> clock[0], new RecordingLink());
            TerminalApp app = rig.app(session, new Mailbox<>(), ObjectCatalog.empty(), () -> clock[0]);
            for (Captures.Chunk chunk : Captures.chunks("idle.cap")) {
                if (chunk.direction() == 'S') {
                    clock[0] = 1_000_000_000L + chunk.millis() * 1_000_000L;
                    offer(session, chunk.bytes());
                }
            }
            clock[0] += 60_000_000_000L; // past any slide or notice
            app.tick();
            if (edgeScroll) {
                rig.press('z');
                app.tick();
                clock[0] += 10_000_000_000L;
                app.tick();
            }
            long[] bytes = new long[steps];
            long[] writes = new long[steps];
            for (int s = 0; s < steps; s++) {
                long bytesBefore = rig.counter.bytes;
                long writesBefore = rig.counter.writes;
                rig.press(s < steps / 2 ? 'l' : 'h');
                app.tick();
                int x = s < steps / 2 ? s + 1 : steps / 2 - (s + 1 - steps / 2);
                offer(
                        session,
                        ("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 " + (s + 2) + " 0 " + x + " 0 14.00 60.00 3.75 "
                                        + "0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#")
                                .getBytes(StandardCharsets.US_ASCII));
                clock[0] += 300_000_000L;
                app.tick();
                clock[0] += 300_000_000L; // a key every 0.6 s, as src/test/sh/ssh-bytes.sh presses them
                app.tick();
                bytes[s] = rig.counter.bytes - bytesBefore;
                writes[s] = rig.counter.writes - writesBefore;
                after.check(s, rig.screen);
            }
            rig.screen.stopScreen();
            return new Cost(bytes, writes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What {@link #walkPractice} saw: the cost per step, flushes, and on how many steps we moved a tile. */
    public record PracticeWalk(Cost cost, long flushes, long onlyHideCursor, int moved) {}

    static final long FRAME_NANOS = 33_000_000L;
    /** Long enough for a one-tile walk (3.75 tiles a second) and the server's answer. */
    static final Duration STEP_TIME = Duration.ofMillis(600);

    /**
     * {@code steps} steps in the practice world over a real socket: east for the first half, back
     * west for the second, each step given {@link #STEP_TIME} of frames ticked as the UI loop does.
     */
    public static PracticeWalk walkPractice(boolean edgeScroll, int steps, Output output) throws Exception {
        return walkPractice(edgeScroll, steps, output, OutputStream.nullOutputStream(), (step, screen) -> {});
    }

    /** {@link #walkPractice(boolean, int, Output)}, the bytes also written to {@code tap} and each step checked. */
    public static PracticeWalk walkPractice(
            boolean edgeScroll, int steps, Output output, OutputStream tap, AfterStep after) throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("pw"))) {
            Mailbox<News, ScreenInput> mailbox = new Mailbox<>();
            GameSession session = PracticeLogins.session(server, "steps@localhost", "pw", mailbox::news);
            session.begin();
            try {
                Rig rig = new Rig(output, tap);
                TerminalApp app =
                        rig.app(session, mailbox, PracticeObjects.builtIn().asCatalog(), System::nanoTime);
                frames(app, Duration.ofSeconds(2)); // born, the map arrives
                if (edgeScroll) {
                    rig.press('z');
                    frames(app, Duration.ofSeconds(4)); // past the notice
                }
                long[] bytes = new long[steps];
                long[] writes = new long[steps];
                long flushesBefore = rig.counter.flushes;
                long hideBefore = rig.counter.onlyHideCursor;
                int moved = 0;
                for (int s = 0; s < steps; s++) {
                    Position from = app.snapshotForTests().ourPosition();
                    long bytesBefore = rig.counter.bytes;
                    long writesBefore = rig.counter.writes;
                    rig.press(s < steps / 2 ? 'l' : 'h');
                    frames(app, STEP_TIME);
                    bytes[s] = rig.counter.bytes - bytesBefore;
                    writes[s] = rig.counter.writes - writesBefore;
                    if (app.snapshotForTests().ourPosition().distance(from) == 1) {
                        moved++;
                    }
                    after.check(s, rig.screen);
                }
                rig.screen.stopScreen();
                return new PracticeWalk(
                        new Cost(bytes, writes),
                        rig.counter.flushes - flushesBefore,
                        rig.counter.onlyHideCursor - hideBefore,
                        moved);
            } finally {
                session.quit(Duration.ZERO);
            }
        }
    }

    private static void frames(TerminalApp app, Duration time) throws IOException, InterruptedException {
        long end = System.nanoTime() + time.toNanos();
        while (System.nanoTime() < end) {
            app.tick();
            Thread.sleep(FRAME_NANOS / 1_000_000L); // the UI loop's frame
        }
    }

    private static void offer(GameSession session, byte[] bytes) {
        List<String> problems = new ArrayList<>();
        for (ServerMessage m : ServerStream.decodeAll(bytes, problems)) {
            TestSessions.hear(session, new NetEvent.Received<>(m));
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException(problems.toString());
        }
    }

    /**
     * The {@code p}th percentile as src/test/sh/gateway-load.py takes it for the wire's figures
     * (the value at index p% of the count, sorted): of 40 steps, p95 is the second largest.
     */
    static long percentile(long[] values, int p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, p * sorted.length / 100)];
    }

    static double mean(long[] values) {
        long sum = 0;
        for (long v : values) {
            sum += v;
        }
        return (double) sum / values.length;
    }

    public static void main(String[] args) throws Exception {
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        boolean practice = args.length > 1 && args[1].equals("practice");
        System.out.printf(
                "per step over %d steps at 80x24, %s:%n",
                steps, practice ? "practice world, real time, a frame every 33 ms" : "after idle.cap, fake clock");
        for (boolean edge : new boolean[] {false, true}) {
            for (Output output : Output.values()) {
                String label = String.format(
                        "%-11s %-9s",
                        edge ? "edge-scroll" : "centred", output.name().toLowerCase());
                if (practice) {
                    PracticeWalk walk = walkPractice(edge, steps, output);
                    System.out.printf(
                            "%s %s; %d flushes, %d only hid the cursor; moved on %d of %d steps%n",
                            label, walk.cost().describe(), walk.flushes(), walk.onlyHideCursor(), walk.moved(), steps);
                } else {
                    System.out.printf(
                            "%s %s%n", label, walk(edge, steps, output).describe());
                }
            }
        }
    }
}
