package ohol.tui.core.keys;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads keymap files: {@code [mode]} sections and lines {@code KEY ACTION[; ACTION...]}, KEY in
 * Vim notation and the actions in the game's action language (read by the function it is given).
 * {@code #} starts a comment line. A line that cannot be read is an error naming the file and
 * line: a player's keymap with a typo must not silently lose keys.
 */
public final class KeymapReader<T> {
    private final List<KeyMode> modes;
    private final Function<String, List<T>> actions;

    /** {@code modes}: the modes there are, the base first; {@code actions} reads a line's actions. */
    public KeymapReader(List<KeyMode> modes, Function<String, List<T>> actions) {
        this.modes = List.copyOf(modes);
        this.actions = actions;
    }

    public Keymap<T> parse(String text, String source) {
        Map<KeyMode, Map<KeyChord, List<T>>> bindings = new LinkedHashMap<>();
        KeyMode mode = modes.get(0);
        String[] lines = text.split("\r?\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                if (line.startsWith("[") && line.endsWith("]")) {
                    mode = mode(line.substring(1, line.length() - 1));
                    continue;
                }
                int space = indexOfWhitespace(line);
                if (space < 0) {
                    throw new IllegalArgumentException("a key needs actions after it");
                }
                KeyChord key = KeyChord.parse(line.substring(0, space));
                List<T> read =
                        new ArrayList<>(actions.apply(line.substring(space).strip()));
                if (read.isEmpty()) {
                    throw new IllegalArgumentException("a key needs actions after it");
                }
                bindings.computeIfAbsent(mode, m -> new LinkedHashMap<>()).put(key, List.copyOf(read));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + (n + 1) + ": " + e.getMessage(), e);
            }
        }
        return new Keymap<>(modes, bindings);
    }

    private KeyMode mode(String name) {
        KeyMode mode = new KeyMode(name);
        if (!modes.contains(mode)) {
            throw new IllegalArgumentException("no mode [" + mode.name() + "]; the modes are "
                    + modes.stream().map(m -> "[" + m.name() + "]").collect(Collectors.joining(", ")));
        }
        return mode;
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
