package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import ohol.tui.bench.StepBytes;
import org.junit.jupiter.api.Test;

/**
 * The client's own screen, walking east and back after idle.cap (a page turn each way in
 * edge-scroll mode, the map following every step when centred), its bytes replayed into the
 * strict test terminal ({@link AnsiGrid}): after each step the terminal shows exactly the frame.
 */
class WalkOnTheTerminalTest {
    @Test
    void everyStepOfAWalkShowsExactlyTheFrame() {
        for (boolean edge : new boolean[] {true, false}) {
            AnsiGrid grid = new AnsiGrid(80, 24);
            StepBytes.Cost cost = StepBytes.walk(
                    edge,
                    40,
                    StepBytes.Output.BUFFERED,
                    grid,
                    (step, screen) -> CellPainterTest.assertShows((DeltaScreen) screen, grid, step));
            if (edge) { // the two page turns are the two largest steps
                long[] sorted = cost.bytes().clone();
                Arrays.sort(sorted);
                assertTrue(sorted[sorted.length - 2] > 500, Arrays.toString(cost.bytes()));
            }
        }
    }
}
