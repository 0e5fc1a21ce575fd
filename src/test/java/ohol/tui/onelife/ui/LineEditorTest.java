package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import org.junit.jupiter.api.Test;

class LineEditorTest {
    private static LineEditor typed(String text) {
        LineEditor e = new LineEditor(40, new LineHistory());
        for (char c : text.toCharArray()) {
            e.insert(c);
        }
        return e;
    }

    private static KeyStroke ctrl(char c) {
        return new KeyStroke(c, true, false);
    }

    /** The text with a | where the cursor is. */
    private static String shown(LineEditor e) {
        return e.text().substring(0, e.cursor()) + "|" + e.text().substring(e.cursor());
    }

    @Test
    void ctrlWDeletesTheWordBeforeTheCursorAsBashDoes() {
        LineEditor e = typed("HELLO THERE  ");
        assertTrue(e.edit(ctrl('w')));
        assertEquals("HELLO |", shown(e));
        e.edit(ctrl('w'));
        assertEquals("|", shown(e));
    }

    @Test
    void ctrlUAndCtrlKCutBeforeAndAfterTheCursor() {
        LineEditor e = typed("ONE TWO THREE");
        e.edit(new KeyStroke(KeyType.Home));
        e.edit(new KeyStroke('f', false, true)); // Alt-F: a word on
        assertEquals("ONE| TWO THREE", shown(e));
        e.edit(ctrl('k'));
        assertEquals("ONE|", shown(e));
        e = typed("ONE TWO THREE");
        e.edit(new KeyStroke('b', false, true)); // Alt-B: a word back
        e.edit(ctrl('u'));
        assertEquals("|THREE", shown(e));
    }

    @Test
    void theCursorMovesAndTypingGoesWhereItIs() {
        LineEditor e = typed("HLLO");
        e.edit(ctrl('a'));
        e.edit(new KeyStroke(KeyType.ArrowRight));
        e.insert('E');
        assertEquals("HE|LLO", shown(e));
        e.edit(ctrl('e'));
        assertEquals("HELLO|", shown(e));
        e.edit(new KeyStroke(KeyType.ArrowLeft));
        e.edit(ctrl('b'));
        e.edit(new KeyStroke(KeyType.Backspace));
        assertEquals("HE|LO", shown(e));
        e.edit(new KeyStroke(KeyType.Delete));
        assertEquals("HE|O", shown(e));
        e.edit(ctrl('d'));
        assertEquals("HE|", shown(e));
        e.edit(new KeyStroke(KeyType.ArrowRight));
        assertEquals("HE|", shown(e), "never past the end");
    }

    @Test
    void otherKeysAreTheOwnersAndAFullLineTakesNoMore() {
        LineEditor e = new LineEditor(3, new LineHistory());
        assertFalse(e.edit(new KeyStroke(KeyType.Enter)));
        assertFalse(e.edit(new KeyStroke('x', false, false)));
        assertFalse(e.edit(ctrl('c')));
        assertTrue(e.insert('A') && e.insert('B') && e.insert('C'));
        assertFalse(e.insert('D'));
        assertEquals("ABC", e.text());
    }

    @Test
    void upAndDownGoThroughWhatWasEnteredAtThisKindOfPromptAndBackToTheDraft() {
        LineHistory said = new LineHistory();
        LineEditor e = new LineEditor(40, said);
        for (String line : new String[] {"FIRST", "SECOND", "SECOND"}) {
            line.chars().forEach(c -> e.insert((char) c));
            e.enter();
        }
        assertEquals(2, said.size(), "the same line twice in a row is kept once");
        "DRAFT".chars().forEach(c -> e.insert((char) c));
        e.edit(new KeyStroke(KeyType.ArrowUp));
        assertEquals("SECOND|", shown(e));
        e.edit(ctrl('p'));
        assertEquals("FIRST|", shown(e));
        e.edit(new KeyStroke(KeyType.ArrowUp));
        assertEquals("FIRST|", shown(e), "no further back than the first");
        e.edit(new KeyStroke(KeyType.ArrowDown));
        e.edit(ctrl('n'));
        assertEquals("DRAFT|", shown(e));

        LineHistory bounded = new LineHistory();
        for (int i = 0; i < LineHistory.MAX + 50; i++) {
            bounded.add("LINE " + i);
        }
        assertEquals(LineHistory.MAX, bounded.size());
        assertEquals("LINE " + (LineHistory.MAX + 49), bounded.get(1));
        assertEquals("LINE 50", bounded.get(LineHistory.MAX));
    }
}
