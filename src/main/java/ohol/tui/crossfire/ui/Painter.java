package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.OptionalLong;
import ohol.tui.core.term.Widths;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.Spell;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.world.Cell;
import ohol.tui.crossfire.world.Skill;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * Draws one frame as {@link Layout} places the panes: the map (one character a cell, the player
 * as {@code @} in the middle), the side panel with the stats, what lies here and the pack (each
 * list cut to its rows, with how many more), the messages wrapped to the width, and the bottom
 * line for a prompt, the server's question or a hint.
 */
final class Painter {
    /** What a cell out of sight, or in the dark, shows: dimmed. */
    static final TextColor.ANSI REMEMBERED = TextColor.ANSI.BLACK_BRIGHT;

    private static final ListPane<Item> ITEMS = new ListPane<>(Item::tag, ItemLine::of, Item::label);

    /**
     * What the cursors put over the panes: the look cursor's cell, the item under the item
     * cursor, and the spells or the skills list in the pack's place (with the tag or code under
     * its cursor) while open, with the quickslots' keys by name.
     */
    record Overlays(
            java.util.Optional<int[]> look,
            java.util.Optional<ItemCursor.Selection> item,
            java.util.Optional<OptionalLong> spells,
            java.util.Optional<OptionalLong> skills,
            java.util.Map<String, String> slots) {
        static final Overlays NONE = new Overlays(
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                java.util.Map.of());

        /** How many entries the list in the pack's place has. */
        int packRows(View v) {
            return spells.isPresent()
                    ? v.spells().size()
                    : skills.isPresent() ? v.skills().size() : v.inventory().size();
        }
    }

    private final Glyphs glyphs;

    Painter(Glyphs glyphs) {
        this.glyphs = glyphs;
    }

    /** Paints; returns whether newer messages lie below those shown (the player scrolled back). */
    boolean paint(
            TextGraphics g,
            View v,
            MessageLog log,
            OptionalLong anchor,
            Overlays over,
            String bottom,
            int columns,
            int rows) {
        g.setBackgroundColor(TextColor.ANSI.DEFAULT);
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        g.fill(' ');
        Layout at = Layout.of(
                columns,
                rows,
                v.width(),
                v.height(),
                Layout.sideWanted(v.ground().size(), over.packRows(v)));
        map(g, v, at);
        over.look().ifPresent(c -> cursor(g, v, at, c[0], c[1]));
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        side(g, v, at, over);
        MessageLog.Window shown = log.window(columns, at.messageRows(), anchor);
        for (int i = 0; i < shown.rows().size(); i++) {
            g.setForegroundColor(shown.rows().get(i).colour());
            put(g, 0, at.messagesTop() + i, shown.rows().get(i).text(), columns);
        }
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        put(g, 0, rows - 1, bottom, columns);
        return shown.newerBelow();
    }

    private void map(TextGraphics g, View v, Layout at) {
        int top = (v.height() - at.mapRows()) / 2;
        int left = (v.width() - at.mapColumns()) / 2;
        for (int y = 0; y < at.mapRows(); y++) {
            for (int x = 0; x < at.mapColumns(); x++) {
                boolean me = x + left == v.width() / 2 && y + top == v.height() / 2;
                Cell cell = v.cell(x + left, y + top);
                Glyph glyph = me ? Glyph.PLAYER : glyphs.of(cell);
                // out of sight (the graphical clients' fog of war) or in the dark: dimmed
                g.setForegroundColor(!me && (cell.remembered() || cell.dark()) ? REMEMBERED : glyph.colour());
                g.setCharacter(x, y, glyph.glyph());
            }
        }
    }

    /** The look cursor: its cell in reverse video, when it is on the map shown. */
    private static void cursor(TextGraphics g, View v, Layout at, int dx, int dy) {
        int x = v.width() / 2 - (v.width() - at.mapColumns()) / 2 + dx;
        int y = v.height() / 2 - (v.height() - at.mapRows()) / 2 + dy;
        if (x >= 0 && x < at.mapColumns() && y >= 0 && y < at.mapRows()) {
            com.googlecode.lanterna.TextCharacter c = g.getCharacter(x, y);
            g.setCharacter(x, y, c.withModifier(com.googlecode.lanterna.SGR.REVERSE));
        }
    }

    private static void side(TextGraphics g, View v, Layout at, Overlays over) {
        int width = at.sideWidth();
        int row = stats(g, v, at.side(), width);
        int room = Math.max(0, at.top() - row - 4); // rows for items: a gap and a heading before each list
        int groundWanted = Math.max(1, v.ground().size());
        int hereRows = groundWanted + Math.max(1, v.inventory().size()) <= room
                ? groundWanted
                : Math.max(1, Math.min(groundWanted, room / 3)); // the pack gets the most
        row = ITEMS.draw(
                g,
                "Here:",
                v.ground(),
                at.side(),
                row + 1,
                width,
                Math.min(at.top(), row + 2 + hereRows),
                tagIn(over.item(), ItemCursor.Panel.GROUND));
        if (over.spells().isPresent()) {
            new ListPane<Spell>(
                            Spell::tag,
                            (s, w) -> SpellLine.of(s, w, over.slots().get(s.name())),
                            Spell::name)
                    .draw(
                            g,
                            "Spells:",
                            v.spells(),
                            at.side(),
                            row + 1,
                            width,
                            at.top(),
                            over.spells().get());
        } else if (over.skills().isPresent()) {
            new ListPane<Skill>(
                            Skill::code,
                            (s, w) -> SkillLine.of(s, w, over.slots().get(s.name())),
                            Skill::name)
                    .draw(
                            g,
                            "Skills:",
                            v.skills(),
                            at.side(),
                            row + 1,
                            width,
                            at.top(),
                            over.skills().get());
        } else {
            ITEMS.draw(
                    g,
                    ItemLine.packHeading(v.inventory(), v.stats().number(Stat.WEIGHT_LIMIT)),
                    v.inventory(),
                    at.side(),
                    row + 1,
                    width,
                    at.top(),
                    tagIn(over.item(), ItemCursor.Panel.PACK));
        }
    }

    private static OptionalLong tagIn(java.util.Optional<ItemCursor.Selection> selected, ItemCursor.Panel panel) {
        return selected.filter(s -> s.panel() == panel)
                .map(s -> OptionalLong.of(s.tag()))
                .orElse(OptionalLong.empty());
    }

    private static int stats(TextGraphics g, View v, int col, int width) {
        StatSheet s = v.stats();
        String[] lines = {
            v.playerName(),
            s.text(Stat.TITLE).orElse(""),
            "HP " + s.number(Stat.HP) + "/" + s.number(Stat.MAX_HP) + "  SP " + s.number(Stat.SP) + "/"
                    + s.number(Stat.MAX_SP),
            "Grace " + s.number(Stat.GRACE) + "/" + s.number(Stat.MAX_GRACE) + "  Food " + s.number(Stat.FOOD),
            "Level " + s.number(Stat.LEVEL) + "  Exp " + s.experience(),
        };
        for (int i = 0; i < lines.length; i++) {
            put(g, col, i, lines[i], width);
        }
        return lines.length;
    }

    private static void put(TextGraphics g, int col, int row, String text, int width) {
        if (width > 0 && row >= 0) {
            g.putString(col, row, Widths.fit(text, width));
        }
    }
}
