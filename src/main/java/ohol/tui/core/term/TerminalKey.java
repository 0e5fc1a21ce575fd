package ohol.tui.core.term;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;

/**
 * What a key read from a real terminal means, for every game's screen: its input ending is the
 * terminal going away (its window closed), and Ctrl-Z, which raw mode hands over as a key, asks to
 * suspend; anything else is a key to play with.
 */
public enum TerminalKey {
    KEY,
    HUNG_UP,
    SUSPEND;

    public static TerminalKey of(KeyStroke key) {
        if (key.getKeyType() == KeyType.EOF) {
            return HUNG_UP;
        }
        if (key.getKeyType() == KeyType.Character
                && key.isCtrlDown()
                && !key.isAltDown()
                && Character.toLowerCase(key.getCharacter()) == 'z') {
            return SUSPEND;
        }
        return KEY;
    }
}
