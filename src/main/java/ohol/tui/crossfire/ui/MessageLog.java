package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/** The last {@link #MAX_LINES} lines of messages, each with its colour. */
final class MessageLog {
    static final int MAX_LINES = 500;

    record Line(String text, TextColor.ANSI colour) {}

    private final Deque<Line> lines = new ArrayDeque<>();

    void add(String text, TextColor.ANSI colour) {
        lines.addLast(new Line(text, colour));
        while (lines.size() > MAX_LINES) {
            lines.removeFirst();
        }
    }

    /** The last {@code n} lines, oldest first. */
    List<Line> last(int n) {
        return lines.stream().skip(Math.max(0, lines.size() - n)).toList();
    }

    /** The {@code NDI_} colours of the server, as a terminal has them. */
    static TextColor.ANSI colour(int ndi) {
        return switch (ndi) {
            case 0 -> TextColor.ANSI.DEFAULT; // black on a dark terminal would be unreadable
            case 1 -> TextColor.ANSI.WHITE_BRIGHT;
            case 2, 5 -> TextColor.ANSI.BLUE_BRIGHT;
            case 3 -> TextColor.ANSI.RED_BRIGHT;
            case 4, 6 -> TextColor.ANSI.YELLOW;
            case 7 -> TextColor.ANSI.GREEN;
            case 8 -> TextColor.ANSI.GREEN_BRIGHT;
            case 9 -> TextColor.ANSI.WHITE;
            case 10 -> TextColor.ANSI.RED;
            case 11 -> TextColor.ANSI.YELLOW_BRIGHT;
            case 12 -> TextColor.ANSI.YELLOW;
            default -> TextColor.ANSI.DEFAULT;
        };
    }
}
