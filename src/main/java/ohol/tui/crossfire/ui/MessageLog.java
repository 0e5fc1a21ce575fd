package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalLong;
import ohol.tui.core.term.Widths;

/**
 * The last {@link #MAX_LINES} messages, each with its colour and tier; a message said again at once is
 * counted ({@code x3}), not repeated. Only those the {@link MessageFilter} lets through are shown. Shown wrapped to the pane's width, from the newest, or
 * from a message the player scrolled back to: each message has a number that stays its own
 * while older ones are forgotten, so what the player reads does not move as new ones come.
 */
final class MessageLog {
    static final int MAX_LINES = 500;

    record Line(String text, TextColor.ANSI colour) {}

    private record Entry(long number, String text, TextColor.ANSI colour, MessageFilter.Tier tier, int count) {
        String shown() {
            return count > 1 ? text + " x" + count : text;
        }
    }

    /** What the pane shows: its rows, oldest first, and whether newer messages lie below. */
    record Window(List<Line> rows, boolean newerBelow) {}

    private final Deque<Entry> entries = new ArrayDeque<>();
    private long next;
    private MessageFilter filter = MessageFilter.ALL;

    /** A line of the client's own: shown whatever the filter. */
    void add(String text, TextColor.ANSI colour) {
        add(text, colour, MessageFilter.Tier.OWN);
    }

    void add(String text, TextColor.ANSI colour, MessageFilter.Tier tier) {
        Entry last = entries.peekLast();
        if (last != null && last.text().equals(text) && last.colour() == colour && last.tier() == tier) {
            entries.removeLast();
            entries.addLast(new Entry(last.number(), text, colour, tier, last.count() + 1));
            return;
        }
        entries.addLast(new Entry(next++, text, colour, tier, 1));
        while (entries.size() > MAX_LINES) {
            entries.removeFirst();
        }
    }

    MessageFilter filter() {
        return filter;
    }

    /** Shows only what {@code filter} lets through, from now on (the messages kept stay kept). */
    void filter(MessageFilter filter) {
        this.filter = filter;
    }

    private boolean hidden(Entry e) {
        return !filter.shows(e.tier());
    }

    /**
     * The {@code rows} rows of {@code width} columns that end with message {@code anchor} (the
     * newest when empty).
     */
    Window window(int width, int rows, OptionalLong anchor) {
        List<Line> out = new ArrayList<>();
        boolean newer = false;
        for (Iterator<Entry> it = entries.descendingIterator(); it.hasNext() && out.size() < rows; ) {
            Entry e = it.next();
            if (hidden(e)) {
                continue;
            }
            if (anchor.isPresent() && e.number() > anchor.getAsLong()) {
                newer = true;
                continue;
            }
            List<String> wrapped = Widths.wrap(e.shown(), width);
            for (int i = wrapped.size() - 1; i >= 0 && out.size() < rows; i--) {
                out.add(0, new Line(wrapped.get(i), e.colour()));
            }
        }
        return new Window(out, newer);
    }

    /**
     * The anchor a page back from {@code anchor}: the message about {@code rows - 1} rows up, so
     * a row of the page read stays in sight. The oldest message at most.
     */
    OptionalLong back(int width, int rows, OptionalLong anchor) {
        int seen = 0;
        Entry last = null;
        for (Iterator<Entry> it = entries.descendingIterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (hidden(e) || (anchor.isPresent() && e.number() > anchor.getAsLong())) {
                continue;
            }
            if (last != null && seen >= Math.max(1, rows - 1)) {
                return OptionalLong.of(e.number());
            }
            seen += Widths.wrap(e.shown(), width).size();
            last = e;
        }
        return last == null ? anchor : firstPage(width, rows, anchor);
    }

    /** The anchor that shows the oldest message in the top row (no further back than {@code anchor}). */
    private OptionalLong firstPage(int width, int rows, OptionalLong anchor) {
        int seen = 0;
        for (Entry e : entries) {
            if (hidden(e)) {
                continue;
            }
            seen += Widths.wrap(e.shown(), width).size();
            if (seen >= rows || (anchor.isPresent() && e.number() >= anchor.getAsLong())) {
                return e == lastShown() ? OptionalLong.empty() : OptionalLong.of(e.number());
            }
        }
        return OptionalLong.empty();
    }

    /** The anchor a page on from {@code anchor}; empty (the newest, following) once at the end. */
    OptionalLong forward(int width, int rows, OptionalLong anchor) {
        if (anchor.isEmpty()) {
            return anchor;
        }
        int seen = 0;
        for (Entry e : entries) {
            if (hidden(e) || e.number() <= anchor.getAsLong()) {
                continue;
            }
            seen += Widths.wrap(e.shown(), width).size();
            if (seen >= Math.max(1, rows - 1)) {
                return e == lastShown() ? OptionalLong.empty() : OptionalLong.of(e.number());
            }
        }
        return OptionalLong.empty();
    }

    /** The newest message the filter shows, or null. */
    private Entry lastShown() {
        for (Iterator<Entry> it = entries.descendingIterator(); it.hasNext(); ) {
            Entry e = it.next();
            if (!hidden(e)) {
                return e;
            }
        }
        return null;
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
