package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.TerminalTextUtils;
import java.util.List;
import org.junit.jupiter.api.Test;

class WidthsTest {
    @Test
    void everyCharacterIsAsWideAsLanternaSays() {
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(TerminalTextUtils.isCharCJK((char) c), Widths.wide((char) c), "U+" + Integer.toHexString(c));
        }
    }

    @Test
    void textIsMeasuredAndCutAsLanternaDoes() {
        List<String> texts = List.of(
                "",
                "plain words",
                "英語 mixed 語",
                "語語語語",
                "a\tb",
                "\u2026\u2726\u2691\u2302 marks",
                "ｱｲ half-width and ＡＢ full-width",
                "\uD83D\uDE00 beyond the plane");
        for (String text : texts) {
            assertEquals(TerminalTextUtils.getColumnWidth(text), Widths.columns(text), text);
            for (int room = -1; room <= text.length() * 2 + 1; room++) {
                assertEquals(TerminalTextUtils.fitString(text, room), Widths.fit(text, room), text + " in " + room);
            }
        }
    }
}
