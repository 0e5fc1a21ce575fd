package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * While someone walks, the screen is looked at every frame but drawn only when a walker reaches
 * another tile: fifty walkers seen by fifty players through one gateway drew fifty screens 30
 * times a second, each drawing the same map.
 */
class MotionFramesTest {
    /** Someone else, standing at 2,2. */
    private static final String STRANGER =
            "PU\n30 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 2 2 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
    /** They walk 4 tiles east in 2 s: a tile each half second. */
    private static final String WALK = "PM\n30 2 2 2.0 2.0 0 1 0 2 0 3 0 4 0\n#FM\n#";

    @Test
    void aWalkIsDrawnOnceATileNotEveryFrame() {
        UiHarness ui = new UiHarness(80, 24).play("baby-mother.cap");
        ui.send(STRANGER);
        ui.nanos += 1_000_000_000L;
        ui.send(WALK).tick();
        int walking = ui.refreshes;
        for (int frame = 0; frame < 14; frame++) {
            ui.nanos += Redraws.FRAME_NANOS;
            ui.tick();
        }
        assertEquals(walking, ui.refreshes, "frames drawn while the walker stayed on one tile");
        ui.nanos += 100_000_000L; // 0.56 s: the second tile
        ui.tick();
        assertEquals(walking + 1, ui.refreshes, "the walker's next tile is drawn");
        ui.nanos += 2_000_000_000L;
        ui.tick();
        assertTrue(ui.screenText().contains("@"), ui.screenText());
    }
}
