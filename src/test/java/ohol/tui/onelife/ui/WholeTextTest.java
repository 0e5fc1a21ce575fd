package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/**
 * At 100x30, the official client's usual window in a terminal, every panel's words are whole
 * (issue 37): wrapped onto more rows at words, or given the screen's width, never cut at the
 * panel's right edge. Each check reads a part of the screen with its rows joined, as a player
 * reads wrapped text.
 */
class WholeTextTest {
    private static final int WILD_ROSE_WITH_FRUIT = 1013;
    private static final int WOLF = 418;
    private static final int CHOPPED_TOMATO_AND_ONION_ON_PLATE = 2863;
    /** At 100x30 the map takes columns 0-41, the list of what is near 42-65. */
    private static final int MAP_COLS = 42;

    private static final int NEAR_COLS = 24;

    /** Rows {@code from} to {@code to} (exclusive) of columns {@code col} to {@code col + cols}, stripped and joined with spaces. */
    private static String joined(UiHarness ui, int from, int to, int col, int cols) {
        StringBuilder text = new StringBuilder();
        for (int r = from; r < to; r++) {
            String row = ui.row(r).substring(col, col + cols).strip();
            if (!row.isEmpty()) {
                text.append(text.length() == 0 ? "" : " ").append(row);
            }
        }
        return text.toString().replaceAll(" {2,}", "  ");
    }

    private static UiHarness with(String capture, int id, int dx, int dy) {
        UiHarness ui = UiHarness.withData(100, 30).play(capture);
        Position at = ui.app.snapshotForTests().ourPosition();
        ui.send("MX\n" + (at.x() + dx) + " " + (at.y() + dy) + " 0 " + id + " -1\n#FM\n#");
        return ui;
    }

    @Test
    void aLongNameInTheListOfWhatIsNearGoesOnToTheNextRow() {
        UiHarness ui = with("idle.cap", WILD_ROSE_WITH_FRUIT, 1, 0);
        String screen = ui.screenText();
        int row = -1;
        for (int r = 0; r < 30; r++) {
            if (ui.row(r).substring(MAP_COLS, MAP_COLS + NEAR_COLS).contains("Wild Rose")) {
                row = r;
            }
        }
        assertTrue(row > 0, screen);
        String name =
                ui.row(row).substring(MAP_COLS + 4, MAP_COLS + NEAR_COLS - 4).strip() + " "
                        + ui.row(row + 1)
                                .substring(MAP_COLS + 4, MAP_COLS + NEAR_COLS - 4)
                                .strip();
        assertTrue(name.startsWith("Wild Rose with Fruit"), name + "\n" + screen);
        assertTrue(joined(ui, 2, 5, MAP_COLS + 1, NEAR_COLS - 1).contains("mild ground"), screen);
        assertTrue(!screen.contains("clothes an|") && !screen.contains("clothes an "), screen);
    }

    @Test
    void theDangerLineIsWhole() {
        UiHarness ui = with("idle.cap", WOLF, 4, 0);
        String top = joined(ui, 2, 5, 0, MAP_COLS);
        assertTrue(
                top.startsWith(
                        "! Danger: Wolf 4 tiles E. It kills whoever steps on it, and runs from people: keep 1 tile away"),
                ui.screenText());
    }

    @Test
    void theHungerLineIsWhole() {
        UiHarness ui = with("crowd.cap", CHOPPED_TOMATO_AND_ONION_ON_PLATE, 3, 0);
        String top = joined(ui, 2, 4, 0, MAP_COLS);
        assertTrue(top.startsWith("hungry: Chopped Tomato and Onion on Plate E 3, . goes"), ui.screenText());
    }

    @Test
    void theLookBoxIsWhole() {
        UiHarness ui = UiHarness.withData(100, 30).play("idle.cap");
        ui.press(";", "<tab>", "<tab>");
        String box = joined(ui, 18, 28, 0, MAP_COLS);
        assertTrue(box.contains("Ground: grassland, mild ground: clothes and a fire keep you warm"), ui.screenText());
        assertTrue(box.contains("Tab/Shift-Tab next thing  P next person"), ui.screenText());
        assertTrue(box.contains("hjkl move") && box.contains("Esc closes"), ui.screenText());
    }

    @Test
    void theLegendAndTheHintsAreWhole() {
        UiHarness ui = UiHarness.withData(100, 30).play("idle.cap");
        ui.press("=");
        assertTrue(
                ui.screenText().contains("someone else: the first letter of the name, lower case for a baby"),
                ui.screenText());
        assertTrue(
                ui.screenText().contains("grassland: mild ground: clothes and a fire keep you warm"), ui.screenText());
        ui.press("<esc>", "i");
        assertTrue(
                ui.screenText().contains("White Pine Tree with Needles -> Pine Needles + White Pine Tree  (NW 8)"),
                ui.screenText());
    }

    @Test
    void theBottomLineOffersOnlyWholeKeys() {
        UiHarness ui = UiHarness.withData(70, 24).play("idle.cap");
        assertEquals(
                "? help  hjkl/arrows walk  x target  g use  s eat  d drop  t talk",
                ui.row(23).stripTrailing());
    }
}
