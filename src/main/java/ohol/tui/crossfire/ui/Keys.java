package ohol.tui.crossfire.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.core.keys.KeyMode;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.keys.KeymapReader;

/** Crossfire's keymap: the default one ({@code hjklyubn} and all), a player's file laid over it. */
public final class Keys {
    static final KeyMode PLAY = new KeyMode("play");

    private Keys() {}

    public static Keymap<KeyAction> defaults() {
        try (InputStream in = Keys.class.getResourceAsStream("/crossfire/keymap.txt")) {
            return reader().parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "the default keymap");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The defaults with {@code text} (from {@code source}) over them. */
    public static Keymap<KeyAction> with(String text, String source, Consumer<String> warnings) {
        return defaults().overriddenBy(reader().parse(text, source, warnings));
    }

    private static KeymapReader<KeyAction> reader() {
        return new KeymapReader<>(List.of(PLAY), KeyAction::parse);
    }
}
