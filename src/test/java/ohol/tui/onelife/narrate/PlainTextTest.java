package ohol.tui.onelife.narrate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.Captures;
import ohol.tui.core.narrate.Spoken;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Nothing the narration says carries a control sequence: every capture narrated, each character checked. */
class PlainTextTest {
    static java.util.List<String> captures() {
        return Captures.names();
    }

    @ParameterizedTest
    @MethodSource("captures")
    void noControlCharacterReachesTheOutput(String capture) {
        NarrationReplay replay = NarrationReplay.of(capture);
        for (NarrationReplay.Line line : replay.said) {
            String bad = firstControl(line.text());
            assertTrue(bad.isEmpty(), capture + ": " + bad + " in " + line.text());
        }
    }

    @Test
    void serverTextWithEscapesIsCleanedBeforeItIsSaid() {
        assertFalse(
                firstControl(Spoken.line("EVE\u001b[2J\u009b31m SAYS\u0007 HI")).length() > 0);
        assertFalse(firstControl(Spoken.words("HI\u001b]0;owned\u0007")).length() > 0);
    }

    /** The first character a terminal would act on rather than show (C0, DEL, C1), or empty. */
    static String firstControl(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0)) {
                return String.format("U+%04X at %d", (int) c, i);
            }
        }
        return "";
    }
}
