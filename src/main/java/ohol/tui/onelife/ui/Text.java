package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;

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

    /**
     * Splits text into lines of at most {@code width} columns at spaces; a word longer than a
     * line is broken with a hyphen at the break, never cut in silence.
     */
    public static List<String> words(String text, int width) {
        List<String> lines = new ArrayList<>();
        if (width <= 1) {
            lines.add(Widths.fit(text, width));
            return lines;
        }
        String rest = text.stripTrailing();
        while (Widths.columns(rest) > width) {
            int space = lastSpaceWithin(rest, width);
            if (space > 0) {
                lines.add(rest.substring(0, space).stripTrailing());
                rest = rest.substring(space).stripLeading();
            } else {
                String head = Widths.fit(rest, width - 1);
                lines.add(head + "-");
                rest = rest.substring(head.length());
            }
        }
        lines.add(rest);
        return lines;
    }

    /**
     * At most {@code most} lines of {@link #words}; when there are more, the last one shown ends
     * with {@link ServerText#CUT} to say that something was left out.
     */
    public static List<String> words(String text, int width, int most) {
        List<String> lines = words(text, width);
        if (lines.size() <= most || most <= 0) {
            return most <= 0 ? List.of() : lines;
        }
        List<String> shown = new ArrayList<>(lines.subList(0, most));
        shown.set(most - 1, shortened(shown.get(most - 1) + " " + lines.get(most), width));
        return shown;
    }

    /**
     * Lines of at most {@code width} columns made of whole groups of {@code text}, groups being
     * parted by two spaces (a list of keys: {@code P next person  Esc closes}); a group too long
     * for a line is wrapped at words.
     */
    public static List<String> groups(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String group : text.strip().split(" {2,}")) {
            if (line.length() > 0 && Widths.columns(line + "  " + group) <= width) {
                line.append("  ").append(group);
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
            }
            List<String> parts = words(group, width);
            lines.addAll(parts.subList(0, parts.size() - 1));
            line = new StringBuilder(parts.get(parts.size() - 1));
        }
        lines.add(line.toString());
        return lines;
    }

    /** {@code text} whole if it fits {@code width}, else cut after a word with {@link ServerText#CUT} for the rest. */
    public static String shortened(String text, int width) {
        if (Widths.columns(text) <= width) {
            return text;
        }
        if (width <= 1) {
            return width == 1 ? String.valueOf(ServerText.CUT) : "";
        }
        int space = lastSpaceWithin(text, width - 1);
        String head = space > 0 ? text.substring(0, space).stripTrailing() : Widths.fit(text, width - 1);
        return head + ServerText.CUT;
    }

    /** The index of the last space such that the text before it takes at most {@code width} columns; -1 if none. */
    private static int lastSpaceWithin(String text, int width) {
        int columns = 0;
        int space = -1;
        boolean indent = true; // spaces that begin the text indent it: no place to break
        for (int i = 0; i < text.length() && columns <= width; i++) {
            char c = text.charAt(i);
            indent &= c == ' ';
            if (c == ' ' && !indent) {
                space = i;
            }
            columns += Widths.wide(c) ? 2 : 1;
        }
        return space;
    }
}
