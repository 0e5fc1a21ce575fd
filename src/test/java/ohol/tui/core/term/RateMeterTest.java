package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RateMeterTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void theFiguresChangeOnceAWindowAveragedOverIt() {
        RateMeter meter = new RateMeter(0);
        assertFalse(meter.take(new RateMeter.Totals(1000, 100, 5000), 4 * SECOND), "not before the window ends");
        assertEquals(0, meter.inPerSecond());
        assertTrue(meter.take(new RateMeter.Totals(1000, 100, 5000), 5 * SECOND));
        assertEquals(200, meter.inPerSecond());
        assertEquals(20, meter.outPerSecond());
        assertEquals(1000, meter.screenPerSecond());
    }

    @Test
    void aWobbleTheStatusLineRoundsAwayAsksForNoRepaint() {
        RateMeter meter = new RateMeter(0);
        meter.take(new RateMeter.Totals(1000, 100, 5000), 5 * SECOND);
        assertFalse(
                meter.take(new RateMeter.Totals(2010, 201, 10_020), 10 * SECOND),
                "202, 20 and 1,004 B/s show as 200, 20 and 1000 again");
        assertEquals(202, meter.inPerSecond());
        assertTrue(meter.take(new RateMeter.Totals(5000, 201, 10_020), 15 * SECOND), "598 B/s shows as 600");
    }
}
