package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import ohol.tui.core.term.Widths;

/**
 * A heading and a list under it (the pack, what lies here, the spells), cut to its rows with how
 * many more on the last; the entry under a cursor in reverse video, the list scrolled to show it.
 * Only the rows shown are laid out: a list of thousands costs a frame no more than its panel.
 */
final class ListPane<T> {
    private final ToLongFunction<T> tag;
    private final BiFunction<T, Integer, String> row;
    private final Function<T, String> brief;

    /** {@code row}: an entry in so many columns; {@code brief}: its name, for a last row that also says how many more. */
    ListPane(ToLongFunction<T> tag, BiFunction<T, Integer, String> row, Function<T, String> brief) {
        this.tag = tag;
        this.row = row;
        this.brief = brief;
    }

    /** Draws in rows {@code top} to before {@code end}; returns the row after. */
    int draw(
            TextGraphics g,
            String heading,
            List<T> entries,
            int col,
            int top,
            int width,
            int end,
            OptionalLong chosenTag) {
        int at = top;
        if (at >= end) {
            return at;
        }
        put(g, col, at++, heading + (entries.isEmpty() ? " nothing" : ""), width);
        int rows = end - at;
        int chosen = -1;
        for (int i = 0; i < entries.size() && chosenTag.isPresent() && chosen < 0; i++) {
            if (tag.applyAsLong(entries.get(i)) == chosenTag.getAsLong()) {
                chosen = i;
            }
        }
        int first = 0;
        if (chosen >= 0 && entries.size() > rows && chosen > rows - 2) {
            // the chosen entry on the row before the last, which says how many more
            first = Math.min(chosen - Math.max(0, rows - 2), entries.size() - rows);
        }
        for (int i = first; i < entries.size() && at < end; i++, at++) {
            T entry = entries.get(i);
            boolean more = at == end - 1 && i < entries.size() - 1;
            String label = !more
                    ? row.apply(entry, width - 1)
                    : i == first
                            ? brief.apply(entry) + " (+" + (entries.size() - 1 - first) + " more)"
                            : "... " + (entries.size() - i) + " more";
            if (i == chosen) {
                g.enableModifiers(SGR.REVERSE);
            }
            put(g, col + 1, at, label, width - 1);
            g.disableModifiers(SGR.REVERSE);
        }
        return at;
    }

    private static void put(TextGraphics g, int col, int row, String text, int width) {
        if (width > 0 && row >= 0) {
            g.putString(col, row, Widths.fit(text, width));
        }
    }
}
