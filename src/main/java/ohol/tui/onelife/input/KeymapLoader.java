package ohol.tui.onelife.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.keys.KeymapReader;
import ohol.tui.core.text.TextFile;

/**
 * The game's keymaps: the modes its screen has ({@code [normal]}, {@code [target]}, and
 * {@code [search]} while a map search is under way, until Esc) and lines in its action language
 * (see {@link ActionSyntax}).
 */
public final class KeymapLoader {
    /** The default keymap, shipped inside the jar from {@code keymaps/default.keymap}. */
    public static final String DEFAULT_RESOURCE = "/keymaps/default.keymap";

    public static final KeyMode NORMAL = new KeyMode("normal");
    public static final KeyMode TARGET = new KeyMode("target");
    public static final KeyMode SEARCH = new KeyMode("search");

    /** Largest keymap file read: the default is a few kilobytes. */
    public static final int MAX_BYTES = 256 * 1024;

    private static final KeymapReader<Action> READER =
            new KeymapReader<>(List.of(NORMAL, TARGET, SEARCH), ActionSyntax::parseLine);

    private KeymapLoader() {}

    public static Keymap<Action> defaults() {
        try (InputStream in = KeymapLoader.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the default keymap is missing from the build");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "default.keymap");
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the default keymap", e);
        }
    }

    public static Keymap<Action> load(Path file) throws IOException {
        return load(file, warning -> {});
    }

    /**
     * Reads a player's keymap file, telling {@code warnings} of lines read but probably not meant
     * (a key bound twice). A file too big, not UTF-8 or with a line that cannot be read is an
     * {@link IllegalArgumentException} {@code FILE line N: what is wrong}.
     */
    public static Keymap<Action> load(Path file, Consumer<String> warnings) throws IOException {
        return READER.parse(TextFile.read(file, "keymap", MAX_BYTES), file.toString(), warnings);
    }

    public static Keymap<Action> parse(String text, String source) {
        return READER.parse(text, source);
    }

    public static Keymap<Action> parse(String text, String source, Consumer<String> warnings) {
        return READER.parse(text, source, warnings);
    }
}
