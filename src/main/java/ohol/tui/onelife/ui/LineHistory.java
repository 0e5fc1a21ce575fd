package ohol.tui.onelife.ui;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;

/**
 * The lines entered at one kind of prompt (speech, search, a name), newest first, at most
 * {@link #MAX} of them; a line entered twice in a row is kept once, a blank one not at all.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class LineHistory {
    static final int MAX = 100;

    private final Deque<String> lines = new ArrayDeque<>();

    void add(String line) {
        if (line.isBlank() || line.equals(lines.peekFirst())) {
            return;
        }
        lines.addFirst(line);
        if (lines.size() > MAX) {
            lines.removeLast();
        }
    }

    int size() {
        return lines.size();
    }

    /** The {@code n}th line back, 1 being the last entered. */
    String get(int n) {
        Iterator<String> it = lines.iterator();
        for (int i = 1; i < n; i++) {
            it.next();
        }
        return it.next();
    }
}
