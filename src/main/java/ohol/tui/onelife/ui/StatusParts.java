package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.term.Widths;

/**
 * A status line made of parts, each with how long it stays when the line is narrow: the parts
 * that fit are shown in their order, two spaces apart, and the least kept go first (on a tie,
 * the later one), so a narrow terminal loses whole parts, never the end of the most useful one.
 */
final class StatusParts {
    /** One part: its words, how long it stays (higher stays longer), its colour. */
    record Part(String text, int keep, TextColor colour) {}

    private static final String GAP = "  ";

    private final List<Part> parts = new ArrayList<>();

    StatusParts add(String text, int keep, TextColor colour) {
        parts.add(new Part(text, keep, colour));
        return this;
    }

    /** The parts that fit in {@code width} columns, in their order. */
    List<Part> fit(int width) {
        List<Part> kept = new ArrayList<>(parts);
        while (kept.size() > 1 && columns(kept) > width) {
            Part least = kept.get(kept.size() - 1);
            for (int i = kept.size() - 1; i >= 0; i--) {
                if (kept.get(i).keep() < least.keep()) {
                    least = kept.get(i);
                }
            }
            kept.remove(least);
        }
        return kept;
    }

    private static int columns(List<Part> parts) {
        int n = 0;
        for (Part p : parts) {
            n += Widths.columns(p.text());
        }
        return n + GAP.length() * Math.max(0, parts.size() - 1);
    }

    /** Draws the parts that fit on {@code row}, blanking the rest of it. */
    void draw(TextGraphics g, int row) {
        int width = g.getSize().getColumns();
        int col = 0;
        boolean first = true;
        for (Part p : fit(width)) {
            if (!first) {
                col = Text.at(g, col, row, GAP, Painter.DIM);
            }
            first = false;
            col = Text.at(g, col, row, p.text(), p.colour());
        }
        Text.at(g, col, row, " ".repeat(Math.max(0, width - col)), Painter.DIM);
    }
}
