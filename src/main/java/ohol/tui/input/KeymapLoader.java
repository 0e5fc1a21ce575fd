package ohol.tui.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads keymap files: {@code [normal]} and {@code [target]} sections, and lines
 * {@code KEY ACTION[; ACTION...]}, KEY in Vim notation and the actions in the action language
 * (see {@link ActionParser}). {@code #} starts a comment line. A line that cannot be read is an
 * error naming the file and line: a player's keymap with a typo must not silently lose keys.
 */
public final class KeymapLoader {
    /** The default keymap, shipped inside the jar from {@code keymaps/default.keymap}. */
    public static final String DEFAULT_RESOURCE = "/keymaps/default.keymap";

    private KeymapLoader() {}

    public static Keymap defaults() {
        try (InputStream in = KeymapLoader.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the default keymap is missing from the build");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "default.keymap");
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the default keymap", e);
        }
    }

    public static Keymap load(Path file) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    public static Keymap parse(String text, String source) {
        Map<Keymap.Mode, Map<KeyChord, List<Action>>> bindings = new EnumMap<>(Keymap.Mode.class);
        Keymap.Mode mode = Keymap.Mode.NORMAL;
        String[] lines = text.split("\r?\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                if (line.startsWith("[") && line.endsWith("]")) {
                    mode = Keymap.Mode.valueOf(
                            line.substring(1, line.length() - 1).strip().toUpperCase(Locale.ROOT));
                    continue;
                }
                int space = indexOfWhitespace(line);
                if (space < 0) {
                    throw new IllegalArgumentException("a key needs actions after it");
                }
                KeyChord key = KeyChord.parse(line.substring(0, space));
                List<Action> actions = new ArrayList<>(
                        ActionSyntax.parseLine(line.substring(space).strip()));
                if (actions.isEmpty()) {
                    throw new IllegalArgumentException("a key needs actions after it");
                }
                bindings.computeIfAbsent(mode, m -> new LinkedHashMap<>()).put(key, List.copyOf(actions));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + (n + 1) + ": " + e.getMessage(), e);
            }
        }
        return new Keymap(bindings);
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
