package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A panel open (the hints, the family, the legend, the history, the places) never swallows a step,
 * a use or a word: the key closes it and acts, and the bottom line offers only keys that work
 * there. On the official server a mother with the hints open pressed g, typed and walked, and
 * none of it happened.
 */
class PanelKeysTest {
    /** Keys that open each panel from the default keymap. */
    @ParameterizedTest
    @ValueSource(strings = {"i", "F", "=", "<c-p>", "'"})
    void aWalkKeyClosesThePanelAndWalks(String opens) {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press(opens);
        assertTrue(ui.app.snapshotForTests() != null && panelOpen(ui), "the panel opened:\n" + ui.screenText());
        ui.sent.clear();
        ui.press("l");
        assertEquals("MOVE 0 0 @2 1 0#", ui.sent.isEmpty() ? "nothing sent" : ui.sent.get(0), ui.screenText());
        assertFalse(panelOpen(ui), "the panel closed:\n" + ui.screenText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"i", "F", "=", "<c-p>", "'"})
    void talkClosesThePanelAndOpensTheChatLine(String opens) {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press(opens);
        ui.sent.clear();
        ui.press("t").type("hello");
        ui.press("<enter>");
        assertEquals("SAY 0 0 HELLO#", ui.sent.isEmpty() ? "nothing sent" : ui.sent.get(0), ui.screenText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"i", "F", "=", "<c-p>", "'"})
    void useClosesThePanelAndUses(String opens) {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press(opens);
        ui.press("g");
        assertFalse(panelOpen(ui), "g closed the panel and used:\n" + ui.screenText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"F", "=", "<c-p>"})
    void theBottomLineOffersThePanelsKeysAndTheGamesThatStillWork(String opens) {
        UiHarness ui = new UiHarness(100, 30).play("idle.cap");
        ui.press(opens);
        String bottom = ui.row(29);
        assertTrue(bottom.contains("PgUp/PgDn") && bottom.contains("Esc closes"), bottom);
        assertTrue(bottom.contains("hjkl/arrows walk") && bottom.contains("g use"), bottom);
        assertFalse(bottom.contains("q quit"), "q closes the panel: " + bottom);
    }

    @Test
    void pagingKeysStayWithThePanel() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press("F");
        ui.sent.clear();
        ui.press("<pagedown>", "<home>");
        assertTrue(panelOpen(ui), ui.screenText());
        assertTrue(ui.sent.isEmpty(), ui.sent.toString());
    }

    @Test
    void talkInLookModeClosesTheLookSoTheLettersGoToTheChatLine() {
        UiHarness ui = new UiHarness(80, 24).play("idle.cap");
        ui.press(";");
        assertTrue(ui.screenText().contains("-- Look: here"), ui.screenText());
        ui.sent.clear();
        ui.press("t").type("hjkl");
        assertFalse(ui.screenText().contains("-- Look:"), "the look closed:\n" + ui.screenText());
        assertTrue(ui.row(23).startsWith("Say 4/"), ui.row(23));
        assertTrue(ui.row(23).contains("HJKL"), ui.row(23));
    }

    private static boolean panelOpen(UiHarness ui) {
        String screen = ui.screenText();
        return screen.contains("Esc closes") || screen.contains(PlacesOverlay.TITLE + "  (");
    }
}
