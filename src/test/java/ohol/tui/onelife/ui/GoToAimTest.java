package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Going to food leaves the aim on the food: the hunger line's {@code press . to go} walked beside
 * the bush while g stayed aimed at our own feet ({@code use 0 0: nothing happened}).
 */
class GoToAimTest {
    @Test
    void afterDotTheCursorIsOnTheBushWalkedTo() {
        UiHarness ui = UiHarness.withData(100, 30).play("idle.cap");
        ui.sent.clear();
        ui.press(".");
        assertTrue(ui.sent.contains("MOVE 0 0 @2 0 1 0 2 0 3#"), "walks beside the bush 4 north: " + ui.sent);
        String look = ui.row(28);
        // counted from where the walk ends, beside it
        assertTrue(look.startsWith("N 1: Wild Gooseberry Bush"), "the look line follows the aim:\n" + ui.screenText());
        assertTrue(look.contains("g: Wild Gooseberry Bush -> Gooseberry"), look);
    }
}
