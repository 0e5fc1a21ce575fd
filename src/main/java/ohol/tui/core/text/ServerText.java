package ohol.tui.core.text;

/**
 * The one way server text becomes text we may show or print. A server (or anyone in the middle)
 * controls these strings, so everything a terminal would act on instead of print is removed:
 * <ul>
 *   <li>C0 and C1 control characters, DEL, and whole escape sequences, 7-bit ({@code ESC [ ...},
 *       {@code ESC ] ... BEL}) and 8-bit (CSI U+009B, OSC U+009D, DCS U+0090 ...), so that no
 *       title, clipboard (OSC 52), colour or cursor command reaches a terminal;</li>
 *   <li>format characters (Unicode category Cf): bidirectional overrides and isolates (U+202A..E,
 *       U+2066..9), marks (LRM, RLM, ALM), zero-width space and joiners, word joiner, BOM; and the
 *       line and paragraph separators U+2028/U+2029;</li>
 *   <li>non-spacing and enclosing combining marks (Mn, Me), which stack over other text or hide
 *       it; text from the real server is plain ASCII, so nothing real is lost.</li>
 * </ul>
 * Characters outside the Basic Multilingual Plane, lone surrogates, private-use and unassigned
 * characters become {@code ?}: Lanterna cannot measure them and terminals draw them at widths
 * nobody agrees on. Cleaning is idempotent: {@code clean(clean(s)).equals(clean(s))}.
 */
public final class ServerText {
    /**
     * Longest text kept by {@link #clean(String)}. The longest text the real server writes into
     * one line is far shorter (see {@link #MAX_SPEECH}); this only bounds what a hostile server
     * can make us hold, lay out and draw.
     */
    public static final int MAX_LENGTH = 4096;

    /**
     * Longest speech kept (PS, LS, a statue's final words). The server cuts what a player says to
     * its say limit, which grows with age and is 88 characters at 60 (16 + (60 - 16) / 2 + 50, see
     * sayLimit.cpp), and keeps only A-Z, space and {@code .-,'?!}; it may then add pointers
     * ({@code *visitor ID *map X Y AGE}, about 60 characters), trust marks ({@code "+ " ... " +"})
     * or build a line around an object's name ({@code "<phrase> FOR <object> *expert ..."}).
     * 512 leaves room for all of that and for servers that let people live longer.
     */
    public static final int MAX_SPEECH = 512;

    /**
     * Longest name kept (NM, a grave's or a statue's name, a family name). Real names are a first
     * name and a family name of at most 15 letters each (firstNames.txt, lastNames.txt) and a
     * Roman numeral suffix when the name is taken; 64 leaves room for a server's own name lists.
     */
    public static final int MAX_NAME = 64;

    /** Longest single word kept (curse words, biome names, keys and other one-field texts). */
    public static final int MAX_WORD = 256;

    /**
     * Longest global message (MS) kept. Those are written by the server's operator (a restart
     * warning, an apocalypse notice), a sentence or two; 1024 is several screen lines.
     */
    public static final int MAX_MESSAGE = 1024;

    /**
     * Longest report of a skipped message or a broken stream. Reports quote the server's line, and
     * a line of a log or a terminal is enough to recognise it; a megabyte is not printed whole.
     */
    public static final int MAX_REPORT = 300;

    /** What stands for a character that cannot be shown. */
    public static final char UNSHOWABLE = '?';

    /** Marks text that was cut to its cap. */
    public static final char CUT = '\u2026';

    private static final char ESC = 0x1B;
    private static final char BEL = 0x07;
    private static final char C1_DCS = 0x90;
    private static final char C1_SOS = 0x98;
    private static final char C1_CSI = 0x9B;
    private static final char C1_ST = 0x9C;
    private static final char C1_OSC = 0x9D;
    private static final char C1_PM = 0x9E;
    private static final char C1_APC = 0x9F;

    private ServerText() {}

    /** {@code text} cleaned and cut to {@link #MAX_LENGTH}. */
    public static String clean(String text) {
        return clean(text, MAX_LENGTH);
    }

    /**
     * {@code text} cleaned and cut to at most {@code max} characters (the last one then being
     * {@link #CUT}). Reads no further into {@code text} than it needs, so a megabyte costs no more
     * than {@code max} characters' worth of output.
     */
    public static String clean(String text, int max) {
        if (max < 1) {
            throw new IllegalArgumentException("max must be at least 1: " + max);
        }
        if (text == null || text.isEmpty()) {
            return "";
        }
        if (isPlain(text, max)) {
            return text;
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), max + 1));
        int n = text.length();
        int i = 0;
        while (i < n && out.length() <= max) {
            char c = text.charAt(i);
            if (c == ESC) {
                i = afterEscape(text, i + 1);
            } else if (c == C1_CSI) {
                i = afterCsi(text, i + 1);
            } else if (c == C1_OSC || c == C1_DCS || c == C1_SOS || c == C1_PM || c == C1_APC) {
                i = afterString(text, i + 1);
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(UNSHOWABLE);
                i += 2;
            } else {
                switch (Character.getType(c)) {
                    case Character.CONTROL,
                            Character.FORMAT,
                            Character.LINE_SEPARATOR,
                            Character.PARAGRAPH_SEPARATOR,
                            Character.NON_SPACING_MARK,
                            Character.ENCLOSING_MARK -> {
                        // dropped: terminals act on these, or they hide or reorder other text
                    }
                    case Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED -> out.append(UNSHOWABLE);
                    default -> out.append(c);
                }
                i++;
            }
        }
        if (out.length() > max) {
            out.setLength(max - 1);
            out.append(CUT);
        }
        return out.toString();
    }

    /** True if nothing in {@code text} needs cleaning: printable ASCII only, not over the cap. */
    private static boolean isPlain(String text, int max) {
        if (text.length() > max) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7E) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where text goes on after an ESC at {@code i - 1}: after a CSI, after a control string
     * (OSC, DCS, SOS, PM, APC) up to its terminator, or after {@code ESC intermediates final}.
     */
    private static int afterEscape(String s, int i) {
        if (i >= s.length()) {
            return i;
        }
        char c = s.charAt(i);
        switch (c) {
            case '[':
                return afterCsi(s, i + 1);
            case ']', 'P', 'X', '^', '_':
                return afterString(s, i + 1);
            default:
                break;
        }
        int j = i;
        while (j < s.length() && s.charAt(j) >= 0x20 && s.charAt(j) <= 0x2F) {
            j++; // intermediate bytes, as in ESC ( B
        }
        if (j < s.length() && s.charAt(j) >= 0x30 && s.charAt(j) <= 0x7E) {
            return j + 1;
        }
        return j; // a broken sequence: what follows is looked at on its own
    }

    /** After a CSI's parameters, intermediates and final byte; stops before anything else. */
    private static int afterCsi(String s, int i) {
        int j = i;
        while (j < s.length()) {
            char d = s.charAt(j);
            if (d >= 0x40 && d <= 0x7E) {
                return j + 1;
            }
            if (d < 0x20 || d > 0x3F) {
                return j; // not part of a CSI: the sequence was cut short
            }
            j++;
        }
        return j;
    }

    /** After a control string's terminator: BEL, ESC \, or ST (U+009C). Unterminated, it runs to the end. */
    private static int afterString(String s, int i) {
        for (int j = i; j < s.length(); j++) {
            char d = s.charAt(j);
            if (d == BEL || d == C1_ST) {
                return j + 1;
            }
            if (d == ESC) {
                // ESC \ ends the string; any other ESC ends it too and starts a sequence of its own
                return j + 1 < s.length() && s.charAt(j + 1) == '\\' ? j + 2 : j;
            }
        }
        return s.length();
    }
}
