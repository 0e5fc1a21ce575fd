package ohol.tui.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ServerTextTest {
    /** Pieces a hostile server would mix into its text. */
    static final List<String> HOSTILE = List.of(
            "\u001b[2J",
            "\u001b[31m",
            "\u001b]0;PWNED\u0007",
            "\u001b]52;c;ZWNobyBwd25lZA==\u0007",
            "\u001b]8;;http://evil\u001b\\",
            "\u001bP+q544e\u001b\\",
            "\u001b(B",
            "\u001bc",
            "\u001b",
            "\u001b[",
            "\u009b31m",
            "\u009d0;PWNED\u009c",
            "\u0090q\u009c",
            "\u0085",
            "\u0000",
            "\u0007",
            "\b",
            "\r",
            "\n",
            "\t",
            "\u007f",
            "\u202e",
            "\u202a",
            "\u2066",
            "\u2069",
            "\u200e",
            "\u200f",
            "\u061c",
            "\u200b",
            "\u200c",
            "\u200d",
            "\u2060",
            "\ufeff",
            "\u00ad",
            "\u2028",
            "\u2029",
            "\u0301",
            "\u20dd",
            "\u0489",
            "\ud83c\udf55",
            "\ud800",
            "\udc00",
            "\ue000",
            "HELLO",
            " ",
            "_",
            "*map 3 4",
            "caf\u00e9",
            "\u4e2d\u6587",
            "?");

    @Test
    void removesWholeEscapeSequences() {
        assertEquals("HELLO", ServerText.clean("\u001b[2J\u001b[31mHELLO\u001b[0m"));
        assertEquals("TITLE GONE", ServerText.clean("TITLE\u001b]0;pwned\u0007 GONE"));
        assertEquals("TITLE GONE", ServerText.clean("TITLE\u001b]0;pwned\u001b\\ GONE"));
        assertEquals("CLIP", ServerText.clean("CLIP\u001b]52;c;ZWNobyBwd25lZA==\u0007"));
        assertEquals("AB", ServerText.clean("A\u001bP+q544e\u001b\\B"));
        assertEquals("AB", ServerText.clean("A\u001b(BB"));
        assertEquals("AB", ServerText.clean("A\u001b[?1049hB"));
        // an OSC cut short by another sequence: both go
        assertEquals("AHI", ServerText.clean("A\u001b]0;X\u001b[31mHI"));
        // unterminated, a control string swallows the rest, as a terminal would
        assertEquals("A", ServerText.clean("A\u001b]0;everything after"));
    }

    @Test
    void removesEightBitSequencesAndControls() {
        assertEquals("AB", ServerText.clean("A\u009b31mB"));
        assertEquals("AB", ServerText.clean("A\u009d0;PWNED\u009cB"));
        assertEquals("AB", ServerText.clean("A\u009d0;PWNED\u0007B"));
        assertEquals("AB", ServerText.clean("A\u0090q\u009cB"));
        assertEquals("AB", ServerText.clean("A\u0000\u0007\u0008\r\n\t\u007f\u0085B"));
    }

    @Test
    void removesBidiZeroWidthAndCombiningMarks() {
        assertEquals("EVIL", ServerText.clean("\u202eEVIL\u202c"));
        assertEquals("AB", ServerText.clean("A\u2066\u2067\u2068\u2069\u200e\u200f\u061cB"));
        assertEquals("AB", ServerText.clean("A\u200b\u200c\u200d\u2060\ufeff\u00adB"));
        assertEquals("AB", ServerText.clean("A\u2028\u2029B"));
        assertEquals("ZALGO", ServerText.clean("Z\u0301\u0302A\u0336L\u20ddG\u0489O"));
    }

    @Test
    void replacesWhatLanternaCannotMeasure() {
        assertEquals("PIZZA ?", ServerText.clean("PIZZA \ud83c\udf55"));
        assertEquals("??", ServerText.clean("\udc00\ud800")); // lone surrogates
        assertEquals("A?", ServerText.clean("A\ud800"));
        assertEquals("?", ServerText.clean("\ue000"));
    }

    @Test
    void keepsOrdinaryText() {
        String plain = "HELLO WORLD: *map 3 4";
        assertSame(plain, ServerText.clean(plain));
        assertEquals("caf\u00e9 \u4e2d\u6587 \u00a0", ServerText.clean("caf\u00e9 \u4e2d\u6587 \u00a0"));
    }

    @Test
    void cutsToTheCapAndSaysSo() {
        assertEquals("ABCD", ServerText.clean("ABCD", 4));
        assertEquals("ABC\u2026", ServerText.clean("ABCDE", 4));
        assertEquals("ABC\u2026", ServerText.clean("A\u001b[31mBCDE", 4));
        assertEquals(
                ServerText.MAX_LENGTH, ServerText.clean("X".repeat(1 << 20)).length());
        assertThrows(IllegalArgumentException.class, () -> ServerText.clean("A", 0));
    }

    @Test
    void cleanedTextHoldsNothingATerminalActsOnAndCleaningAgainChangesNothing() {
        for (String text : mixtures(20_000)) {
            for (int max : new int[] {1, 7, 64, ServerText.MAX_LENGTH}) {
                String clean = ServerText.clean(text, max);
                assertTrue(clean.length() <= max, text);
                assertEquals(clean, ServerText.clean(clean, max), () -> "not idempotent on " + Unsafe.shown(text));
                assertEquals(-1, Unsafe.firstIn(clean), () -> "unsafe char left in " + Unsafe.shown(clean));
            }
        }
    }

    /** Random strings made of hostile pieces, seeded so a failure can be repeated. */
    static List<String> mixtures(int count) {
        Random random = new Random(20240917);
        List<String> out = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            StringBuilder sb = new StringBuilder();
            int pieces = random.nextInt(12);
            for (int p = 0; p < pieces; p++) {
                String piece = HOSTILE.get(random.nextInt(HOSTILE.size()));
                if (random.nextInt(8) == 0 && piece.length() > 1) {
                    piece = piece.substring(0, 1 + random.nextInt(piece.length() - 1)); // a sequence cut short
                }
                sb.append(piece);
            }
            out.add(sb.toString());
        }
        return out;
    }
}
