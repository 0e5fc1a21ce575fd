package ohol.tui.core.term;

import com.googlecode.lanterna.TextCharacter;

/**
 * What a screen cell shows, to compare ours with Lanterna's: Lanterna's own equals also asks
 * for its own class, and our cells are a subclass that keeps its width ({@link Cells.Cell}).
 */
public final class Looks {
    private Looks() {}

    public static String of(TextCharacter c) {
        return c == null
                ? "null"
                : c.getCharacterString() + " fg " + c.getForegroundColor() + " bg " + c.getBackgroundColor() + " "
                        + c.getModifiers() + (c.isDoubleWidth() ? " wide" : "");
    }
}
