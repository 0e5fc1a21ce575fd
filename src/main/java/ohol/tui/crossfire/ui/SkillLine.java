package ohol.tui.crossfire.ui;

import ohol.tui.core.term.Widths;
import ohol.tui.crossfire.world.Skill;

/**
 * A skill as a row of the skills list: its name, and at the right its quickslot's key if it is in
 * one, its level and its experience.
 */
final class SkillLine {
    private SkillLine() {}

    static String of(Skill s, int width, String slot) {
        String right = (slot == null ? "" : slot + " ") + "L" + s.level() + " " + s.experience() + "xp";
        if (width < right.length() + 8) {
            return Widths.fit(s.name(), width);
        }
        String left = Widths.fit(s.name(), width - right.length() - 1);
        return left + " ".repeat(Math.max(1, width - Widths.columns(left) - right.length())) + right;
    }
}
