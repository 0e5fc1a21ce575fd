package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.term.Widths;
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

    /**
     * Takes the whole screen when a line would not fit the map's width: wider, fewer lines wrap.
     */
    @Override
    public boolean wholeScreen(View view, int cols, int rows) {
        return lines(view).stream().anyMatch(l -> Widths.columns(shown(l)) > cols);
    }

    /** A line as it is written: its glyph's two columns before its text. */
    private static String shown(Line line) {
        String text = ServerText.clean(line.text());
        return line.glyph() == '\0' ? text : "  " + text;
    }

    /** One screen row of a line, {@code first} being the row that carries its glyph. */
    private record Row(Line line, String text, boolean first) {}

    /** The lines wrapped at words to {@code width}, a line's further rows indented two columns past its text. */
    private static List<Row> rows(List<Line> lines, int width) {
        List<Row> rows = new ArrayList<>();
        for (Line line : lines) {
            String text = shown(line);
            if (Widths.columns(text) <= width) {
                rows.add(new Row(line, text, true));
                continue;
            }
            String indent = line.glyph() == '\0' ? "  " : "    ";
            List<String> parts = Text.words(text, width);
            rows.add(new Row(line, parts.get(0), true));
            String rest = String.join(" ", parts.subList(1, parts.size()));
            for (String part : Text.words(rest, Math.max(1, width - indent.length()))) {
                rows.add(new Row(line, indent + part, false));
            }
        }
        return rows;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        int width = g.getSize().getColumns();
        List<Row> lines = rows(lines(view), width);
        int rows = g.getSize().getRows();
        String title = ServerText.clean(title());
        List<String> heading = Text.words(title + "  Esc closes", width);
        for (int tries = 0; tries < 3; tries++) { // the page's size and the heading that says it depend on each other
            page = Math.max(1, rows - heading.size());
            top = Math.max(0, Math.min(top, lines.size() - page));
            int to = Math.min(lines.size(), top + page);
            String where =
                    lines.size() > page ? "  " + (top + 1) + "-" + to + " of " + lines.size() + " (PgDn/PgUp)" : "";
            List<String> said = Text.words(title + where + "  Esc closes", width, Math.max(1, rows - 1));
            boolean settled = said.size() == heading.size();
            heading = said;
            if (settled) {
                break;
            }
        }
        page = Math.max(1, rows - heading.size());
        top = Math.max(0, Math.min(top, lines.size() - page));
        for (int r = 0; r < heading.size(); r++) {
            Text.line(g, r, heading.get(r), Painter.ACCENT);
        }
        int shownTo = Math.min(lines.size(), top + page);
        for (int r = heading.size(); r < rows; r++) {
            int i = top + r - heading.size();
            if (i >= shownTo) {
                Text.line(g, r, "", Painter.TEXT);
                continue;
            }
            Row row = lines.get(i);
            Line line = row.line();
            Text.line(g, r, row.text(), line.colour());
            if (row.first() && line.glyph() != '\0') {
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
