package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;

/**
 * The keys a reading panel (the hints, the legend, the family, the history) keeps for itself:
 * closing and paging. None of them walks, uses or talks in the default keymap, so those keys close
 * the panel and act instead of scrolling it.
 */
final class PanelKeys {
    static final String SCROLL = "PgUp/PgDn Home/End scroll  Esc closes";

    private PanelKeys() {}

    /** Esc, q, the end of input, paging, and clicks (which land on the panel). */
    static boolean owns(KeyStroke key) {
        return closes(key)
                || key instanceof MouseAction
                || switch (key.getKeyType()) {
                    case PageUp, PageDown, Home, End -> true;
                    default -> false;
                };
    }

    static boolean closes(KeyStroke key) {
        KeyType type = key.getKeyType();
        return type == KeyType.Escape
                || type == KeyType.EOF
                || (type == KeyType.Character && key.getCharacter() == 'q');
    }

    /** Whether {@code key} is the character {@code c} with no Ctrl or Alt. */
    static boolean is(KeyStroke key, char c) {
        return key.getKeyType() == KeyType.Character
                && key.getCharacter() == c
                && !key.isCtrlDown()
                && !key.isAltDown();
    }
}
