package ohol.tui.core.term;

/** A colour as the theme names it; the {@link Palette} turns it into what the terminal can show. */
public record Rgb(int red, int green, int blue) {
    public static Rgb parse(String hex) {
        if (!hex.matches("#[0-9a-fA-F]{6}")) {
            throw new IllegalArgumentException("colour must be #rrggbb, not '" + hex + "'");
        }
        int v = Integer.parseInt(hex.substring(1), 16);
        return new Rgb(v >> 16, (v >> 8) & 0xFF, v & 0xFF);
    }
}
