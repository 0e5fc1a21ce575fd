package ohol.tui.core.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.TextColor;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * Screen cells, made once and reused: a frame draws thousands, they are values, and Lanterna
 * makes each one slowly (it interns the character and looks for grapheme clusters). Looked up
 * by character, colours and style without making anything, in a table of open addressing.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class Cells {
    /** Style bits of {@link SGR#BOLD}, {@link SGR#REVERSE}: one bit per SGR, by its ordinal. */
    public static final int BOLD = 1 << SGR.BOLD.ordinal();

    public static final int REVERSE = 1 << SGR.REVERSE.ordinal();

    /**
     * Most cells kept: a session draws a few thousand (glyphs on each ground colour, letters in
     * each text colour). Text in many scripts from a server can ask for more; then the table
     * starts afresh, so what it holds stays bounded, and half its slots stay free for quick lookups.
     */
    public static final int MAX_CELLS = 1 << 13;

    private final int mask;
    private final int most;
    private final TextCharacter[] cells;
    private final char[] chars;
    private final TextColor[] fgs;
    private final TextColor[] bgs;
    private final int[] styles;
    private int count;
    /** False when colour is off: every cell then has the terminal's own colours. */
    private final boolean colours;
    /** The cell asked for last: runs of the same cell (bare ground, the blanks after a line) skip the table. */
    private TextCharacter last;

    private char lastC;
    private TextColor lastFg;
    private TextColor lastBg;
    private int lastStyle;

    public Cells() {
        this(MAX_CELLS);
    }

    /**
     * With {@code colours} false, every cell is made in the terminal's own colours whatever it is
     * asked in (bold and reverse stay): {@code NO_COLOR}.
     */
    public Cells(boolean colours) {
        this(MAX_CELLS, colours);
    }

    /** A table keeping at most {@code most} cells, a power of two (small ones for tests). */
    public Cells(int most) {
        this(most, true);
    }

    private Cells(int most, boolean colours) {
        this.colours = colours;
        if (Integer.bitCount(most) != 1) {
            throw new IllegalArgumentException("not a power of two: " + most);
        }
        int slots = most * 2;
        this.mask = slots - 1;
        this.most = most;
        cells = new TextCharacter[slots];
        chars = new char[slots];
        fgs = new TextColor[slots];
        bgs = new TextColor[slots];
        styles = new int[slots];
    }

    public TextCharacter get(char c, TextColor fg, TextColor bg, boolean bold, boolean reverse) {
        return get(c, fg, bg, (bold ? BOLD : 0) | (reverse ? REVERSE : 0));
    }

    /** The cell; {@code style} holds a bit per SGR ({@link #style}). */
    public TextCharacter get(char c, TextColor fg, TextColor bg, int style) {
        if (!colours) {
            fg = TextColor.ANSI.DEFAULT;
            bg = TextColor.ANSI.DEFAULT;
        }
        if (c == lastC && fg == lastFg && bg == lastBg && style == lastStyle && last != null) {
            return last;
        }
        TextCharacter cell = find(c, fg, bg, style);
        last = cell;
        lastC = c;
        lastFg = fg;
        lastBg = bg;
        lastStyle = style;
        return cell;
    }

    private TextCharacter find(char c, TextColor fg, TextColor bg, int style) {
        int i = slot(c, fg, bg, style);
        for (TextCharacter found; (found = cells[i]) != null; i = (i + 1) & mask) {
            if (chars[i] == c && styles[i] == style && same(fgs[i], fg) && same(bgs[i], bg)) {
                return found;
            }
        }
        TextCharacter made = make(c, fg, bg, style);
        if (count >= most) {
            Arrays.fill(cells, null);
            Arrays.fill(fgs, null);
            Arrays.fill(bgs, null);
            count = 0;
            i = slot(c, fg, bg, style);
        }
        cells[i] = made;
        chars[i] = c;
        fgs[i] = fg;
        bgs[i] = bg;
        styles[i] = style;
        count++;
        return made;
    }

    /** The style bits of a set of SGRs. */
    public static int style(Set<SGR> sgrs) {
        if (sgrs.isEmpty()) {
            return 0;
        }
        int bits = 0;
        for (SGR s : sgrs) {
            bits |= 1 << s.ordinal();
        }
        return bits;
    }

    private static TextCharacter make(char c, TextColor fg, TextColor bg, int style) {
        EnumSet<SGR> sgrs = EnumSet.noneOf(SGR.class);
        for (SGR s : SGR.values()) {
            if ((style & (1 << s.ordinal())) != 0) {
                sgrs.add(s);
            }
        }
        return new Cell(c, fg, bg, sgrs);
    }

    /**
     * A cell that knows its width. Lanterna's refresh asks every cell of the screen whether it is
     * double width at every refresh, and works it out each time from Unicode blocks and emoji
     * tables: two thirds of a 200x60 refresh. A cell here is made once and drawn many times, so
     * it asks Lanterna once, when made, and keeps the answer.
     */
    public static final class Cell extends TextCharacter {
        private final boolean doubleWidth;

        // Lanterna deprecated its public constructors for its factories, which make plain cells
        // (for grapheme clusters, which a single char is not); only a constructor can make a subclass
        @SuppressWarnings("deprecation")
        public Cell(char c, TextColor fg, TextColor bg, EnumSet<SGR> sgrs) {
            super(c, fg, bg, sgrs);
            doubleWidth = super.isDoubleWidth();
        }

        @Override
        public boolean isDoubleWidth() {
            return doubleWidth;
        }
    }

    private int slot(char c, TextColor fg, TextColor bg, int style) {
        int h = c * 0x9E3779B1;
        h += (fg == null ? 0 : fg.hashCode()) * 31;
        h += (bg == null ? 0 : bg.hashCode()) * 961;
        h += style * 29791;
        h ^= h >>> 15;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        return h & mask;
    }

    private static boolean same(TextColor a, TextColor b) {
        return a == b || (a != null && a.equals(b));
    }
}
