package ohol.tui.crossfire.ui;

import com.googlecode.lanterna.TextColor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import ohol.tui.core.text.Quote;
import ohol.tui.crossfire.world.Cell;

/**
 * Faces as characters, from a theme: lines {@code PATTERN GLYPH [COLOUR]}, the first pattern that
 * matches a face's name wins; {@code layer:NAME} lines catch what no pattern names. A cell shows
 * its topmost face. A line that cannot be read is an error naming the file and line.
 */
public final class Glyphs {
    static final int MAX_RULES = 1000;
    static final int MAX_LINE = 200;
    private static final String[] LAYERS = {
        "floor", "fixed", "fixed", "item", "item", "item", "living", "living", "flying", "flying"
    };

    private record Rule(Pattern pattern, Glyph glyph) {}

    private final List<Rule> rules;
    private final Map<String, Glyph> byLayer;
    private final Map<String, Glyph> cache = new HashMap<>();

    private Glyphs(List<Rule> rules, Map<String, Glyph> byLayer) {
        this.rules = rules;
        this.byLayer = byLayer;
    }

    /** The theme that comes with the client. */
    public static Glyphs defaults() {
        try (InputStream in = Glyphs.class.getResourceAsStream("/crossfire/theme.txt")) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "the default theme");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a theme; {@link IllegalArgumentException} says which line of {@code source} is wrong. */
    public static Glyphs parse(String text, String source) {
        List<Rule> rules = new ArrayList<>();
        Map<String, Glyph> byLayer = new HashMap<>();
        String[] lines = text.split("\r?\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] w = line.split("\\s+");
            if (line.length() > MAX_LINE
                    || w.length < 2
                    || w.length > 3
                    || w[1].length() != 1
                    || rules.size() >= MAX_RULES) {
                throw new IllegalArgumentException(source + " line " + (n + 1) + ": '" + Quote.visible(line, 40)
                        + "' is not PATTERN GLYPH [COLOUR] (one character for the glyph)");
            }
            Glyph glyph =
                    new Glyph(w[1].charAt(0), w.length > 2 ? colour(w[2], source, n + 1) : TextColor.ANSI.DEFAULT);
            if (w[0].startsWith("layer:")) {
                byLayer.putIfAbsent(w[0].substring(6), glyph);
            } else {
                rules.add(new Rule(glob(w[0]), glyph));
            }
        }
        return new Glyphs(List.copyOf(rules), Map.copyOf(byLayer));
    }

    /** How {@code cell} looks: its topmost face. */
    public Glyph of(Cell cell) {
        int top = cell.topLayer();
        if (top < 0) {
            return Glyph.NOTHING;
        }
        return of(cell.layers().get(top), top);
    }

    /** How the face called {@code name} looks on layer {@code layer}. */
    public Glyph of(String name, int layer) {
        String key = layer + " " + name;
        Glyph cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        Glyph g = null;
        for (Rule r : rules) {
            if (r.pattern().matcher(name).matches()) {
                g = r.glyph();
                break;
            }
        }
        if (g == null) {
            g = byLayer.getOrDefault(
                    LAYERS[Math.max(0, Math.min(layer, LAYERS.length - 1))], new Glyph('?', TextColor.ANSI.DEFAULT));
        }
        if (cache.size() < 10_000) {
            cache.put(key, g);
        }
        return g;
    }

    private static Pattern glob(String glob) {
        List<String> parts = new ArrayList<>();
        for (String part : glob.split("\\*", -1)) {
            parts.add(Pattern.quote(part));
        }
        return Pattern.compile(String.join(".*", parts), Pattern.CASE_INSENSITIVE);
    }

    private static TextColor.ANSI colour(String name, String source, int line) {
        try {
            return TextColor.ANSI.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + " line " + line + ": no colour '" + Quote.visible(name, 20)
                    + "' (black red green yellow blue magenta cyan white, with _bright, or default)");
        }
    }
}
