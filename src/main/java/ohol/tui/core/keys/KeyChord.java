package ohol.tui.core.keys;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;

/**
 * A key as a keymap names it: the key, and Ctrl and Alt. Shift is part of the character for
 * printable keys ({@code N} is shift-n), and counted separately for the others.
 */
public record KeyChord(KeyType type, char character, boolean ctrl, boolean alt, boolean shift) {

    public static KeyChord of(KeyStroke key) {
        if (key.getKeyType() == KeyType.Character) {
            char c = key.getCharacter();
            if (key.isCtrlDown()) {
                c = Character.toLowerCase(c);
            }
            return new KeyChord(KeyType.Character, c, key.isCtrlDown(), key.isAltDown(), false);
        }
        if (key.getKeyType() == KeyType.ReverseTab) {
            return new KeyChord(KeyType.Tab, '\0', key.isCtrlDown(), key.isAltDown(), true); // what Shift-Tab sends
        }
        return new KeyChord(key.getKeyType(), '\0', key.isCtrlDown(), key.isAltDown(), key.isShiftDown());
    }

    /**
     * Reads a key as a keymap writes it: a character ({@code a}, {@code N}), {@code ^X} for Ctrl,
     * or a name in Vim notation ({@code <c-x>} or {@code <ctrl-x>}, {@code <a-1>}, {@code <left>},
     * {@code <s-tab>}, {@code <space>}, {@code <f1>}, {@code <cr>}). An unknown name or modifier
     * throws {@link IllegalArgumentException} naming the nearest one.
     */
    public static KeyChord parse(String name) {
        return KeyNames.parse(name);
    }

    /** How a keymap file writes this key ({@code N}, {@code <c-left>}, {@code <f1>}); empty for a key without a name. */
    public java.util.Optional<String> written() {
        return KeyNames.write(this);
    }

    /** How the help screen shows this key. */
    public String label() {
        String mods = (ctrl ? "Ctrl-" : "") + (alt ? "Alt-" : "") + (shift ? "Shift-" : "");
        if (type == KeyType.Character) {
            return mods + (character == ' ' ? "Space" : String.valueOf(character));
        }
        return mods
                + switch (type) {
                    case ArrowLeft -> "Left";
                    case ArrowRight -> "Right";
                    case ArrowUp -> "Up";
                    case ArrowDown -> "Down";
                    case Enter -> "Enter";
                    case Escape -> "Esc";
                    case Backspace -> "Backspace";
                    case PageUp -> "PgUp";
                    case PageDown -> "PgDn";
                    case Tab -> "Tab";
                    default -> type.name();
                };
    }
}
