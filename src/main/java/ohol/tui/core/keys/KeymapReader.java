package ohol.tui.core.keys;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import ohol.tui.core.text.Nearest;
import ohol.tui.core.text.Quote;

/**
 * Reads keymap files: {@code [mode]} sections and lines {@code KEY ACTION[; ACTION...]}, KEY as
 * {@link KeyChord#parse} reads it and the actions in the game's action language (read by the
 * function it is given). {@code #} starts a comment line. A line that cannot be read is an error
 * {@code FILE line N: what is wrong}, with the nearest valid name or the choices: a player's
 * keymap with a typo must not silently lose keys. A key bound twice in one mode is a warning
 * naming both lines (the later wins). Keymaps are shared and downloaded, so every message is
 * cleaned of what a terminal would act on.
 */
public final class KeymapReader<T> {
    /** Longest line read: a binding is a key and a few actions. */
    public static final int MAX_LINE = 1000;
    /** Longest message about a line: enough to quote what is wrong and the choices. */
    static final int MAX_MESSAGE = 600;

    private final List<KeyMode> modes;
    private final Function<String, List<T>> actions;

    /** {@code modes}: the modes there are, the base first; {@code actions} reads a line's actions. */
    public KeymapReader(List<KeyMode> modes, Function<String, List<T>> actions) {
        this.modes = List.copyOf(modes);
        this.actions = actions;
    }

    public Keymap<T> parse(String text, String source) {
        return parse(text, source, warning -> {});
    }

    /** Reads {@code text}, telling {@code warnings} of lines that are read but probably not meant. */
    public Keymap<T> parse(String text, String source, Consumer<String> warnings) {
        Map<KeyMode, Map<KeyChord, List<T>>> bindings = new LinkedHashMap<>();
        Map<KeyMode, Map<KeyChord, Integer>> boundOn = new HashMap<>();
        KeyMode mode = modes.get(0);
        String[] lines = text.split("\r?\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                if (line.length() > MAX_LINE) {
                    throw new IllegalArgumentException("longer than " + MAX_LINE + " characters");
                }
                if (line.startsWith("[") && !(line.length() > 1 && Character.isWhitespace(line.charAt(1)))) {
                    mode = mode(line);
                    continue;
                }
                int space = indexOfWhitespace(line);
                if (space < 0) {
                    throw new IllegalArgumentException("'" + quote(line) + "' needs actions after the key");
                }
                KeyChord key = KeyChord.parse(line.substring(0, space));
                List<T> read = actions.apply(line.substring(space).strip());
                if (read.isEmpty()) {
                    throw new IllegalArgumentException("a key needs actions after it");
                }
                bindings.computeIfAbsent(mode, m -> new LinkedHashMap<>()).put(key, List.copyOf(read));
                Integer before =
                        boundOn.computeIfAbsent(mode, m -> new HashMap<>()).put(key, n + 1);
                if (before != null) {
                    warnings.accept(clean(source + " line " + (n + 1) + ": " + key.label() + " is bound again in ["
                            + mode.name() + "] (line " + before + " bound it first); line " + (n + 1) + " wins"));
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(clean(source + " line " + (n + 1) + ": " + e.getMessage()), e);
            }
        }
        return new Keymap<>(modes, bindings);
    }

    private KeyMode mode(String line) {
        if (!line.endsWith("]") || line.length() < 3) {
            throw new IllegalArgumentException(
                    "'" + quote(line) + "' is not a section; a section is [MODE], one of " + modeList());
        }
        String name = line.substring(1, line.length() - 1).strip();
        KeyMode mode = name.isEmpty() ? null : new KeyMode(name);
        if (mode == null || !modes.contains(mode)) {
            List<String> names = modes.stream().map(KeyMode::name).toList();
            String near = Nearest.to(name, names)
                    .map(m -> "; did you mean [" + m + "]?")
                    .orElse("");
            throw new IllegalArgumentException(
                    "no mode [" + quote(name) + "]" + near + " (the modes are " + modeList() + ")");
        }
        return mode;
    }

    private String modeList() {
        return modes.stream().map(m -> "[" + m.name() + "]").collect(Collectors.joining(", "));
    }

    /** A piece of the line, cut short: a message quotes enough to find it, not a whole line. */
    private static String quote(String s) {
        return Quote.visible(s, 40);
    }

    private static String clean(String message) {
        return Quote.visible(message, MAX_MESSAGE);
    }

    private static int indexOfWhitespace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }
}
