package ohol.tui.ui;

/**
 * Makes server text safe to draw: everything a terminal would act on instead of print is removed
 * (C0 and C1 control characters, whole escape sequences, bidirectional overrides), and characters
 * outside the Basic Multilingual Plane, which Lanterna cannot measure, become {@code ?}.
 */
public final class SafeText {
    private SafeText() {}

    public static String clean(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        int n = text.length();
        while (i < n) {
            int cp = text.codePointAt(i);
            int len = Character.charCount(cp);
            if (cp == 0x1B) {
                i = skipEscape(text, i + 1);
                continue;
            }
            if (cp == 0x9B) { // C1 CSI
                i = skipCsiBody(text, i + 1);
                continue;
            }
            if (cp == '\t') {
                out.append(' ');
            } else if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || isBidiControl(cp)) {
                // dropped: terminals act on these
            } else if (cp > 0xFFFF) {
                out.append('?');
            } else {
                out.append((char) cp);
            }
            i += len;
        }
        return out.toString();
    }

    private static boolean isBidiControl(int cp) {
        return (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x200E || cp == 0x200F
                || cp == 0x061C;
    }

    /** Skips an escape sequence starting after ESC: CSI, OSC/DCS strings up to their terminator, or one char. */
    private static int skipEscape(String s, int i) {
        if (i >= s.length()) {
            return i;
        }
        char c = s.charAt(i);
        if (c == '[') {
            return skipCsiBody(s, i + 1);
        }
        if (c == ']' || c == 'P' || c == '_' || c == '^' || c == 'X') {
            // string until BEL or ESC \
            for (int j = i + 1; j < s.length(); j++) {
                char d = s.charAt(j);
                if (d == 0x07) {
                    return j + 1;
                }
                if (d == 0x1B) {
                    return j + 1 < s.length() && s.charAt(j + 1) == '\\' ? j + 2 : j + 1;
                }
            }
            return s.length();
        }
        return i + 1;
    }

    private static int skipCsiBody(String s, int i) {
        for (int j = i; j < s.length(); j++) {
            char d = s.charAt(j);
            if (d >= 0x40 && d <= 0x7E) {
                return j + 1;
            }
            if (d < 0x20 || d > 0x3F && d < 0x40) {
                return j;
            }
        }
        return s.length();
    }
}
