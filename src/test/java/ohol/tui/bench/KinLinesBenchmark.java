package ohol.tui.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.ServerMessage;
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
 * What a hostile server's huge {@code NM} and {@code LN} cost: one message of 60,000 lines (far
 * past the 4,096 names and lineages kept) applied to a fresh world, decoding done beforehand. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=KinLines}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KinLinesBenchmark {
    static final int LINES = 60_000;

    private Names names;
    private Lineage lineage;

    @Setup
    public void setUp() {
        List<Names.Name> named = new ArrayList<>(LINES);
        List<Lineage.Person> people = new ArrayList<>(LINES);
        for (int id = 1; id <= LINES; id++) {
            named.add(new Names.Name(id, "NAME" + id, Optional.of("FAMILY" + id % 97)));
            people.add(new Lineage.Person(id, new Ancestors(List.of(id + LINES, id + 2 * LINES), OptionalInt.of(1))));
        }
        names = new Names(named);
        lineage = new Lineage(people);
    }

    private static WorldSnapshot applied(ServerMessage message) {
        World world = new World(() -> 0L);
        world.accept(message);
        world.accept(new FrameEnd());
        return world.snapshot();
    }

    @Benchmark
    public WorldSnapshot names() {
        return applied(names);
    }

    @Benchmark
    public WorldSnapshot lineage() {
        return applied(lineage);
    }
}
