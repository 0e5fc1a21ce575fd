package ohol.tui.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SafeTextTest {
    @Test
    void stripsWhatATerminalWouldObey() {
        assertEquals("HELLO", SafeText.clean("\u001b[2J\u001b[31mHELLO\u001b[0m"));
        assertEquals("TITLE GONE", SafeText.clean("TITLE\u001b]0;pwned\u0007 GONE"));
        assertEquals("AB", SafeText.clean("A\u0000\u0007\u0008\r\nB"));
        assertEquals("AB", SafeText.clean("A\u009b31mB"));
        assertEquals("EVIL", SafeText.clean("\u202eEVIL"));
        assertEquals("A B", SafeText.clean("A\tB"));
    }

    @Test
    void keepsOrdinaryTextAndReplacesWhatLanternaCannotMeasure() {
        assertEquals("HELLO WORLD: *map 3 4", SafeText.clean("HELLO WORLD: *map 3 4"));
        assertEquals("café", SafeText.clean("café"));
        assertEquals("PIZZA ?", SafeText.clean("PIZZA \ud83c\udf55"));
    }
}
