package ohol.tui.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldSnapshot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Applying every message of every capture to a fresh world each (decoding done beforehand),
 * plus taking a snapshot at each frame as the screen does. The score is per message, so
 * messages per second is its inverse. Also one frame of a walking crowd of fifty-four. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=WorldApply}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class WorldApplyBenchmark {
    /** Messages in all captures; checked in setUp so the per-message score stays honest. */
    static final int MESSAGES = 2189;

    private final List<List<ServerMessage>> captures = new ArrayList<>();
    private Crowd crowd;
    private int step;

    @Setup
    public void setUp() {
        int total = 0;
        for (String name : Captures.names()) {
            List<String> problems = new ArrayList<>();
            List<ServerMessage> messages = ServerStream.decodeAll(Captures.serverStream(name), problems);
            if (!problems.isEmpty()) {
                throw new IllegalStateException(name + ": " + problems);
            }
            total += messages.size();
            captures.add(messages);
        }
        if (total != MESSAGES) {
            throw new IllegalStateException("captures hold " + total + " messages; update MESSAGES");
        }
        crowd = Crowd.of();
    }

    /**
     * One frame of a crowd walking ({@link Crowd}: fifty-four people in view, one starting or
     * ending a step) applied, and the snapshot taken: what each player's world does for every step
     * of every other player on the gateway's practice world. The score is per frame.
     */
    @Benchmark
    public WorldSnapshot applyCrowdStep() {
        World world = crowd.world();
        for (ServerMessage m : crowd.step(step++)) {
            world.accept(m);
        }
        return world.snapshot();
    }

    @Benchmark
    @OperationsPerInvocation(MESSAGES)
    public void applyAllCaptures(Blackhole hole) {
        long[] clock = {0};
        for (List<ServerMessage> messages : captures) {
            World world = new World(() -> clock[0]);
            for (ServerMessage m : messages) {
                clock[0] += 1_000_000;
                World.FrameResult r = world.accept(m);
                if (r != World.FrameResult.NOTHING) {
                    hole.consume(world.snapshot());
                }
            }
        }
    }
}
