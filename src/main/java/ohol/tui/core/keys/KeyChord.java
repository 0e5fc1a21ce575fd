package ohol.tui.core.keys;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.Locale;

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
     * Parses a key in Vim notation as Lanterna does ({@code a}, {@code <c-c>}, {@code <left>},
     * {@code <space>}, {@code <f1>}, {@code <cr>}), plus {@code <s-left>}-style shifted specials.
     */
    public static KeyChord parse(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.startsWith("<s-") && lower.length() > 5) {
            KeyChord base = parse("<" + name.substring(3));
            if (base.type() != KeyType.Character) {
                return new KeyChord(base.type(), '\0', base.ctrl(), base.alt(), true);
            }
        }
        try {
            return of(KeyStroke.fromString(name));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("unknown key '" + name + "'");
        }
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
