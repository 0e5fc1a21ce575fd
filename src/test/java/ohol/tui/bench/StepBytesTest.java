package ohol.tui.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class StepBytesTest {
    @Test
    void edgeScrollSendsFewerBytesThanACentredMapWhileWalking() {
        long[] centred = StepBytes.walk(false, 30);
        long[] edge = StepBytes.walk(true, 30);
        assertTrue(StepBytes.mean(centred) > 0 && StepBytes.mean(edge) > 0);
        assertTrue(
                StepBytes.mean(edge) < StepBytes.mean(centred),
                "edge-scroll " + StepBytes.mean(edge) + " vs centred " + StepBytes.mean(centred));
    }

    /**
     * The slow-link goal, counted at the terminal with the list of what is near shown: a
     * step in edge-scroll mode costs at most a quarter of a centred one (its distances catch up
     * when the map turns a page or we stop, not at every step).
     */
    @Test
    void anEdgeScrollStepCostsAtMostAQuarterOfACentredOne() {
        StepBytes.Cost centred = StepBytes.walk(false, 30, StepBytes.Output.BUFFERED);
        StepBytes.Cost edge = StepBytes.walk(true, 30, StepBytes.Output.BUFFERED);
        assertTrue(
                4 * edge.meanBytes() <= centred.meanBytes(),
                "edge-scroll " + edge.meanBytes() + " B a step, centred " + centred.meanBytes());
    }

    /** Each step is two rounds of the UI loop (the key, then the server's answer): two refreshes at most. */
    @Test
    void throughTheBufferAStepIsAtMostOneWritePerRefresh() {
        for (boolean edge : new boolean[] {false, true}) {
            StepBytes.Cost lanterna = StepBytes.walk(edge, 30, StepBytes.Output.LANTERNA);
            StepBytes.Cost buffered = StepBytes.walk(edge, 30, StepBytes.Output.BUFFERED);
            assertTrue(
                    Arrays.stream(buffered.writes()).allMatch(w -> w >= 1 && w <= 2),
                    Arrays.toString(buffered.writes()));
            assertTrue(
                    lanterna.meanWrites() > 10 * buffered.meanWrites(),
                    "Lanterna alone " + lanterna.meanWrites() + " writes a step, buffered " + buffered.meanWrites());
            assertTrue(buffered.meanBytes() <= lanterna.meanBytes(), "the buffer adds no bytes");
        }
    }

    @Test
    void theCountIsDeterministic() {
        StepBytes.Cost first = StepBytes.walk(false, 10, StepBytes.Output.BUFFERED);
        StepBytes.Cost second = StepBytes.walk(false, 10, StepBytes.Output.BUFFERED);
        assertArrayEquals(first.bytes(), second.bytes());
        assertArrayEquals(first.writes(), second.writes());
    }
}
