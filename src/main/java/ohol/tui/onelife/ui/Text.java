package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import ohol.tui.core.term.Widths;

/** Writing lines of text into a pane: server text cleaned, cut to the width, the rest of the row blanked. */
public final class Text {
    private Text() {}

    /** Writes {@code text} at a row, cut to the pane's width, clearing what remains of the row. */
    public static void line(TextGraphics g, int row, String text, TextColor fg) {
        int width = g.getSize().getColumns();
        String fitted = Widths.fit(text, width);
        g.setForegroundColor(fg);
        g.setBackgroundColor(Painter.BACKGROUND);
        g.putString(0, row, fitted);
        int used = Widths.columns(fitted);
        for (int c = used; c < width; c++) {
            g.setCharacter(c, row, ' ');
        }
    }

    /** Writes {@code text} from a column without clearing the rest of the row. */
    public static int at(TextGraphics g, int col, int row, String text, TextColor fg) {
        int room = g.getSize().getColumns() - col;
        if (room <= 0) {
            return col;
        }
        String fitted = Widths.fit(text, room);
        g.setForegroundColor(fg);
        g.setBackgroundColor(Painter.BACKGROUND);
        g.putString(col, row, fitted);
        return col + Widths.columns(fitted);
    }

    public static void clear(TextGraphics g, int fromRow) {
        for (int r = fromRow; r < g.getSize().getRows(); r++) {
            line(g, r, "", Painter.TEXT);
        }
    }

    /** Splits text into lines of at most {@code width} columns, at spaces where it can. */
    public static List<String> wrap(String text, int width) {
        return Widths.wrap(text, width);
    }
}
