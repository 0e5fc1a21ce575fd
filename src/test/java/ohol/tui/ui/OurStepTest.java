package ohol.tui.ui;

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
}
