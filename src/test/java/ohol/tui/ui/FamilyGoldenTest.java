package ohol.tui.ui;

import ohol.tui.Golden;
import org.junit.jupiter.api.Test;

/** The death screen, the family panel and the message history, whole screens from real captures. */
class FamilyGoldenTest {
    @Test
    void deathScreenOfTheStarvedEve() {
        Golden.assertMatches(
                "screens/death-starve-80x24",
                new UiHarness(80, 24).play("starve.cap").screenText());
    }

    @Test
    void familyPanelOfTheNewbornAndOfTheMother() {
        Golden.assertMatches(
                "screens/family-baby-child-80x24",
                new UiHarness(80, 24).play("baby-child.cap").press("F").screenText());
        Golden.assertMatches(
                "screens/family-baby-mother-80x24",
                new UiHarness(80, 24).play("baby-mother.cap").press("F").screenText());
    }

    @Test
    void messageHistoryFromTheDeathScreenAllThenFamilyThenNearby() {
        UiHarness ui = new UiHarness(100, 30).play("starve.cap");
        ui.press("h");
        String all = ui.screenText();
        ui.press("f");
        String family = ui.screenText();
        ui.press("n");
        String nearby = ui.screenText();
        ui.press("<esc>");
        Golden.assertMatches(
                "screens/history-starve-100x30",
                all + "--- family ---\n" + family + "--- nearby ---\n" + nearby
                        + "--- closed: the death screen again ---\n" + ui.screenText());
    }
}
