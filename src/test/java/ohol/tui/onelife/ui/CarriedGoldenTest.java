package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.Golden;
import org.junit.jupiter.api.Test;

/**
 * A baby in arms on both screens, from the real birth captures (the mother 15 picks her baby 16
 * up at 0,0) and then, in server.cpp's words, the mother's walk 4 tiles east with the baby: her
 * {@code PM} and {@code PU}, and a {@code PU} about the baby while held that keeps the tile it was
 * picked up from with no done_moving. The baby is where the mother is on both screens until she
 * puts it down (her {@code PU}, and the baby's forced to where it lies).
 */
class CarriedGoldenTest {
    private static final String BODY = " 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n";
    private static final String BABY_BODY = " 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0\n";
    /** The mother walks from 0,0 to 4,0 with the baby in her arms. */
    private static final String WALK = "PM\n15 0 0 2.0 2.0 0 1 0 2 0 3 0 4 0\n#FM\n#";

    private static final String ARRIVED = "PU\n15 351 0 0 0 0 -16 0 0 0 -1 0.83 2 0 4 0 14.30" + BODY + "#FM\n#"
            + "PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 0 0 0 0 0.30" + BABY_BODY + "#FM\n#";
    /** She puts the baby down east of her: her PU, and the baby's forced to where it lies. */
    private static final String PUT_DOWN = "PU\n15 351 1 1 5 0 0 0 0 0 -1 0.83 2 0 4 0 14.31" + BODY
            + "16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 5 0 0.31" + BABY_BODY + "#FM\n#";

    private static UiHarness walked(String capture) {
        UiHarness ui = new UiHarness(80, 24).play(capture);
        ui.nanos += 1_000_000_000L;
        ui.send(WALK);
        ui.nanos += 2_100_000_000L;
        return ui.send(ARRIVED);
    }

    @Test
    void theBabyIsInItsMothersArmsWhereverSheWalks() {
        UiHarness baby = walked("baby-child.cap");
        String held = baby.screenText();
        Golden.assertMatches("screens/carried-baby-80x24", held);
        assertTrue(held.contains("at 4,0") || held.contains("held by your mother"), held);
        UiHarness mother = walked("baby-mother.cap");
        Golden.assertMatches("screens/carried-mother-80x24", mother.screenText());
    }

    @Test
    void putDownTheBabyIsToldWhereItLiesWithoutAStrayError() {
        UiHarness baby = walked("baby-child.cap");
        baby.nanos += 500_000_000L;
        baby.send(PUT_DOWN);
        String screen = baby.screenText();
        assertTrue(screen.contains("Your mother put you down"), screen);
        assertFalse(screen.contains("moved us back"), screen);
        assertEquals("FORCE 5 0", baby.sent.get(baby.sent.size() - 1).replace("#", ""), baby.sent.toString());
        UiHarness mother = walked("baby-mother.cap");
        mother.nanos += 500_000_000L;
        mother.send(PUT_DOWN);
        assertTrue(mother.screenText().contains("You put down your daughter"), mother.screenText());
    }

    /**
     * Out of arms with no word about the carrier (a jump free, server.cpp handleForcedBabyDrop):
     * only the baby's line, done moving and forced where it lands, says it is on the ground.
     */
    @Test
    void aLineAboutTheBabyDoneMovingMeansItIsOutOfArms() {
        UiHarness baby = walked("baby-child.cap");
        baby.nanos += 500_000_000L;
        baby.send("PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 4 0 0.31" + BABY_BODY + "#FM\n#");
        String screen = baby.screenText();
        assertTrue(screen.contains("on the ground"), screen);
        assertTrue(screen.contains("Your mother put you down"), screen);
        UiHarness mother = walked("baby-mother.cap");
        mother.nanos += 500_000_000L;
        mother.send("PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 4 0 0.31" + BABY_BODY + "#FM\n#");
        assertTrue(mother.screenText().contains("holding nothing"), mother.screenText());
    }
}
