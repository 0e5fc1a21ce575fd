package ohol.tui.core.text;

/**
 * Text from a file quoted in a message: control characters shown as a terminal's {@code cat -v}
 * shows them ({@code ^[} for ESC, {@code ^?} for DEL, {@code ?} for C1), so the player sees what
 * is wrong and the terminal acts on none of it; then cleaned as {@link ServerText} cleans.
 */
public final class Quote {
    private Quote() {}

    /** {@code text} made visible and safe, at most {@code max} characters. */
    public static String visible(String text, int max) {
        StringBuilder out = new StringBuilder(Math.min(text.length(), max + 1) + 8);
        for (int i = 0; i < text.length() && out.length() <= max; i++) {
            char c = text.charAt(i);
            if (c < 0x20 && c != '\t') {
                out.append('^').append((char) (c + 0x40));
            } else if (c == 0x7f) {
                out.append("^?");
            } else if (c >= 0x80 && c < 0xa0) {
                out.append(ServerText.UNSHOWABLE);
            } else {
                out.append(c);
            }
        }
        return ServerText.clean(out.toString(), max);
    }
}
