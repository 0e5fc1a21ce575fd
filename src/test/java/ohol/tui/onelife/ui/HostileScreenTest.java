package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Escape sequences, C1 controls, bidi overrides and zero-width characters in every server
 * string the screen shows (names, speech, a place's writing, the operators' message, a death
 * reason): the virtual terminal must hold none of them afterwards, and the screen goes on.
 */
class HostileScreenTest {
    private static final String NASTY =
            "\u001b]0;PWNED\u0007\u001b[2J\u009b31m\u202eEVIL\u200b\u0301\u001b]52;c;Zm9v\u0007";

    private static void assertClean(String screen) {
        for (int i = 0; i < screen.length(); i++) {
            char c = screen.charAt(i);
            boolean control = c < 0x20 && c != '\n' || c >= 0x7f && c <= 0x9f;
            boolean hidden = c == 0x202e || c == 0x200b || c == 0x0301 || (c >= 0x2066 && c <= 0x2069);
            assertFalse(control || hidden, String.format("U+%04X reached the screen:%n%s", (int) c, screen));
        }
        assertFalse(screen.contains("PWNED") || screen.contains("Zm9v"), "an escape's payload was drawn:\n" + screen);
    }

    @Test
    void everyServerStringTheScreenShowsIsCleaned() {
        UiHarness ui = new UiHarness(200, 50).play("idle.cap");
        ui.send("NM\n11 EVE" + NASTY + " SMITH\n12 ADAM" + NASTY + "\n#"
                + "PS\n11/0 HI" + NASTY + "THERE\n12/0 YO" + NASTY + "\n#"
                + "LS\n2 2 SIGN" + NASTY + "\n#"
                + "MS\nSERVER" + NASTY + "NEWS\n#FM\n#");
        String screen = ui.screenText();
        assertClean(screen);
        assertTrue(screen.contains("HI") && screen.contains("THERE"), "the words themselves still show:\n" + screen);
        ui.send("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 0 0 X X 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0 reason_" + NASTY
                + "\n#FM\n#");
        screen = ui.screenText();
        assertClean(screen);
        assertTrue(screen.contains("YOU DIED") || screen.contains("died"), "the death still shows:\n" + screen);
    }
}
