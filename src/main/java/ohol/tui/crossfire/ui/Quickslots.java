package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.keys.KeyChord;

/**
 * Quickslots, as JXClient's: F1 to F8 each ready a spell ({@code cast NAME}) or a skill
 * ({@code ready_skill NAME}), then {@code f} and a way fire it; set from the spells or the skills
 * list by pressing the slot's key (or its digit, for a terminal that keeps the F keys) over the
 * entry. A slot is a binding like {@code bind}'s, kept with them: by the name, as a spell's tag
 * changes from one login to the next.
 */
final class Quickslots {
    static final int SLOTS = 8;
    /** What a slot sends for a spell. */
    static final String SPELL = "cast ";
    /** What a slot sends for a skill. */
    static final String SKILL = "ready_skill ";

    private static final List<KeyType> KEYS =
            List.of(KeyType.F1, KeyType.F2, KeyType.F3, KeyType.F4, KeyType.F5, KeyType.F6, KeyType.F7, KeyType.F8);

    private Quickslots() {}

    /** The slot (from 1) a key in the spells list sets: F1 to F8, or 1 to 8. */
    static Optional<Integer> slot(KeyStroke key) {
        int f = KEYS.indexOf(key.getKeyType());
        if (f >= 0 && !key.isCtrlDown() && !key.isAltDown() && !key.isShiftDown()) {
            return Optional.of(f + 1);
        }
        if (key.getKeyType() == KeyType.Character
                && !key.isCtrlDown()
                && !key.isAltDown()
                && key.getCharacter() >= '1'
                && key.getCharacter() < '1' + SLOTS) {
            return Optional.of(key.getCharacter() - '0');
        }
        return Optional.empty();
    }

    /**
     * What is in slots, by name: each with its slot's key ({@code F1}), as the spells or skills
     * list shows it; {@code verb}: {@link #SPELL} or {@link #SKILL}.
     */
    static java.util.Map<String, String> slots(KeyBindings bindings, String verb) {
        java.util.Map<String, String> out = new java.util.HashMap<>();
        for (KeyBindings.Binding b : bindings.all()) {
            KeyChord k = b.key();
            if (KEYS.contains(k.type())
                    && !k.ctrl()
                    && !k.alt()
                    && !k.shift()
                    && b.command().startsWith(verb)) {
                out.putIfAbsent(b.command().substring(verb.length()), k.label());
            }
        }
        return out;
    }

    /** Puts the spell or skill {@code named} in slot {@code slot}, sent as {@code verb}; returns what the player is told. */
    static String assign(KeyBindings bindings, int slot, String verb, String named) {
        String name = named.codePoints()
                .filter(c -> !Character.isISOControl(c))
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
                .toString()
                .strip();
        if (name.isEmpty()) {
            return "That has no name to ready it by.";
        }
        return bindings.bind(new KeyChord(KEYS.get(slot - 1), '\0', false, false, false), verb + name);
    }
}
