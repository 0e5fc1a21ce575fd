package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import ohol.tui.crossfire.protocol.ServerMessage;

/**
 * A magic map over the panes, as the GTK client shows it until a key is pressed, in text: {@code #}
 * what blocks the view, {@code .} a floor, blank what the spell did not reach, {@code @} the
 * player, each in its colour. A map larger than the room is scaled down, a block of cells a
 * character (the player, else a wall, else a floor wins the block); one that fits twice over
 * (rows too) gets two columns a cell, for a terminal's cells are about twice as tall as wide.
 */
final class MagicMapPane {
    private MagicMapPane() {}

    /** Draws {@code m} centred in columns 0 to {@code columns} and rows 0 to {@code rows}. */
    static void draw(TextGraphics g, ServerMessage.MagicMap m, int columns, int rows) {
        g.setBackgroundColor(TextColor.ANSI.DEFAULT);
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        g.fillRectangle(
                new com.googlecode.lanterna.TerminalPosition(0, 0),
                new com.googlecode.lanterna.TerminalSize(Math.max(0, columns), Math.max(0, rows)),
                ' ');
        if (columns <= 0 || rows <= 0 || m.width() == 0 || m.height() == 0) {
            return;
        }
        int sx = (m.width() + columns - 1) / columns;
        int sy = (m.height() + rows - 1) / rows;
        int cw = sx == 1 && sy == 1 && m.width() * 2 <= columns ? 2 : 1;
        int wide = (m.width() + sx - 1) / sx;
        int high = (m.height() + sy - 1) / sy;
        int left = Math.max(0, (columns - wide * cw) / 2);
        int top = Math.max(0, (rows - high) / 2);
        for (int by = 0; by < high; by++) {
            for (int bx = 0; bx < wide; bx++) {
                block(g, m, bx * sx, by * sy, sx, sy, left + bx * cw, top + by, cw);
            }
        }
        g.setForegroundColor(TextColor.ANSI.DEFAULT);
        g.disableModifiers(SGR.BOLD);
    }

    /** The block of {@code sx} by {@code sy} cells from {@code x0}, {@code y0} as one character. */
    private static void block(
            TextGraphics g, ServerMessage.MagicMap m, int x0, int y0, int sx, int sy, int col, int row, int cw) {
        char glyph = ' ';
        int colour = 0;
        for (int y = y0; y < y0 + sy && y < m.height(); y++) {
            for (int x = x0; x < x0 + sx && x < m.width(); x++) {
                if (x == m.playerX() && y == m.playerY()) {
                    g.setForegroundColor(TextColor.ANSI.WHITE_BRIGHT);
                    g.enableModifiers(SGR.BOLD);
                    g.putString(col, row, cw == 2 ? "@ " : "@");
                    g.disableModifiers(SGR.BOLD);
                    return;
                }
                if (m.wall(x, y) && glyph != '#') {
                    glyph = '#';
                    colour = m.colour(x, y);
                } else if (m.cell(x, y) != 0 && glyph == ' ') {
                    glyph = '.';
                    colour = m.colour(x, y);
                }
            }
        }
        g.setForegroundColor(MessageLog.colour(colour));
        g.putString(col, row, cw == 1 ? String.valueOf(glyph) : glyph == '#' ? "##" : glyph + " ");
    }
}
