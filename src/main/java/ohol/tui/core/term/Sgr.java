package ohol.tui.core.term;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TextColor;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/** The parameters of one SGR sequence (without {@code ESC [} and {@code m}) that set colours and style. */
final class Sgr {
    private Sgr() {}

    /** Reset, then what differs from the terminal's defaults. */
    static String fromScratch(TextColor f, TextColor b, Set<SGR> s) {
        StringBuilder p = new StringBuilder("0");
        if (!TextColor.ANSI.DEFAULT.equals(f)) {
            p.append(';').append(foreground(f));
        }
        if (!TextColor.ANSI.DEFAULT.equals(b)) {
            p.append(';').append(background(b));
        }
        for (SGR sgr : s) {
            p.append(';').append(on(sgr));
        }
        return p.toString();
    }

    /** Only what changes from {@code fg}, {@code bg}, {@code style}; null when a style must go that has no code of its own to end it. */
    static String change(TextColor fg, TextColor bg, Set<SGR> style, TextColor f, TextColor b, Set<SGR> s) {
        StringBuilder p = new StringBuilder();
        for (SGR sgr : style) {
            if (!s.contains(sgr)) {
                int off = off(sgr);
                if (off < 0) {
                    return null;
                }
                p.append(p.isEmpty() ? "" : ";").append(off);
            }
        }
        for (SGR sgr : s) {
            if (!style.contains(sgr)) {
                p.append(p.isEmpty() ? "" : ";").append(on(sgr));
            }
        }
        if (!f.equals(fg)) {
            p.append(p.isEmpty() ? "" : ";").append(foreground(f));
        }
        if (!b.equals(bg)) {
            p.append(p.isEmpty() ? "" : ";").append(background(b));
        }
        return p.toString();
    }

    private static String foreground(TextColor c) {
        return new String(c.getForegroundSGRSequence(), StandardCharsets.US_ASCII);
    }

    private static String background(TextColor c) {
        return new String(c.getBackgroundSGRSequence(), StandardCharsets.US_ASCII);
    }

    /** The codes Lanterna's ANSI terminal uses to turn each style on. */
    private static int on(SGR sgr) {
        return switch (sgr) {
            case BOLD -> 1;
            case ITALIC -> 3;
            case UNDERLINE -> 4;
            case BLINK -> 5;
            case REVERSE -> 7;
            case CROSSED_OUT -> 9;
            case FRAKTUR -> 20;
            case BORDERED -> 51;
            case CIRCLED -> 52;
        };
    }

    /** The code that ends one style alone, or -1 when its code would end another too. */
    private static int off(SGR sgr) {
        return switch (sgr) {
            case BOLD -> 22;
            case UNDERLINE -> 24;
            case BLINK -> 25;
            case REVERSE -> 27;
            case CROSSED_OUT -> 29;
            case ITALIC, FRAKTUR, BORDERED, CIRCLED -> -1;
        };
    }
}
