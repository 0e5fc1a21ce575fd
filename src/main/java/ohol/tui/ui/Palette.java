package ohol.tui.ui;

import com.googlecode.lanterna.TextColor;
import java.util.Locale;
import java.util.Map;

/**
 * Turns theme colours into what the terminal can show: 24-bit where it says so
 * ({@code COLORTERM=truecolor} or {@code 24bit}), else the nearest of the 256 indexed colours,
 * or of the 16 ANSI ones when {@code TERM} offers no more. Lanterna sends RGB as is, so this
 * choice must be made here.
 */
public final class Palette {
    public enum Depth { ANSI16, INDEXED256, TRUECOLOR }

    private final Depth depth;

    public Palette(Depth depth) {
        this.depth = depth;
    }

    public Depth depth() {
        return depth;
    }

    /** Chooses the depth from the environment, as terminals announce it. */
    public static Depth detect(Map<String, String> env) {
        String colorTerm = env.getOrDefault("COLORTERM", "").toLowerCase(Locale.ROOT);
        if (colorTerm.contains("truecolor") || colorTerm.contains("24bit")) {
            return Depth.TRUECOLOR;
        }
        String term = env.getOrDefault("TERM", "");
        if (term.contains("256") || term.startsWith("tmux") || term.startsWith("screen-256")) {
            return Depth.INDEXED256;
        }
        return Depth.ANSI16;
    }

    public TextColor color(Rgb rgb) {
        return switch (depth) {
            case TRUECOLOR -> new TextColor.RGB(rgb.red(), rgb.green(), rgb.blue());
            case INDEXED256 -> TextColor.Indexed.fromRGB(rgb.red(), rgb.green(), rgb.blue());
            case ANSI16 -> nearestAnsi(rgb);
        };
    }

    /**
     * The nearest of the 16 colours by hue rather than by plain distance, which would turn most
     * of the game's muted greens and browns into grey: greys go to the grey ramp, other colours to
     * the hue they lean to, bright when the colour is light.
     */
    private static TextColor nearestAnsi(Rgb rgb) {
        int max = Math.max(rgb.red(), Math.max(rgb.green(), rgb.blue()));
        int min = Math.min(rgb.red(), Math.min(rgb.green(), rgb.blue()));
        if (max - min < 40) {
            if (max < 40) {
                return TextColor.ANSI.BLACK;
            }
            return max < 128 ? TextColor.ANSI.BLACK_BRIGHT : max < 210 ? TextColor.ANSI.WHITE : TextColor.ANSI.WHITE_BRIGHT;
        }
        double r = rgb.red() * 255.0 / max;
        double g = rgb.green() * 255.0 / max;
        double b = rgb.blue() * 255.0 / max;
        int[][] hues = {{255, 0, 0}, {0, 255, 0}, {255, 255, 0}, {0, 0, 255}, {255, 0, 255}, {0, 255, 255}};
        TextColor.ANSI[] normal = {TextColor.ANSI.RED, TextColor.ANSI.GREEN, TextColor.ANSI.YELLOW,
                TextColor.ANSI.BLUE, TextColor.ANSI.MAGENTA, TextColor.ANSI.CYAN};
        TextColor.ANSI[] bright = {TextColor.ANSI.RED_BRIGHT, TextColor.ANSI.GREEN_BRIGHT, TextColor.ANSI.YELLOW_BRIGHT,
                TextColor.ANSI.BLUE_BRIGHT, TextColor.ANSI.MAGENTA_BRIGHT, TextColor.ANSI.CYAN_BRIGHT};
        int best = 0;
        double bestDistance = Double.MAX_VALUE;
        for (int i = 0; i < hues.length; i++) {
            double d = Math.pow(r - hues[i][0], 2) + Math.pow(g - hues[i][1], 2) + Math.pow(b - hues[i][2], 2);
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return max >= 200 ? bright[best] : normal[best];
    }
}
