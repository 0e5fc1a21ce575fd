package ohol.tui.core.keys;

import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import ohol.tui.core.text.Nearest;

/**
 * Reads a key as a keymap writes it: a character ({@code x}, {@code N}, {@code ?}), Ctrl as a
 * shell shows it ({@code ^X}), or a name in angle brackets with modifiers in front, Vim's short
 * ones or words ({@code <c-x>}, {@code <ctrl-x>}, {@code <a-1>}, {@code <s-left>},
 * {@code <shift-tab>}). A modifier or a name it does not know is an error naming the nearest
 * one, never silently another key.
 */
final class KeyNames {
    private static final Map<String, KeyType> NAMED = named();
    private static final Map<String, String> MODIFIERS = Map.of(
            "c", "c", "ctrl", "c", "control", "c", "a", "a", "alt", "a", "m", "a", "meta", "a", "s", "s", "shift", "s");
    private static final Map<String, Character> CHARACTERS =
            Map.of("space", ' ', "lt", '<', "gt", '>', "bar", '|', "bslash", '\\', "minus", '-');

    private KeyNames() {}

    private static Map<String, KeyType> named() {
        Map<String, KeyType> m = new LinkedHashMap<>();
        m.put("left", KeyType.ArrowLeft);
        m.put("right", KeyType.ArrowRight);
        m.put("up", KeyType.ArrowUp);
        m.put("down", KeyType.ArrowDown);
        m.put("cr", KeyType.Enter);
        m.put("enter", KeyType.Enter);
        m.put("return", KeyType.Enter);
        m.put("esc", KeyType.Escape);
        m.put("escape", KeyType.Escape);
        m.put("tab", KeyType.Tab);
        m.put("bs", KeyType.Backspace);
        m.put("backspace", KeyType.Backspace);
        m.put("del", KeyType.Delete);
        m.put("delete", KeyType.Delete);
        m.put("ins", KeyType.Insert);
        m.put("insert", KeyType.Insert);
        m.put("home", KeyType.Home);
        m.put("end", KeyType.End);
        m.put("pageup", KeyType.PageUp);
        m.put("pgup", KeyType.PageUp);
        m.put("pagedown", KeyType.PageDown);
        m.put("pgdn", KeyType.PageDown);
        KeyType[] f = {
            KeyType.F1, KeyType.F2, KeyType.F3, KeyType.F4, KeyType.F5, KeyType.F6,
            KeyType.F7, KeyType.F8, KeyType.F9, KeyType.F10, KeyType.F11, KeyType.F12
        };
        for (int i = 0; i < f.length; i++) {
            m.put("f" + (i + 1), f[i]);
        }
        return m;
    }

    /** How a keymap writes {@code key}, which {@link #parse} reads back; empty for a key it has no name for. */
    static java.util.Optional<String> write(KeyChord key) {
        String mods = (key.ctrl() ? "c-" : "") + (key.alt() ? "a-" : "") + (key.shift() ? "s-" : "");
        if (key.type() == KeyType.Character) {
            char c = key.character();
            if (Character.isISOControl(c) || Character.isSurrogate(c)) {
                return java.util.Optional.empty();
            }
            if (mods.isEmpty() && !Character.isWhitespace(c)) {
                return java.util.Optional.of(String.valueOf(c));
            }
            for (Map.Entry<String, Character> e : CHARACTERS.entrySet()) {
                if (e.getValue() == c) {
                    return java.util.Optional.of("<" + mods + e.getKey() + ">");
                }
            }
            return Character.isWhitespace(c) ? java.util.Optional.empty() : java.util.Optional.of("<" + mods + c + ">");
        }
        for (Map.Entry<String, KeyType> e : NAMED.entrySet()) {
            if (e.getValue() == key.type()) {
                return java.util.Optional.of("<" + mods + e.getKey() + ">");
            }
        }
        return java.util.Optional.empty();
    }

    static KeyChord parse(String written) {
        if (written.isEmpty()) {
            throw new IllegalArgumentException("no key given");
        }
        if (written.codePointCount(0, written.length()) == 1) {
            char c = written.charAt(0);
            if (Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSurrogate(c)) {
                throw new IllegalArgumentException("a key must be a printable character or a name like <space>");
            }
            return new KeyChord(KeyType.Character, c, false, false, false);
        }
        if (written.length() == 2 && written.charAt(0) == '^' && Character.isLetter(written.charAt(1))) {
            return new KeyChord(KeyType.Character, Character.toLowerCase(written.charAt(1)), true, false, false);
        }
        if (written.startsWith("<") && written.endsWith(">") && written.length() > 2) {
            return bracketed(written, written.substring(1, written.length() - 1));
        }
        throw new IllegalArgumentException("unknown key '" + written + "' (a key is one character, ^X, or a name like "
                + "<c-x>, <left>, <f1>, <space>)");
    }

    private static KeyChord bracketed(String written, String inside) {
        boolean ctrl = false;
        boolean alt = false;
        boolean shift = false;
        String rest = inside;
        int dash;
        // a modifier is followed by '-' and at least one more character: <c--> is Ctrl and '-'
        while ((dash = rest.indexOf('-')) > 0 && dash < rest.length() - 1) {
            String word = rest.substring(0, dash).toLowerCase(Locale.ROOT);
            String mod = MODIFIERS.get(word);
            if (mod == null) {
                throw new IllegalArgumentException("unknown modifier '" + rest.substring(0, dash) + "' in " + written
                        + Nearest.suggestion(word, List.of("c", "ctrl", "a", "alt", "s", "shift"))
                        + " (modifiers: c- or ctrl- for Ctrl, a- or alt- for Alt, s- or shift- for Shift)");
            }
            switch (mod) {
                case "c" -> ctrl = true;
                case "a" -> alt = true;
                default -> shift = true;
            }
            rest = rest.substring(dash + 1);
        }
        if (rest.codePointCount(0, rest.length()) == 1 && !Character.isWhitespace(rest.charAt(0))) {
            char c = rest.charAt(0);
            if (ctrl) {
                c = Character.toLowerCase(c); // a terminal sends Ctrl-X and Ctrl-Shift-X alike
            } else if (shift) {
                c = Character.toUpperCase(c);
            }
            return new KeyChord(KeyType.Character, c, ctrl, alt, false);
        }
        String name = rest.toLowerCase(Locale.ROOT);
        Character named = CHARACTERS.get(name);
        if (named != null) {
            return new KeyChord(KeyType.Character, named, ctrl, alt, false);
        }
        KeyType type = NAMED.get(name);
        if (type == null) {
            List<String> names = new ArrayList<>(NAMED.keySet());
            names.addAll(CHARACTERS.keySet());
            throw new IllegalArgumentException("unknown key name '" + rest + "' in " + written
                    + Nearest.suggestion(name, names)
                    + " (names: left right up down cr esc tab space bs del home end pageup pagedown f1..f12)");
        }
        return new KeyChord(type, '\0', ctrl, alt, shift);
    }
}
