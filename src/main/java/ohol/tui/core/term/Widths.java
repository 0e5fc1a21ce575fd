package ohol.tui.core.term;

import com.googlecode.lanterna.TerminalTextUtils;
import com.googlecode.lanterna.TextCharacter;

/**
 * How many columns text takes, by Lanterna's rule (CJK characters take two, everything else
 * one, a tab four when measured) but without asking for the Unicode block of every character:
 * Lanterna's check looks the block up each time, and a frame asks it tens of thousands of times.
 * Every block Lanterna counts as double width lies at or above U+1100 and outside
 * U+1200..U+2E7F, so below, and in that gap, the answer is known at once.
 */
public final class Widths {
    private Widths() {}

    /** Whether {@code c} takes two columns, as Lanterna says ({@link TerminalTextUtils#isCharCJK}). */
    public static boolean wide(char c) {
        if (c < 0x1100 || (c >= 0x1200 && c < 0x2E80)) {
            return false;
        }
        return TerminalTextUtils.isCharCJK(c);
    }

    /** Whether a cell takes two columns, as Lanterna says ({@link TextCharacter#isDoubleWidth}). */
    public static boolean wide(TextCharacter cell) {
        String s = cell.getCharacterString();
        return s.length() == 1 ? wide(s.charAt(0)) : cell.isDoubleWidth();
    }

    /** The columns {@code text} takes: {@link TerminalTextUtils#getColumnWidth}. */
    public static int columns(String text) {
        int columns = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            columns += c == '\t' ? 4 : wide(c) ? 2 : 1;
        }
        return columns;
    }

    /**
     * {@code text} cut to {@code room} columns, a double-width character that would stand half
     * outside replaced by a space: {@link TerminalTextUtils#fitString(String, int)}.
     */
    public static String fit(String text, int room) {
        if (room <= 0) {
            return "";
        }
        int i = 0;
        int left = room;
        while (i < text.length() && left > 0) {
            char c = text.charAt(i);
            if (wide(c)) {
                break;
            }
            left--;
            i++;
        }
        if (i == text.length() || left == 0) {
            return text.substring(0, i); // the usual case: narrow text
        }
        StringBuilder fitted = new StringBuilder(room).append(text, 0, i);
        while (left > 0 && i < text.length()) {
            char c = text.charAt(i++);
            left -= wide(c) ? 2 : 1;
            fitted.append(left < 0 ? ' ' : c);
        }
        return fitted.toString();
    }

    /** Splits text into lines of at most {@code width} columns, at spaces where it can. */
    public static java.util.List<String> wrap(String text, int width) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        if (width <= 0) {
            return lines;
        }
        String rest = text;
        while (Widths.columns(rest) > width) {
            int cut = Math.min(rest.length(), width);
            int space = rest.lastIndexOf(' ', cut);
            if (space > width / 3) {
                cut = space;
            }
            lines.add(rest.substring(0, cut));
            rest = rest.substring(cut).stripLeading();
        }
        lines.add(rest);
        return lines;
    }
}
