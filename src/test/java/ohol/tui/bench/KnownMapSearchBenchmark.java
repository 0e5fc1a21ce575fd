package ohol.tui.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import ohol.tui.RealData;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.MapMirror;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldSnapshot;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Searching the whole known map by name, and finding the nearest food, over a mirror of
 * {@code side}² known tiles, one in ten holding an object of the kinds a wild map holds. The
 * world keeps about 160² tiles (what is within 64 of us, in whole blocks); 1000² shows how the
 * cost grows. Setup prints the heap the mirror takes. Run:
 * {@code mvn -B -Pbench test-compile exec:exec -Dbench=KnownMapSearch}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class KnownMapSearchBenchmark {
    /** Wild things of a map: trees, bushes, stones, reeds... by id in the real data. */
    private static final int[] WILD = {30, 33, 100, 153, 406, 402, 50, 121, 136, 141, 32, 2156};

    @Param({"160", "1000"})
    public int side;

    private Sight sight;

    @Setup
    public void setUp() {
        Knowledge knowledge = RealData.knowledge();
        Runtime rt = Runtime.getRuntime();
        System.gc();
        long before = rt.totalMemory() - rt.freeMemory();
        MapMirror mirror = new MapMirror();
        mirror.now(0);
        SplittableRandom random = new SplittableRandom(11);
        int half = side / 2;
        for (int top = -half; top < side - half; top += 100) { // in chunks, as the server sends them
            for (int left = -half; left < side - half; left += 100) {
                int w = Math.min(100, side - half - left);
                int h = Math.min(100, side - half - top);
                List<MapChunk.MapCell> cells = new ArrayList<>(w * h);
                for (int i = 0; i < w * h; i++) {
                    int id = random.nextInt(10) == 0 ? WILD[random.nextInt(WILD.length)] : 0;
                    cells.add(new MapChunk.MapCell(random.nextInt(4), 0, GameObject.of(id)));
                }
                mirror.apply(new MapChunk(w, h, left, top, cells));
            }
        }
        System.gc();
        long after = rt.totalMemory() - rt.freeMemory();
        System.out.printf(
                "%n%d known tiles in %d blocks: about %.1f MB of heap%n",
                (long) side * side, mirror.blockCount(), (after - before) / 1e6);
        WorldSnapshot s = new World(() -> 0L).snapshot();
        WorldSnapshot full = new WorldSnapshot(
                s.nanos(),
                mirror.view(),
                s.people(),
                s.ourId(),
                s.whereabouts(),
                s.alive(),
                s.ourDeathReason(),
                s.stats(),
                s.kin(),
                s.records(),
                s.speech(),
                s.events(),
                s.departures(),
                s.slides(),
                s.apocalypse(),
                s.roster(),
                s.places(),
                s.resumed());
        sight = new Sight(full, knowledge);
        if (sight.findKnown("gooseberry").isEmpty() || sight.nearestFood().isEmpty()) {
            throw new IllegalStateException("the map holds no bush to find");
        }
    }

    @Benchmark
    public Object searchByName() {
        return sight.findKnown("gooseberry");
    }

    @Benchmark
    public Object nearestFood() {
        return sight.nearestFood();
    }

    @Benchmark
    public Object everyObjectNearestFirst() {
        return sight.objects(sight.known());
    }
}
