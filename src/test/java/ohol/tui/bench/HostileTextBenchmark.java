package ohol.tui.bench;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.BasicTextImage;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.ui.LogPane;
import ohol.tui.onelife.ui.View;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldSnapshot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a hostile server's long text costs: one megabyte of speech decoded and applied to a world,
 * and the speech pane drawn over a log full of 500 such speeches (each capped where it enters).
 * The target is a render well under 50 ms. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=HostileText}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class HostileTextBenchmark {
    private static final String US =
            "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
    private byte[] megabyteSpeech;
    private View fullLog;
    private final LogPane speech = new LogPane(LogPane.Kind.SPEECH);
    private final BasicTextImage image = new BasicTextImage(new TerminalSize(48, 30));

    @Setup
    public void setUp() {
        megabyteSpeech = ("PS\n11/0 " + "BLAH ".repeat(200_000) + "\n#FM\n#").getBytes(StandardCharsets.US_ASCII);
        World world = new World(() -> 0L);
        feed(world, US.getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < World.LOG_SIZE; i++) {
            feed(world, megabyteSpeech);
        }
        WorldSnapshot s = world.snapshot();
        fullLog = new View(
                s,
                new View.Pointing(KeymapLoader.NORMAL, s.ourPosition(), s.ourPosition(), false),
                new View.Prompts(0, Optional.empty(), Optional.empty(), false, Optional.empty()),
                new View.Figures(OptionalLong.empty(), 0, 0, 0, Optional.empty()),
                false);
    }

    private static void feed(World world, byte[] bytes) {
        for (ServerMessage m : ServerStream.decodeAll(bytes, new java.util.ArrayList<>())) {
            world.accept(m);
        }
    }

    @Benchmark
    public Object decodeAndApplyAMegabyteSpeech() {
        World world = new World(() -> 0L);
        feed(world, megabyteSpeech);
        return world;
    }

    @Benchmark
    public Object drawTheSpeechPaneOverFiveHundredOfThem() {
        speech.draw(image.newTextGraphics(), fullLog);
        return image;
    }
}
