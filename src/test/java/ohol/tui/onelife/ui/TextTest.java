package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Text fitted to a panel: wrapped at words, a word longer than a line broken with a hyphen, a cut marked. */
class TextTest {
    @Test
    void wordsWrapAtSpacesAndKeepAnIndent() {
        assertEquals(List.of("Wild Rose", "with Fruit"), Text.words("Wild Rose with Fruit", 13));
        assertEquals(List.of("  grows in", "the wild"), Text.words("  grows in the wild", 10));
    }

    @Test
    void aWordLongerThanALineIsBrokenWithAHyphen() {
        assertEquals(List.of("HUNKA-", "PILLER"), Text.words("HUNKAPILLER", 6));
    }

    @Test
    void whatDoesNotFitIsCutAfterAWordAndMarked() {
        assertEquals(
                List.of("mild ground:", "clothes and a…"),
                Text.words("mild ground: clothes and a fire keep you warm", 14, 2));
        assertEquals("Wild Gooseberry…", Text.shortened("Wild Gooseberry Bush (all 6 uses left)", 20));
        assertEquals("Wild Rose", Text.shortened("Wild Rose", 9));
    }

    @Test
    void groupsOfKeysStayWhole() {
        assertEquals(
                List.of("Tab/Shift-Tab next thing", "P next person  hjkl move", "Esc closes"),
                Text.groups("Tab/Shift-Tab next thing  P next person  hjkl move  Esc closes", 26));
    }
}
