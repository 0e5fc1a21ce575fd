package ohol.tui.core.term;

import com.googlecode.lanterna.TextColor;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns theme colours into what the terminal can show: 24-bit where it says so
 * ({@code COLORTERM=truecolor} or {@code 24bit}), else the nearest of the 256 indexed colours,
 * or of the 16 ANSI ones when {@code TERM} offers no more. Lanterna sends RGB as is, so this
 * choice must be made here.
 *
 * <p>"Nearest" is measured as people see colours ({@link #difference}, CIE76 in L*a*b*), among
 * the 240 colours of the 6x6x6 cube and the grey ramp that terminals do not redefine: Lanterna's
 * own choice is by plain RGB distance and turns the game's muted greens and blues into greys.
 * Thread-safe; the choice for each colour is remembered.
 */
public final class Palette {
    public enum Depth {
        /** No colour at all ({@code NO_COLOR}): the terminal's own, and bold and reverse only. */
        NONE,
        ANSI16,
        INDEXED256,
        TRUECOLOR
    }

    /** The first indexed colour that terminals do not redefine (0-15 are the ANSI ones). */
    private static final int FIRST_FIXED = 16;

    private static final int[] CUBE_LEVELS = {0, 95, 135, 175, 215, 255};
    /** L*a*b* of indexed colours 16..255, as xterm defines them. */
    private static final double[][] INDEXED_LAB = indexedLab();

    private final Depth depth;
    private final Map<Rgb, TextColor> chosen = new ConcurrentHashMap<>();

    public Palette(Depth depth) {
        this.depth = depth;
    }

    public Depth depth() {
        return depth;
    }

    /**
     * Chooses the depth from the environment, as terminals announce it; {@code NO_COLOR} (any
     * value but empty, as no-color.org says) turns colour off.
     */
    public static Depth detect(Map<String, String> env) {
        if (!env.getOrDefault("NO_COLOR", "").isEmpty()) {
            return Depth.NONE;
        }
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
        return chosen.computeIfAbsent(rgb, c -> switch (depth) {
            case NONE -> TextColor.ANSI.DEFAULT;
            case TRUECOLOR -> new TextColor.RGB(c.red(), c.green(), c.blue());
            case INDEXED256 -> nearestIndexed(c);
            case ANSI16 -> nearestAnsi(c);
        });
    }

    /**
     * How different two colours look: the distance of their CIE L*a*b* values (CIE76, D65).
     * About 2 is just noticeable; tens are plainly different colours.
     */
    public static double difference(Rgb a, Rgb b) {
        double[] x = lab(a.red(), a.green(), a.blue());
        double[] y = lab(b.red(), b.green(), b.blue());
        return Math.sqrt(square(x[0] - y[0]) + square(x[1] - y[1]) + square(x[2] - y[2]));
    }

    /** The colour a terminal shows for an indexed colour from 16 to 255 (xterm's values). */
    public static Rgb indexed(int index) {
        if (index < FIRST_FIXED || index > 255) {
            throw new IllegalArgumentException("indexed colour " + index + " is not one of 16..255");
        }
        if (index >= 232) {
            int grey = 8 + 10 * (index - 232);
            return new Rgb(grey, grey, grey);
        }
        int i = index - FIRST_FIXED;
        return new Rgb(CUBE_LEVELS[i / 36], CUBE_LEVELS[(i / 6) % 6], CUBE_LEVELS[i % 6]);
    }

    private static TextColor.Indexed nearestIndexed(Rgb rgb) {
        double[] want = lab(rgb.red(), rgb.green(), rgb.blue());
        int best = FIRST_FIXED;
        double bestDistance = Double.MAX_VALUE;
        for (int i = 0; i < INDEXED_LAB.length; i++) {
            double[] have = INDEXED_LAB[i];
            double d = square(want[0] - have[0]) + square(want[1] - have[1]) + square(want[2] - have[2]);
            if (d < bestDistance) {
                bestDistance = d;
                best = FIRST_FIXED + i;
            }
        }
        return new TextColor.Indexed(best);
    }

    private static double[][] indexedLab() {
        double[][] labs = new double[256 - FIRST_FIXED][];
        for (int i = FIRST_FIXED; i < 256; i++) {
            Rgb c = indexed(i);
            labs[i - FIRST_FIXED] = lab(c.red(), c.green(), c.blue());
        }
        return labs;
    }

    /** sRGB to CIE L*a*b* under D65. */
    private static double[] lab(int red, int green, int blue) {
        double r = linear(red);
        double g = linear(green);
        double b = linear(blue);
        double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        double fx = labCurve(x);
        double fy = labCurve(y);
        double fz = labCurve(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }

    private static double labCurve(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    private static double square(double v) {
        return v * v;
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
            return max < 128
                    ? TextColor.ANSI.BLACK_BRIGHT
                    : max < 210 ? TextColor.ANSI.WHITE : TextColor.ANSI.WHITE_BRIGHT;
        }
        double r = rgb.red() * 255.0 / max;
        double g = rgb.green() * 255.0 / max;
        double b = rgb.blue() * 255.0 / max;
        int[][] hues = {{255, 0, 0}, {0, 255, 0}, {255, 255, 0}, {0, 0, 255}, {255, 0, 255}, {0, 255, 255}};
        TextColor.ANSI[] normal = {
            TextColor.ANSI.RED,
            TextColor.ANSI.GREEN,
            TextColor.ANSI.YELLOW,
            TextColor.ANSI.BLUE,
            TextColor.ANSI.MAGENTA,
            TextColor.ANSI.CYAN
        };
        TextColor.ANSI[] bright = {
            TextColor.ANSI.RED_BRIGHT,
            TextColor.ANSI.GREEN_BRIGHT,
            TextColor.ANSI.YELLOW_BRIGHT,
            TextColor.ANSI.BLUE_BRIGHT,
            TextColor.ANSI.MAGENTA_BRIGHT,
            TextColor.ANSI.CYAN_BRIGHT
        };
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
