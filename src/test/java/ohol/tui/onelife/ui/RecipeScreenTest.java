package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import ohol.tui.Golden;
import ohol.tui.RealData;
import ohol.tui.TestMaps;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/**
 * A recipe past the first few steps, on the whole screen: each thing made once with its step
 * number, later uses referring back, deep subtrees folded (Enter unfolds, and on a "see step"
 * line goes there), what we hold and what is in view marked. Keys on Lanterna's virtual terminal
 * with the real game data; screen goldens at 80x24 and 100x30.
 */
class RecipeScreenTest {
    private static final int STONE = 33;
    private static final int MILKWEED = 50;
    private static final int MAPLE = 63;

    /** We hold a stone; milkweed and a maple grow in view. Then R, fire, Enter. */
    private static UiHarness fire(int cols, int rows) {
        UiHarness ui = UiHarness.withData(cols, rows);
        ui.sendBytes(TestMaps.bytes(
                TestMaps.chunk(8, Map.of(new Position(2, 1), MILKWEED, new Position(-4, 0), MAPLE)), STONE));
        ui.press("R").type("fire").press("<cr>");
        return ui;
    }

    private static long count(String screen, String text) {
        return Arrays.stream(screen.split("\n")).filter(l -> l.contains(text)).count();
    }

    @Test
    void fireShowsEachStepOnceOnTheWholeScreen() {
        for (int[] size : new int[][] {{80, 24}, {100, 30}}) {
            UiHarness ui = fire(size[0], size[1]);
            String screen = ui.screenText();
            Golden.assertMatches("screens/recipe-fire-" + size[0] + "x" + size[1], screen);
            assertTrue(ui.row(2).startsWith("How to make Fire: 22 steps"), ui.row(2));
            assertEquals(1, count(screen, "1. Sharp Stone (x2): Stone + Big Hard Rock -> Sharp Stone"), screen);
            assertTrue(screen.contains("Stone: found in the wild  [held]"), screen);
            assertFalse(screen.contains("|"), "no pane beside it: the recipe has the whole width\n" + screen);
        }
    }

    @Test
    void foldedStepsOpenWithEnterAndSeeStepLinesGoToTheirStep() {
        UiHarness ui = fire(100, 30);
        assertFalse(ui.screenText().contains("Milkweed Stalk"), "folded below depth 4:\n" + ui.screenText());
        String line = "+ 4. Rope (x2)";
        int row = rowOf(ui, line);
        assertTrue(row > 0, ui.screenText());
        for (int r = 3; r < row; r++) {
            ui.press("<down>");
        }
        assertTrue(ui.row(row).startsWith(">"), "the selected line: " + ui.row(row));
        ui.press("<cr>");
        String open = ui.screenText();
        assertEquals(1, count(open, "2. Milkweed Stalk (x8): "), "the stalks' step shows once:\n" + open);
        assertTrue(open.contains("Milkweed Stalk: see step 2"), open);
        assertTrue(open.contains("Milkweed: found in the wild  [near NE 2]"), open);
        ui.press("<space>");
        assertFalse(ui.screenText().contains("Milkweed Stalk"), "Space folds it again:\n" + ui.screenText());

        int see = rowOf(ui, "Straight Branch: see step 5");
        assertTrue(see > 0, ui.screenText());
        int at = selectedRow(ui);
        for (int r = at; r < see; r++) {
            ui.press("<down>");
        }
        ui.press("<cr>");
        int step = rowOf(ui, "5. Straight Branch (x4)");
        assertTrue(step > 0, "its step unfolded:\n" + ui.screenText());
        assertTrue(ui.row(step).startsWith(">"), "and selected: " + ui.screenText());
        assertTrue(ui.screenText().contains("Maple Tree: found in the wild  [near W 4]"), ui.screenText());

        ui.press("o");
        String order = ui.screenText();
        assertTrue(order.contains("How to make Fire: 22 steps, in order"), order);
        assertTrue(
                ui.row(3).startsWith(" 1. Stone + Big Hard Rock -> Sharp Stone (x2)  [tools: Big Hard Rock]"), order);
        assertTrue(ui.row(24).startsWith(" 22. Kindling + Burning Tinder -> Fire"), order);
    }

    @Test
    void clayBowlInOrderPagesThroughEveryStepOnce() {
        HowToMake bowl = HowToMake.of(RealData.knowledge(), "clay bowl").orElseThrow();
        RecipeTree tree = new RecipeTree(bowl.recipe().orElseThrow(), RecipeOverlay.FOLD_DEPTH);
        assertEquals(39, tree.steps(), "72 steps done, 39 different ones");
        assertTrue(
                tree.visible().size() < 20,
                "folded, it fits a screen: " + tree.visible().size());
    }

    private static int selectedRow(UiHarness ui) {
        String[] rows = ui.screenText().split("\n");
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].startsWith(">")) {
                return r;
            }
        }
        return -1;
    }

    private static int rowOf(UiHarness ui, String text) {
        String[] rows = ui.screenText().split("\n");
        for (int r = 0; r < rows.length; r++) {
            if (rows[r].contains(text)) {
                return r;
            }
        }
        return -1;
    }
}
