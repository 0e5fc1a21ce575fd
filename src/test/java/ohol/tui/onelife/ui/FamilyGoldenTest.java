package ohol.tui.onelife.ui;

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
        ui.press("<tab>");
        String family = ui.screenText();
        ui.press("<tab>");
        String nearby = ui.screenText();
        ui.press("<esc>");
        Golden.assertMatches(
                "screens/history-starve-100x30",
                all + "--- family ---\n" + family + "--- nearby ---\n" + nearby
                        + "--- closed: the death screen again ---\n" + ui.screenText());
    }

    /**
     * A baby reconnected to (RLOGIN) 5,3 from where it was born, as server.cpp answers: every
     * living player (its mother starved meanwhile, so she is not among them), LN and NM for the
     * living; then it starves. The death screen says the mother died before it came back, and
     * counts from the birthplace the server counts from.
     */
    @Test
    void deathScreenOfAReconnectedBabyWhoseMotherDiedMeanwhile() {
        String body = " 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0";
        Golden.assertMatches(
                "screens/death-reconnected-80x24",
                UiHarness.resumed(80, 24)
                        .send("PU\n21 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 5 3 1.50" + body
                                + "\n#LN\n21 11 eve=11\n#NM\n21 MAXCINE ARMS\n#FM\n#")
                        .send("PU\n21 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 X X 1.60" + body + " reason_hunger\n#FM\n#")
                        .screenText());
    }
}
