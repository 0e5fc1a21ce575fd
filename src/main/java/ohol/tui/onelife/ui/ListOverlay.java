package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.List;
import ohol.tui.core.text.ServerText;

/**
 * An overlay of lines that scrolls (PgDn/PgUp, Home/End) and closes with Esc or q: hints, the
 * legend; other keys close it and act. A line may begin with a glyph drawn in its own colours. Text is cleaned
 * before the terminal sees it.
 */
abstract class ListOverlay implements Overlay {
    /** A line; {@code glyph} 0 for none, else drawn first in {@code glyphColour} on {@code glyphBackground}. */
    record Line(String text, TextColor colour, char glyph, TextColor glyphColour, TextColor glyphBackground) {
        static Line of(String text, TextColor colour) {
            return new Line(text, colour, '\0', Painter.TEXT, Painter.BACKGROUND);
        }
    }

    private int top;
    private int page = 1;

    /** The first row, above the lines. */
    abstract String title();

    /** The lines for this frame. */
    abstract List<Line> lines(View view);

    @Override
    public void draw(TextGraphics g, View view) {
        List<Line> lines = lines(view);
        int rows = g.getSize().getRows();
        page = Math.max(1, rows - 1);
        top = Math.max(0, Math.min(top, lines.size() - page));
        int shownTo = Math.min(lines.size(), top + page);
        String where =
                lines.size() > page ? "  " + (top + 1) + "-" + shownTo + " of " + lines.size() + " (PgDn/PgUp)" : "";
        Text.line(g, 0, ServerText.clean(title()) + where + "  Esc closes", Painter.ACCENT);
        for (int r = 1; r < rows; r++) {
            int i = top + r - 1;
            if (i >= shownTo) {
                Text.line(g, r, "", Painter.TEXT);
                continue;
            }
            Line line = lines.get(i);
            String text = ServerText.clean(line.text());
            if (line.glyph() == '\0') {
                Text.line(g, r, text, line.colour());
            } else {
                Text.line(g, r, "  " + text, line.colour());
                g.setForegroundColor(line.glyphColour());
                g.setBackgroundColor(line.glyphBackground());
                g.setCharacter(0, r, line.glyph());
                g.setBackgroundColor(Painter.BACKGROUND);
            }
        }
    }

    @Override
    public boolean owns(KeyStroke key) {
        return PanelKeys.owns(key);
    }

    @Override
    public String keys() {
        return PanelKeys.SCROLL;
    }

    @Override
    public boolean key(KeyStroke key) {
        KeyType type = key.getKeyType();
        if (PanelKeys.closes(key)) {
            return false;
        }
        if (type == KeyType.PageDown) {
            top += page;
        } else if (type == KeyType.PageUp) {
            top -= page;
        } else if (type == KeyType.Home) {
            top = 0;
        } else if (type == KeyType.End) {
            top = Integer.MAX_VALUE / 2;
        }
        top = Math.max(0, top);
        return true;
    }
}
