package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.session.TestSessions;
import org.junit.jupiter.api.Test;

/**
 * The family on the screen, from the real captures: a newborn and its mother name each other,
 * a starved Eve's death screen, the close after a death, and the next life in the same process.
 */
class FamilyScreenTest {
    @Test
    void theNewbornCallsItsMotherYourMother() {
        UiHarness ui = new UiHarness(110, 30).play("baby-child.cap");
        String screen = ui.screenText();
        assertTrue(screen.contains("your mother: YOU ARE ADAM"), "the speech pane names the speaker:\n" + screen);
        assertTrue(ui.row(1).contains("held by your mother"), "a baby's status line:\n" + screen);
        assertTrue(ui.row(1).contains("J wriggle") && ui.row(1).contains("Ctrl-d die"), ui.row(1));
        assertTrue(screen.contains("@P"), "we are drawn with the mother who holds us:\n" + screen);
        int row = 0;
        while (ui.row(row).indexOf("@P") < 0) {
            row++;
        }
        var mother = ui.terminal
                .getBufferCharacter(ui.row(row).indexOf("@P") + 1, row)
                .getForegroundColor();
        var theme = GlyphTheme.defaults();
        assertEquals(
                new Palette(Palette.Depth.INDEXED256)
                        .color(theme.glyph("mother").colour()),
                mother,
                "in the mother's colour");
        ui.press("F");
        String panel = ui.screenText();
        assertTrue(panel.contains(FamilyOverlay.TITLE), panel);
        assertTrue(panel.contains("Your mother, female, 14, alive"), panel);
    }

    @Test
    void theMotherCallsHerBabyYourDaughterAndHoldsHer() {
        UiHarness ui = new UiHarness(110, 30).play("baby-mother.cap");
        String screen = ui.screenText();
        assertTrue(screen.contains("your daughter: M"), "what the baby said:\n" + screen);
        assertTrue(screen.contains("holding your daughter"), "the look at our own tile:\n" + screen);
        assertTrue(screen.contains("@p"), "the baby in our arms is drawn with us:\n" + screen);
        assertTrue(screen.contains("You had a baby: your daughter"), "the family news:\n" + screen);
    }

    @Test
    void theStarvedEvesDeathScreenSaysSoAndListsTheBabyWhoDied() {
        UiHarness ui = new UiHarness(100, 30).play("starve.cap");
        String screen = ui.screenText();
        assertTrue(screen.contains(DeathOverlay.TITLE), screen);
        assertTrue(screen.contains("You starved: your food ran out."), screen);
        assertTrue(screen.contains("You had 1 child, 1 of them died:"), screen);
        assertTrue(screen.contains("Your daughter, female, starved at 0"), screen);
        assertTrue(screen.contains("Enter: be born again"), screen);

        // the server closes the connection some seconds after a death: the life ended, nothing was lost
        TestSessions.hear(ui.session, new NetEvent.Closed<>(new CloseReason(CloseReason.Kind.SERVER_CLOSED, "")));
        ui.tick();
        assertFalse(ui.app.isFinished());
        assertTrue(ui.screenText().contains(DeathOverlay.TITLE), "the death screen stays");
        ui.press("q");
        assertTrue(ui.app.isFinished());
        assertEquals(ExitCode.OK, ui.app.exitCode());
    }

    @Test
    void enterOnTheDeathScreenBeginsTheNextLifeInTheSameProcess() {
        UiHarness ui = new UiHarness(100, 30).play("starve.cap");
        assertEquals(18, ui.session.snapshot().ourId().getAsInt());
        ui.press("<enter>");
        assertEquals(2, ui.session.lives(), "a new login");
        assertFalse(ui.screenText().contains(DeathOverlay.TITLE));
        ui.play("idle.cap");
        assertEquals(11, ui.session.snapshot().ourId().getAsInt(), "the new life's id");
        assertFalse(ui.screenText().contains("YOU DIED"), ui.screenText());
        assertFalse(ui.screenText().contains("EVE HUNGRIA"), "the last life's speech is gone:\n" + ui.screenText());
    }

    @Test
    void aConnectionLostWhileAliveStillEndsWithThree() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        TestSessions.hear(ui.session, new NetEvent.Closed<>(new CloseReason(CloseReason.Kind.RESET, "broken pipe")));
        ui.tick();
        ui.press("q");
        assertEquals(ExitCode.CONNECTION_LOST, ui.app.exitCode());
    }

    @Test
    void aFamilyDeathStaysInTheEventsPaneWhileFiftyFollowsArrive() {
        UiHarness ui = new UiHarness(100, 30).play("baby-mother.cap");
        ui.send(
                "PU\n16 353 0 0 0 0 0 0 0 0 -1 0.07 0 0 X X 0.64 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0 reason_hunger\n#FM\n#");
        assertTrue(ui.screenText().contains("Your daughter starved aged 0"), ui.screenText());
        for (int i = 0; i < 50; i++) {
            ui.send("FW\n" + (100 + i) + " " + (200 + i) + " 0\n#FM\n#");
        }
        String screen = ui.screenText();
        assertTrue(screen.contains("Your daughter starved aged 0"), "the death is still in view:\n" + screen);
        assertTrue(screen.contains("50 follows, last: A stranger"), "the follows folded into one line:\n" + screen);
        assertFalse(screen.contains("#1"), screen); // never an id
        for (int i = 0; i < 30; i++) {
            ui.send("NM\n" + (300 + i) + " STRANGER NUMBER\n#FM\n#");
        }
        screen = ui.screenText();
        assertTrue(screen.contains("Someone is named STRANGER NUMBER"), screen);
        assertFalse(screen.contains("#300 is named"), "older lines scrolled away:\n" + screen);
        assertTrue(screen.contains("Your daughter starved aged 0"), "but not the family's news:\n" + screen);
    }

    @Test
    void emotionsAreKeptInTheHistoryWithTheSpeech() {
        UiHarness ui = new UiHarness(100, 30).play("crowd.cap");
        ui.press("<c-p>");
        String history = ui.screenText();
        assertTrue(history.contains(HistoryOverlay.TITLE), history);
        ui.press("<home>");
        String top = ui.screenText();
        assertTrue(top.contains("0:36 a woman *ILL*"), "PE 34 10 from the capture:\n" + top);
    }
}
