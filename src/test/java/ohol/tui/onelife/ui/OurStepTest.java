package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Our own step is answered on the screen as it begins: the body is drawn on the tile it is
 * entering, as the official client starts moving the player at once (from the real capture of a
 * mother, 15, then her walk of 4 tiles east in 2 s).
 */
class OurStepTest {
    private static final String WALK = "PM\n15 0 0 2.0 2.0 0 1 0 2 0 3 0 4 0\n#FM\n#";

    @Test
    void theBodyStandsOnTheTileItIsEnteringFromTheStartOfEachStep() {
        UiHarness ui = new UiHarness(80, 24).play("baby-mother.cap");
        ui.nanos += 1_000_000_000L;
        ui.send(WALK);
        ui.nanos += 100_000_000L;
        String begun = ui.tick().screenText();
        assertTrue(begun.contains("at 1,0"), begun);
        ui.nanos += 500_000_000L;
        String second = ui.tick().screenText();
        assertTrue(second.contains("at 2,0"), second);
        ui.nanos += 1_500_000_000L;
        String over = ui.tick().screenText();
        assertTrue(over.contains("at 4,0"), over);
    }

    /**
     * A step asked for is drawn at once, before the server's answer (one frame for the step, not
     * one for the key and another for the answer); the answer draws nothing more.
     */
    @Test
    void aStepIsDrawnAsItIsAskedFor() {
        UiHarness ui = new UiHarness(80, 24).play("baby-mother.cap");
        ui.press("z"); // edge scroll: the map stays, the body moves on it
        ui.nanos += 1_000_000_000L;
        ui.tick();
        int row = bodyRow(ui);
        int col = ui.row(row).indexOf('@');
        ui.press("l");
        assertTrue(ui.sent.stream().anyMatch(c -> c.startsWith("MOVE")), ui.sent.toString());
        assertEquals(col + 2, ui.row(row).indexOf('@'), ui.screenText());
        String drawn = ui.screenText();
        ui.send("PM\n15 0 0 1.0 0.5 0 1 0\n#FM\n#");
        assertEquals(col + 2, ui.row(row).indexOf('@'), ui.screenText());
        assertEquals(
                drawn.lines().skip(2).toList(), ui.screenText().lines().skip(2).toList());
    }

    /** Someone sharing our tile stays counted with us only until we step away, at the key. */
    @Test
    void theTileWeLeaveNoLongerCountsUs() {
        UiHarness ui = new UiHarness(80, 24).play("baby-mother.cap");
        ui.press("z");
        ui.send("PU\n30 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        ui.nanos += 1_000_000_000L;
        ui.tick();
        int row = bodyRow(ui);
        int col = ui.row(row).indexOf('@');
        assertEquals('2', ui.row(row).charAt(col + 1), ui.screenText());
        ui.press("l");
        assertEquals(col + 2, ui.row(row).indexOf('@'), ui.screenText());
        assertEquals(' ', ui.row(row).charAt(col + 1), "the tile we left: " + ui.row(row));
    }

    private static int bodyRow(UiHarness ui) {
        for (int r = 2; r < 20; r++) {
            if (ui.row(r).indexOf('@') >= 0) {
                return r;
            }
        }
        throw new AssertionError(ui.screenText());
    }
}
