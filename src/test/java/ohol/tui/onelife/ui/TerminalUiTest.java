package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalSize;
import ohol.tui.Golden;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

class TerminalUiTest {
    /**
     * 80x24: the map is rows 2..15, 28 tiles of 2 columns (the list of what is near takes the
     * right 24 columns); we stand at the centre tile.
     */
    private static final int MAP_TOP = 2;

    private static final int CENTRE_COL = 28;
    private static final int CENTRE_ROW = MAP_TOP + 7;

    @Test
    void afterIdleWeAreAtTheCentreOfTheMapWithFullFood() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        assertEquals('@', ui.at(CENTRE_COL, CENTRE_ROW), ui.screenText());
        assertTrue(
                ui.terminal
                        .getBufferCharacter(CENTRE_COL, CENTRE_ROW)
                        .getModifiers()
                        .contains(SGR.BOLD),
                "we are highlighted");
        assertTrue(ui.row(0).contains("food 18/18"), ui.row(0));
        assertTrue(ui.row(1).contains("at 0,0"), ui.row(1));
        assertTrue(ui.row(1).contains("ping 42 ms"), ui.row(1));
    }

    @Test
    void theLookLineNamesWhatIsUnderTheCursor() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        WorldSnapshot world = ui.app.snapshotForTests();
        // the nearest object to us on the screen, found from the world itself
        int dx = 99;
        int dy = 99;
        for (int y = -6; y <= 6; y++) {
            for (int x = -15; x <= 15; x++) {
                var cell = world.cell(x, y);
                boolean closer = Math.abs(x) + Math.abs(y) < Math.abs(dx) + Math.abs(dy);
                if (cell.isPresent() && !cell.get().object().isEmpty() && (x != 0 || y != 0) && closer) {
                    dx = x;
                    dy = y;
                }
            }
        }
        assertTrue(dx != 99, "an object near us in idle.cap");
        String name = UiHarness.catalog()
                .displayName(world.cell(dx, dy).orElseThrow().object().id());
        ui.press("x");
        for (int i = 0; i < Math.abs(dx); i++) {
            ui.press(dx > 0 ? "l" : "h");
        }
        for (int i = 0; i < Math.abs(dy); i++) {
            ui.press(dy > 0 ? "k" : "j");
        }
        String look = ui.row(22);
        assertTrue(look.startsWith(new ohol.tui.onelife.sight.Offset(dx, dy).words() + ": " + name), look);
        assertTrue(ui.row(1).contains("[TARGET]"));
    }

    @Test
    void helloWorldAppearsInTheSpeechPaneAfterInteract() {
        UiHarness ui = new UiHarness(80, 24).play("interact.cap");
        String speech = ui.screenText();
        assertTrue(speech.contains("You: HELLO WORLD"), speech);
    }

    @Test
    void aStepEastIsTheFirstMoveOfTheLife() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.sent.clear();
        ui.press("l");
        assertEquals("MOVE 0 0 @2 1 0#", ui.sent.get(0));
        ui.press("<right>");
        assertEquals(1, ui.sent.size(), "the second step waits: we are still walking");
    }

    @Test
    void typingInTheChatLineSaysIt() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.sent.clear();
        ui.press("t").type("hello #there");
        assertTrue(ui.row(23).startsWith("Say 11/59: HELLO THERE_"), ui.row(23));
        assertTrue(ui.row(23).contains("'#' cannot be said"), "refused where the player sees it: " + ui.row(23));
        ui.press("<enter>");
        assertEquals("SAY 0 0 HELLO THERE#", ui.sent.get(0));
    }

    @Test
    void theChatLineRefusesDigitsAndStopsAtWhatOurAgeAllows() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap"); // aged 14: 59 characters
        ui.sent.clear();
        ui.press("t").type("i have 3 berries");
        assertTrue(ui.row(23).startsWith("Say 15/59: I HAVE  BERRIES_"), ui.row(23));
        assertTrue(ui.row(23).contains("'3' cannot be said"), ui.row(23));
        ui.press("<esc>", "t").type("a".repeat(70));
        assertTrue(ui.row(23).startsWith("Say 59/59: "), ui.row(23));
        assertTrue(ui.row(23).contains("at most 59 at your age"), "the cut is seen: " + ui.row(23));
        ui.press("<enter>");
        assertEquals("SAY 0 0 " + "A".repeat(59) + "#", ui.sent.get(0));
    }

    @Test
    void emotesShowAtThePersonAndInTheLogAndTheKeysNameThem() {
        UiHarness ui = new UiHarness(100, 30).play("idle.cap");
        int col =
                21; // 100x30: the map is 42 wide (then the list of what is near); our tile at columns 20-21 of row 2 +
        // 13
        ui.send("PE\n11 13\n#FM\n#");
        assertEquals('@', ui.at(col - 1, 15), ui.screenText());
        assertEquals('*', ui.at(col, 15), "the emotion shows beside us:\n" + ui.screenText());
        assertTrue(ui.screenText().contains("You *LOVE*"), ui.screenText());
        ui.nanos += 11_000_000_000L; // past its 10 s
        ui.tick();
        assertEquals(' ', ui.at(col, 15), "and goes after its time");
        ui.press("?");
        for (int page = 0; page < 10 && !ui.screenText().contains("F2            show the emotion happy"); page++) {
            ui.press("<pagedown>");
        }
        assertTrue(ui.screenText().contains("F2            show the emotion happy"), ui.screenText());
    }

    @Test
    void aBabyMaySayOneCharacter() {
        UiHarness ui = new UiHarness(80, 24).play("baby-child.cap");
        ui.press("t").type("mama");
        assertTrue(ui.row(23).startsWith("Say 1/1: M_"), ui.row(23));
    }

    @Test
    void serverMadeSpeechIsShownAsTheServersNotAsOurs() {
        UiHarness ui = new UiHarness(200, 30).play("idle.cap");
        ui.send("PS\n11/0 +HOMESICK+\n11/0 MEET ME HERE *map 3 -4 20\n#FM\n#");
        String screen = ui.screenText();
        assertTrue(screen.contains("You are homesick"), "\n" + screen);
        assertFalse(screen.contains("You: +HOMESICK+"), screen);
        assertTrue(screen.contains("You: MEET ME HERE (points at 3,-4)"), screen);
    }

    @Test
    void controlCAsksBeforeQuitting() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press("<c-c>");
        assertTrue(ui.row(23).startsWith("Really quit? (y/n)"), ui.row(23));
        ui.press("n");
        assertFalse(ui.app.isFinished());
        ui.press("<c-c>", "y");
        assertTrue(ui.app.isFinished());
        assertTrue(ui.link.hungUp);
        assertEquals(ohol.tui.core.loop.ExitCode.OK, ui.app.exitCode());
    }

    @Test
    void serverTextCannotReachTheTerminalAsControlCodes() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.send("PS\n11/0 HI \u001b[2J\u001b]0;OWNED\u0007THERE\n#FM\n#");
        String screen = ui.screenText();
        assertTrue(screen.contains("You: HI THERE"), screen);
        assertFalse(screen.contains("\u001b"));
        assertFalse(screen.contains("OWNED"));
    }

    @Test
    void resizingRelaysThePanesAndTooSmallSaysSo() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.terminal.setTerminalSize(new TerminalSize(40, 12));
        ui.tick();
        // shrunk, the screen is the very one a client started at 40x12 draws
        Golden.assertMatches("screens/idle-40x12", ui.screenText());
        ui.terminal.setTerminalSize(new TerminalSize(30, 10));
        ui.tick();
        assertEquals("Need 40x12 or more", ui.row(0).stripTrailing(), ui.screenText());
        ui.terminal.setTerminalSize(new TerminalSize(120, 40));
        ui.tick();
        assertEquals(
                "nameless  age 13  food 18/18  heat 0.26 cold  holding nothing",
                ui.row(0).stripTrailing(),
                "the warning is gone:\n" + ui.screenText());
        // the map is rows 2..37, 27 tiles of 2 columns: we are back at its centre
        assertEquals(
                "                ♠         @                            |♣  Yew Tree x3     NW 8|",
                ui.row(2 + 18).stripTrailing(),
                ui.screenText());
    }

    @Test
    void helpListsTheBindingsInEffect() {
        UiHarness ui = new UiHarness(100, 40).play("idle.cap");
        ui.press("?");
        String screen = ui.screenText();
        assertTrue(screen.contains(HelpOverlay.TITLE), screen);
        assertTrue(screen.contains("h Left 4      walk one tile west"), screen);
        ui.sent.clear();
        ui.press("j", "<pagedown>");
        assertTrue(ui.sent.isEmpty(), "the help takes the keys: nothing walks behind it " + ui.sent);
        assertTrue(ui.screenText().contains(HelpOverlay.TITLE), "j scrolls the help, it does not close it");
        ui.press("?");
        assertFalse(ui.screenText().contains(HelpOverlay.TITLE));
    }
}
