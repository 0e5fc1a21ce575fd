package ohol.tui.crossfire.ui;

import ohol.tui.core.term.Widths;
import ohol.tui.crossfire.protocol.Spell;

/**
 * A spell as a row of the spells list: its name, and at the right its quickslot's key if it is in
 * one, its level and what it costs.
 */
final class SpellLine {
    private SpellLine() {}

    static String of(Spell s, int width, String slot) {
        String right = (slot == null ? "" : slot + " ") + "L" + s.level() + (s.mana() > 0 ? " " + s.mana() + "sp" : "")
                + (s.grace() > 0 ? " " + s.grace() + "gr" : "");
        if (width < right.length() + 8) {
            return Widths.fit(s.name(), width);
        }
        String left = Widths.fit(s.name(), width - right.length() - 1);
        return left + " ".repeat(Math.max(1, width - Widths.columns(left) - right.length())) + right;
    }
}
