package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/** A step into what blocks is refused in the player's words, naming what stands in the way. */
class BlockedWalkTest {
    private static final int JUNIPER_TREE = 49; // blocksWalking=1

    @Test
    void aRefusedStepNamesTheThingInTheWay() {
        UiHarness ui = new UiHarness(100, 30).play("idle.cap");
        Position at = ui.app.snapshotForTests().ourPosition();
        ui.send("MX\n" + (at.x() - 1) + " " + at.y() + " 0 " + JUNIPER_TREE + " -1\n#FM\n#");
        ui.sent.clear();
        ui.press("h");
        String screen = ui.screenText();
        assertTrue(screen.contains("You can't go 1 tile W: a Juniper Tree blocks the way"), screen);
        assertFalse(ui.sent.stream().anyMatch(s -> s.startsWith("MOVE")), ui.sent.toString());
    }
}
