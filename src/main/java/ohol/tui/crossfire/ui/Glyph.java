package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;

/** How one thing looks on the map: a character and its colour. */
public record Glyph(char glyph, TextColor.ANSI colour) {
    public static final Glyph NOTHING = new Glyph(' ', TextColor.ANSI.DEFAULT);
    public static final Glyph PLAYER = new Glyph('@', TextColor.ANSI.WHITE_BRIGHT);
}
