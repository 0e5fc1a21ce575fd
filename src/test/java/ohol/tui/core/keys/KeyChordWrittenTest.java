package ohol.tui.core.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A key written as a keymap writes it reads back as the same key: what a saved binding needs. */
class KeyChordWrittenTest {
    @Test
    void writtenKeysReadBack() {
        List<KeyStroke> keys = List.of(
                new KeyStroke('x', false, false),
                new KeyStroke('N', false, false),
                new KeyStroke('k', true, false),
                new KeyStroke('N', false, true),
                new KeyStroke(' ', false, false),
                new KeyStroke('<', false, false),
                new KeyStroke('-', false, true),
                new KeyStroke(KeyType.F1),
                new KeyStroke(KeyType.ArrowRight, true, false),
                new KeyStroke(KeyType.ArrowLeft, false, false, true),
                new KeyStroke(KeyType.PageUp));
        for (KeyStroke k : keys) {
            KeyChord chord = KeyChord.of(k);
            String written = chord.written().orElseThrow(() -> new AssertionError("no name for " + chord));
            assertEquals(chord, KeyChord.parse(written), written);
        }
        assertEquals(
                "<c-right>",
                KeyChord.of(new KeyStroke(KeyType.ArrowRight, true, false))
                        .written()
                        .orElseThrow());
        assertTrue(KeyChord.of(new KeyStroke(KeyType.Unknown)).written().isEmpty());
    }
}
