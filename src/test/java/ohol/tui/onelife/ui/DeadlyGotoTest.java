package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/**
 * "Go to food" does not walk us up to a wolf: a walk that would end within a deadly animal's
 * reach is refused, saying what and where it is, and nothing is sent.
 */
class DeadlyGotoTest {
    private static final int WILD_GOOSEBERRY_BUSH = 30;
    private static final int WOLF = 418;

    private static UiHarness withFoodAt(int dx) {
        UiHarness ui = UiHarness.withData(100, 30).play("idle.cap");
        Position at = ui.app.snapshotForTests().ourPosition();
        ui.send("MX\n" + (at.x() + dx) + " " + at.y() + " 0 " + WILD_GOOSEBERRY_BUSH + " -1\n#FM\n#");
        return ui;
    }

    @Test
    void goingToFoodBesideAWolfIsRefusedWithTheWolfNamed() {
        UiHarness ui = withFoodAt(2);
        Position at = ui.app.snapshotForTests().ourPosition();
        ui.send("MX\n" + (at.x() + 4) + " " + at.y() + " 0 " + WOLF + " -1\n#FM\n#");
        ui.sent.clear();
        ui.press(".");
        String screen = ui.screenText();
        assertTrue(screen.contains("You can't go to food: the walk would end within a deadly animal's"), screen);
        assertTrue(screen.contains("Wolf 4 tiles E"), screen);
        assertFalse(ui.sent.stream().anyMatch(s -> s.startsWith("MOVE")), ui.sent.toString());
    }

    @Test
    void goingToFoodWithNoWolfNearWalks() {
        UiHarness ui = withFoodAt(2);
        ui.sent.clear();
        ui.press(".");
        assertTrue(ui.sent.stream().anyMatch(s -> s.startsWith("MOVE")), ui.sent + "\n" + ui.screenText());
    }
}
