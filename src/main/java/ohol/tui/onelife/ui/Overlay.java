package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;
import java.util.List;
import ohol.tui.core.term.Widths;

/**
 * Something drawn over the map that takes its own keys while it is open (the help, lists, the
 * death screen). A key it does not own closes it and does what it does without it: a panel read
 * while walking never swallows a step, a use or a word.
 */
public interface Overlay extends Pane {
    /** Takes a key; returns false when the overlay closes. */
    boolean key(KeyStroke key);

    /** Whether {@code key} is one of its own; else the screen closes it and the key acts as usual. */
    default boolean owns(KeyStroke key) {
        return true;
    }

    /**
     * Its own keys for the bottom line while it is open; empty when it owns every key (then the
     * bottom line shows no game keys, which would not work).
     */
    default String keys() {
        return "";
    }

    /** Whether the map is drawn under it (it covers only part of the map's pane). */
    default boolean showsMap() {
        return false;
    }

    /**
     * Whether it needs more room than the map's part of the screen ({@code cols} x {@code rows})
     * for this frame: then it takes the whole screen between the status line and the bottom line
     * (a long recipe, the help, a big family, a long history).
     */
    default boolean wholeScreen(View view, int cols, int rows) {
        return false;
    }

    /** Whether a title row and these lines fit {@code cols} x {@code rows}. */
    static boolean fits(List<String> lines, int cols, int rows) {
        return lines.size() + 1 <= rows && lines.stream().allMatch(l -> Widths.columns(l) <= cols);
    }
}
