package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import java.util.HashMap;
import java.util.Map;
import ohol.tui.core.term.Cells;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.Rgb;

/**
 * The colours and cells a frame is drawn with: theme colours brought to the terminal's depth
 * once each, and cells reused.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class Painter {
    public static final TextColor TEXT = TextColor.ANSI.WHITE;
    public static final TextColor DIM = TextColor.ANSI.BLACK_BRIGHT;
    public static final TextColor BACKGROUND = TextColor.ANSI.BLACK;
    public static final TextColor WARN = TextColor.ANSI.RED_BRIGHT;
    public static final TextColor GOOD = TextColor.ANSI.GREEN_BRIGHT;
    public static final TextColor ACCENT = TextColor.ANSI.YELLOW_BRIGHT;
    /** Under a deadly animal, and the warning of one. */
    public static final TextColor DANGER = TextColor.ANSI.RED;
    /** Under what a search found. */
    public static final TextColor MATCH = TextColor.ANSI.MAGENTA;

    private final Palette palette;
    private final Map<Rgb, TextColor> colours = new HashMap<>();
    private final Cells cells;

    /** With a palette of {@link Palette.Depth#NONE}, every cell is drawn without colour. */
    public Painter(Palette palette) {
        this.palette = palette;
        this.cells = new Cells(palette.depth() != Palette.Depth.NONE);
    }

    public TextColor color(Rgb rgb) {
        return colours.computeIfAbsent(rgb, palette::color);
    }

    public TextCharacter cell(char c, TextColor fg, TextColor bg, boolean bold, boolean reverse) {
        return cells.get(c, fg, bg, bold, reverse);
    }

    public TextCharacter text(char c, TextColor fg) {
        return cells.get(c, fg, BACKGROUND, 0);
    }

    /** The cells this painter reuses, for writing text into a frame. */
    Cells cells() {
        return cells;
    }
}
