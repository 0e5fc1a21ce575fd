package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.Names;
import org.junit.jupiter.api.Test;

/**
 * A big {@code NM} or {@code LN} is applied in one pass over its lines: the kept names and
 * lineages are copied once for the message, not once per line, and come out as if each line had
 * been applied alone (the newest {@link Kin#MAX_KEPT} kept, in arrival order, the last word on
 * anyone counting).
 */
class KinLinesTest {
    private static final int LINES = 60_000;
    /**
     * Allocation allowed per line. Copying the full kept map once costs about 200 KB, so a copy per
     * line would be a hundred times over this; one pass costs a few hundred bytes a line.
     */
    private static final long BYTES_PER_LINE = 2_048;

    /** Ids with repeats: the first 50,000 players, then 10,000 lines renaming some of them again. */
    private static int idOf(int line) {
        return line < 50_000 ? line + 1 : (line * 7_919) % 50_000 + 1;
    }

    private static Names names() {
        List<Names.Name> lines = new ArrayList<>(LINES);
        for (int i = 0; i < LINES; i++) {
            lines.add(new Names.Name(idOf(i), "NAME" + i, i % 3 == 0 ? Optional.empty() : Optional.of("FAMILY" + i)));
        }
        return new Names(lines);
    }

    private static Lineage lineage() {
        List<Lineage.Person> lines = new ArrayList<>(LINES);
        for (int i = 0; i < LINES; i++) {
            lines.add(new Lineage.Person(idOf(i), new Ancestors(List.of(i + 100_000, i + 200_000), OptionalInt.of(7))));
        }
        return new Lineage(lines);
    }

    /** What applying each line alone keeps: the oldest forgotten past {@link Kin#MAX_KEPT}. */
    private static <V> List<Map.Entry<Integer, V>> keptOneByOne(List<Map.Entry<Integer, V>> lines) {
        LinkedHashMap<Integer, V> kept = new LinkedHashMap<>();
        for (Map.Entry<Integer, V> line : lines) {
            kept.remove(line.getKey());
            kept.put(line.getKey(), line.getValue());
            if (kept.size() > Kin.MAX_KEPT) {
                kept.remove(kept.keySet().iterator().next());
            }
        }
        return new ArrayList<>(kept.entrySet());
    }

    /** Bytes the calling thread allocates while {@code work} runs. */
    private static <T> Allocated<T> allocating(Supplier<T> work) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        assumeTrue(threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
        long before = threads.getCurrentThreadAllocatedBytes();
        T result = work.get();
        return new Allocated<>(result, threads.getCurrentThreadAllocatedBytes() - before);
    }

    private record Allocated<T>(T result, long bytes) {}

    @Test
    void aSixtyThousandLineNamesMessageIsAppliedInOnePass() {
        World world = new World(() -> 0L);
        Names message = names();
        world.accept(message);
        Allocated<World.FrameResult> applied = allocating(() -> world.accept(new FrameEnd()));

        Kin kin = world.snapshot().kin();
        List<Map.Entry<Integer, String>> lines = message.names().stream()
                .map(n -> Map.entry(n.playerId(), n.fullName()))
                .toList();
        assertEquals(keptOneByOne(lines), new ArrayList<>(kin.names().entrySet()));
        assertEquals(Kin.MAX_KEPT, kin.names().size());
        assertEquals("NAME59999 FAMILY59999", kin.nameOf(idOf(59_999)));
        assertTrue(kin.lineages().isEmpty());
        List<WorldEvent> told = applied.result().events();
        assertEquals(LINES, told.size(), "one Named a line, as before");
        assertEquals(new WorldEvent.Named(idOf(0), "NAME0"), told.get(0));
        assertEquals(new WorldEvent.Named(idOf(1), "NAME1 FAMILY1"), told.get(1));
        assertTrue(
                applied.bytes() < LINES * BYTES_PER_LINE,
                "applying " + LINES + " names allocated " + applied.bytes() / 1_000_000 + " MB");
    }

    @Test
    void aSixtyThousandLineLineageMessageIsAppliedInOnePass() {
        World world = new World(() -> 0L);
        Lineage message = lineage();
        world.accept(message);
        Allocated<World.FrameResult> applied = allocating(() -> world.accept(new FrameEnd()));

        Kin kin = world.snapshot().kin();
        List<Map.Entry<Integer, Ancestors>> lines = message.people().stream()
                .map(p -> Map.entry(p.playerId(), p.ancestors()))
                .toList();
        assertEquals(keptOneByOne(lines), new ArrayList<>(kin.lineages().entrySet()));
        assertEquals(Kin.MAX_KEPT, kin.lineages().size());
        assertEquals(OptionalInt.of(159_999), kin.motherOf(idOf(59_999)));
        assertTrue(kin.names().isEmpty());
        assertEquals(List.of(), applied.result().events());
        assertTrue(
                applied.bytes() < LINES * BYTES_PER_LINE,
                "applying " + LINES + " lineages allocated " + applied.bytes() / 1_000_000 + " MB");
    }

    @Test
    void namesLeaveTheKeptLineagesAsTheyWereAndLineagesTheNames() {
        World world = new World(() -> 0L);
        world.accept(lineage());
        world.accept(names());
        world.accept(new FrameEnd());
        Kin both = world.snapshot().kin();
        world.accept(new Names(List.of(new Names.Name(1, "EVE", Optional.empty()))));
        world.accept(new FrameEnd());
        Kin named = world.snapshot().kin();
        assertTrue(both.lineages() == named.lineages(), "an NM does not copy the lineages");
        assertEquals("EVE", named.nameOf(1));
        world.accept(new Lineage(List.of(new Lineage.Person(1, new Ancestors(List.of(), OptionalInt.of(1))))));
        world.accept(new FrameEnd());
        Kin lined = world.snapshot().kin();
        assertTrue(named.names() == lined.names(), "an LN does not copy the names");
        assertEquals(OptionalInt.empty(), lined.motherOf(1));
        assertEquals(Kin.MAX_KEPT, lined.names().size());
        assertEquals(Kin.MAX_KEPT, lined.lineages().size());
    }

    @Test
    void anEmptyMessageChangesNothing() {
        World world = new World(() -> 0L);
        world.accept(names());
        world.accept(new FrameEnd());
        Kin before = world.snapshot().kin();
        world.accept(new Names(List.of()));
        world.accept(new Lineage(List.of()));
        world.accept(new FrameEnd());
        assertSame(before, world.snapshot().kin());
    }
}
