package ohol.tui.onelife.ui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;

/**
 * A line being typed, drawn with its cursor: {@code _} after the text when the cursor is at its
 * end, else the character under the cursor in reverse; a line longer than its room shows the
 * part around the cursor.
 */
final class EditedLine {
    private EditedLine() {}

    /**
     * Writes {@code prefix}, the part of {@code text} that fits in {@code room} columns around
     * {@code cursor}, then {@code suffix}, on a row of its own.
     *
     * @return the column after the text and its cursor
     */
    static int draw(
            TextGraphics g, int row, String prefix, String text, int cursor, int room, String suffix, TextColor fg) {
        String clean = ServerText.clean(text);
        int at = Math.max(0, Math.min(cursor, clean.length()));
        int from = clean.length() <= room ? 0 : Math.max(0, Math.min(at - room + 1, clean.length() - room));
        if (at == clean.length() && clean.length() > room) {
            from = clean.length() - room;
        }
        String visible = clean.substring(from, Math.min(clean.length(), from + Math.max(1, room)));
        boolean atEnd = at == clean.length();
        Text.line(g, row, prefix + visible + (atEnd ? "_" : "") + suffix, fg);
        if (!atEnd) {
            int col = Widths.columns(prefix + visible.substring(0, at - from));
            g.enableModifiers(SGR.REVERSE);
            g.setForegroundColor(fg);
            g.setBackgroundColor(Painter.BACKGROUND);
            g.putString(col, row, String.valueOf(visible.charAt(at - from)));
            g.disableModifiers(SGR.REVERSE);
        }
        return Widths.columns(prefix + visible) + (atEnd ? 1 : 0);
    }
}
