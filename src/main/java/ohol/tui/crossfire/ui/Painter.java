package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import ohol.tui.core.term.Widths;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.Stat;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * Draws one frame: the map at the top left (one character a cell, the player as {@code @} in the
 * middle), the stats beside it, what lies here and the pack below the stats, the messages under
 * the map, and the bottom line for a prompt, the server's question or a hint.
 */
final class Painter {
    static final int STATS_WIDTH = 30;

    private final Glyphs glyphs;

    Painter(Glyphs glyphs) {
        this.glyphs = glyphs;
    }

    void paint(TextGraphics g, View v, MessageLog log, String bottom, int columns, int rows) {
        g.setBackgroundColor(TextColor.ANSI.DEFAULT);
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        g.fill(' ');
        int mapRows = Math.min(v.height(), Math.max(0, rows - 4));
        int mapCols = Math.min(v.width(), columns);
        int top = (v.height() - mapRows) / 2;
        int left = (v.width() - mapCols) / 2;
        for (int y = 0; y < mapRows; y++) {
            for (int x = 0; x < mapCols; x++) {
                boolean me = x + left == v.width() / 2 && y + top == v.height() / 2;
                Glyph glyph = me ? Glyph.PLAYER : glyphs.of(v.cell(x + left, y + top));
                g.setForegroundColor(glyph.colour());
                g.setCharacter(x, y, glyph.glyph());
            }
        }
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        int side = mapCols + 2;
        int width = columns - side;
        int row = stats(g, v, side, width);
        row = items(g, "Here:", v.ground(), side, row + 1, width, Math.max(mapRows, row + 4));
        items(g, "Pack:", v.inventory(), side, row + 1, width, Math.max(mapRows, row + 8));
        int logTop = Math.max(mapRows, Math.min(rows - 1, row + 1)) + 1;
        List<MessageLog.Line> lines = log.last(Math.max(0, rows - 1 - logTop));
        for (int i = 0; i < lines.size(); i++) {
            g.setForegroundColor(lines.get(i).colour());
            put(g, 0, logTop + i, lines.get(i).text(), columns);
        }
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        put(g, 0, rows - 1, bottom, columns);
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

    /** A heading and the items under it, down to row {@code last}; returns the row after. */
    private static int items(TextGraphics g, String heading, List<Item> items, int col, int row, int width, int last) {
        put(g, col, row++, heading + (items.isEmpty() ? " nothing" : ""), width);
        for (int i = 0; i < items.size() && row < last; i++, row++) {
            Item item = items.get(i);
            String mark = (item.flags() & Item.APPLIED) != 0 ? " (applied)" : "";
            boolean more = row == last - 1 && i < items.size() - 1;
            put(g, col + 1, row, more ? "... " + (items.size() - i) + " more" : item.label() + mark, width - 1);
        }
        return row;
    }

    private static void put(TextGraphics g, int col, int row, String text, int width) {
        if (width > 0 && row >= 0) {
            g.putString(col, row, Widths.fit(text, width));
        }
    }
}
