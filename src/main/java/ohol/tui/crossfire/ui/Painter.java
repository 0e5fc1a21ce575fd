package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import java.util.OptionalLong;
import ohol.tui.core.term.Widths;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * Draws one frame as {@link Layout} places the panes: the map (one character a cell, the player
 * as {@code @} in the middle), the side panel with the stats, what lies here and the pack (each
 * list cut to its rows, with how many more), the messages wrapped to the width, and the bottom
 * line for a prompt, the server's question or a hint.
 */
final class Painter {
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
            java.util.Optional<int[]> cursor,
            java.util.Optional<ItemCursor.Selection> selected,
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
                Layout.sideWanted(v.ground().size(), v.inventory().size()));
        map(g, v, at);
        cursor.ifPresent(c -> cursor(g, v, at, c[0], c[1]));
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        side(g, v, at, selected);
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
                Glyph glyph = me ? Glyph.PLAYER : glyphs.of(v.cell(x + left, y + top));
                g.setForegroundColor(glyph.colour());
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

    private static void side(TextGraphics g, View v, Layout at, java.util.Optional<ItemCursor.Selection> selected) {
        int width = at.sideWidth();
        int row = stats(g, v, at.side(), width);
        int room = Math.max(0, at.top() - row - 4); // rows for items: a gap and a heading before each list
        int groundWanted = Math.max(1, v.ground().size());
        int hereRows = groundWanted + Math.max(1, v.inventory().size()) <= room
                ? groundWanted
                : Math.max(1, Math.min(groundWanted, room / 3)); // the pack gets the most
        row = items(
                g,
                "Here:",
                v.ground(),
                at.side(),
                row + 1,
                width,
                Math.min(at.top(), row + 2 + hereRows),
                tagIn(selected, ItemCursor.Panel.GROUND));
        items(g, "Pack:", v.inventory(), at.side(), row + 1, width, at.top(), tagIn(selected, ItemCursor.Panel.PACK));
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

    /**
     * A heading and the items under it, in rows before {@code end}; returns the row after. The
     * item under the cursor ({@code selected}) is in reverse video, the list scrolled to show it.
     */
    private static int items(
            TextGraphics g,
            String heading,
            List<Item> items,
            int col,
            int row,
            int width,
            int end,
            OptionalLong selected) {
        if (row >= end) {
            return row;
        }
        put(g, col, row++, heading + (items.isEmpty() ? " nothing" : ""), width);
        int rows = end - row;
        int chosen = -1;
        for (int i = 0; i < items.size() && selected.isPresent(); i++) {
            if (items.get(i).tag() == selected.getAsLong()) {
                chosen = i;
            }
        }
        int first = 0;
        if (chosen >= 0 && items.size() > rows && chosen > rows - 2) {
            // the chosen item on the row before the last, which says how many more
            first = Math.min(chosen - Math.max(0, rows - 2), items.size() - rows);
        }
        for (int i = first; i < items.size() && row < end; i++, row++) {
            Item item = items.get(i);
            boolean more = row == end - 1 && i < items.size() - 1;
            String label = !more
                    ? ItemLine.of(item, width - 1)
                    : i == first
                            ? item.label() + " (+" + (items.size() - 1 - first) + " more)"
                            : "... " + (items.size() - i) + " more";
            if (i == chosen) {
                g.enableModifiers(com.googlecode.lanterna.SGR.REVERSE);
            }
            put(g, col + 1, row, label, width - 1);
            g.disableModifiers(com.googlecode.lanterna.SGR.REVERSE);
        }
        return row;
    }

    private static void put(TextGraphics g, int col, int row, String text, int width) {
        if (width > 0 && row >= 0) {
            g.putString(col, row, Widths.fit(text, width));
        }
    }
}
