package ohol.tui.onelife.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ohol.tui.core.term.Rgb;
import ohol.tui.core.text.Nearest;
import ohol.tui.core.text.Quote;
import ohol.tui.core.text.TextFile;
import ohol.tui.onelife.knowledge.ObjectKind;

/**
 * How objects and biomes are drawn, read from a theme file (see {@code default.theme} for the
 * format): a glyph and colour per category, rules that put objects in categories (by the
 * {@link ObjectKind} the game data gives them, by a word of their name, or by a flag), and a
 * ground colour per biome. Immutable.
 */
public final class GlyphTheme {
    public static final String DEFAULT_RESOURCE = "/ohol/tui/onelife/ui/default.theme";
    /** Categories the client itself needs, whatever the file says. */
    static final List<String> REQUIRED = List.of("thing", "player", "self", "cursor", "floor");

    private static final String KIND_WORDS =
            Stream.of(ObjectKind.values()).map(ObjectKind::word).collect(Collectors.joining(" "));

    /** How one category is drawn. */
    public record Glyph(char unicode, char ascii, Rgb colour) {
        public char character(boolean asciiOnly) {
            return asciiOnly ? ascii : unicode;
        }
    }

    private record Rule(Predicate<ObjectTraits> test, String category) {}

    private final Map<String, Glyph> glyphs;
    private final List<Rule> rules;
    private final Map<Integer, Rgb> biomes;

    private GlyphTheme(Map<String, Glyph> glyphs, List<Rule> rules, Map<Integer, Rgb> biomes) {
        this.glyphs = Map.copyOf(glyphs);
        this.rules = List.copyOf(rules);
        this.biomes = Map.copyOf(biomes);
    }

    public static GlyphTheme defaults() {
        return parse(defaultText(), "default.theme");
    }

    public static String defaultText() {
        try (InputStream in = GlyphTheme.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the default theme is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the default theme", e);
        }
    }

    /** Largest theme file read: the default is a few kilobytes. */
    public static final int MAX_BYTES = 256 * 1024;

    public static GlyphTheme load(Path file) throws IOException {
        return parse(TextFile.read(file, "theme", MAX_BYTES), file.toString());
    }

    public static GlyphTheme parse(String text, String source) {
        Map<String, Glyph> glyphs = new HashMap<>();
        List<Rule> rules = new ArrayList<>();
        Map<Integer, Rgb> biomes = new HashMap<>();
        String[] lines = text.split("\r?\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            try {
                switch (f[0]) {
                    case "glyph" -> {
                        need(f, 5);
                        glyphs.put(f[1], new Glyph(single(f[2]), single(f[3]), Rgb.parse(f[4])));
                    }
                    case "rule" -> {
                        need(f, 4);
                        rules.add(new Rule(test(f[1], f[2]), f[3]));
                    }
                    case "biome" -> {
                        if (f.length < 3) {
                            throw new IllegalArgumentException("'biome' takes a number, a colour and a name");
                        }
                        biomes.put(Integer.parseInt(f[1]), Rgb.parse(f[2]));
                    }
                    default -> throw new IllegalArgumentException("unknown line kind '" + f[0] + "'"
                            + Nearest.suggestion(f[0], List.of("glyph", "rule", "biome"))
                            + " (a line is glyph, rule or biome)");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(clean(source + " line " + (n + 1) + ": " + e.getMessage()), e);
            }
        }
        for (Rule r : rules) {
            if (!glyphs.containsKey(r.category())) {
                throw new IllegalArgumentException(
                        clean(source + ": a rule names category '" + r.category() + "' with no glyph"));
            }
        }
        for (String required : REQUIRED) {
            if (!glyphs.containsKey(required)) {
                throw new IllegalArgumentException(clean(source + ": no glyph for '" + required + "'"));
            }
        }
        return new GlyphTheme(glyphs, rules, biomes);
    }

    /** A theme may come from anyone: what it says goes nowhere a terminal would act on. */
    private static String clean(String message) {
        return Quote.visible(message, 600);
    }

    private static void need(String[] f, int n) {
        if (f.length != n) {
            throw new IllegalArgumentException("'" + f[0] + "' takes " + (n - 1) + " fields, has " + (f.length - 1));
        }
    }

    private static char single(String s) {
        if (s.length() != 1 || Character.isSurrogate(s.charAt(0)) || s.charAt(0) < ' ') {
            throw new IllegalArgumentException("a glyph must be one printable character, not '" + s + "'");
        }
        return s.charAt(0);
    }

    private static Predicate<ObjectTraits> test(String kind, String value) {
        if (kind.equals("kind")) {
            ObjectKind wanted = ObjectKind.fromWord(value)
                    .orElseThrow(() ->
                            new IllegalArgumentException("unknown kind '" + value + "' (kinds: " + KIND_WORDS + ")"));
            return o -> o.kind() == wanted;
        }
        if (kind.equals("name")) {
            Pattern word = Pattern.compile("\\b" + Pattern.quote(value) + "\\b", Pattern.CASE_INSENSITIVE);
            return o -> word.matcher(o.name()).find();
        }
        if (!kind.equals("flag")) {
            throw new IllegalArgumentException("a rule tests 'kind', 'name' or 'flag', not '" + kind + "'");
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "grave" -> ObjectTraits::isGrave;
            case "person" -> ObjectTraits::isPerson;
            case "floor" -> ObjectTraits::isFloor;
            case "food" -> ObjectTraits::isFood;
            case "clothing" -> ObjectTraits::isClothing;
            case "container" -> ObjectTraits::isContainer;
            case "blocking" -> ObjectTraits::blocksWalking;
            case "permanent" -> ObjectTraits::isPermanent;
            case "portable" -> o -> !o.isPermanent();
            default -> throw new IllegalArgumentException("unknown flag '" + value + "'");
        };
    }

    /** The category an object falls in: the first rule that matches, else {@code thing}. */
    public String categoryOf(ObjectTraits object) {
        for (Rule r : rules) {
            if (r.test().test(object)) {
                return r.category();
            }
        }
        return "thing";
    }

    /** Whether the theme draws a category of its own (optional ones fall back to another). */
    public boolean has(String category) {
        return glyphs.containsKey(category);
    }

    public Glyph glyph(String category) {
        Glyph g = glyphs.get(category);
        return g != null ? g : glyphs.get("thing");
    }

    public Optional<Rgb> biome(int biome) {
        return Optional.ofNullable(biomes.get(biome));
    }
}
