package ohol.tui.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.keys.Keymap;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.ui.GlyphTheme;

/**
 * The player's own keymap and theme over the defaults: the files named by {@code --keymap} and
 * {@code --theme}, else {@code keymap} and {@code theme} in the config folder, if they exist.
 */
final class OwnLooks {
    private final Path keymapOption;
    private final Path themeOption;
    private final Map<String, String> environment;

    /** {@code keymapOption} and {@code themeOption} are null when not given. */
    OwnLooks(Path keymapOption, Path themeOption, Map<String, String> environment) {
        this.keymapOption = keymapOption;
        this.themeOption = themeOption;
        this.environment = environment;
    }

    Keymap<Action> keymap(Keymap<Action> keymap, Consumer<String> warnings) throws UserError {
        Optional<Path> own = keymapOption != null ? Optional.of(keymapOption) : configFile("keymap");
        if (own.isEmpty()) {
            return keymap;
        }
        try {
            return keymap.overriddenBy(KeymapLoader.load(own.get(), warnings));
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("cannot read keymap " + own.get() + ": " + ClientRunner.why(e));
        }
    }

    GlyphTheme theme(GlyphTheme defaults) throws UserError {
        Optional<Path> own = themeOption != null ? Optional.of(themeOption) : configFile("theme");
        if (own.isEmpty()) {
            return defaults;
        }
        try {
            return GlyphTheme.load(own.get());
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("cannot read theme " + own.get() + ": " + ClientRunner.why(e));
        }
    }

    /** {@code $XDG_CONFIG_HOME/ohol-tui/NAME}, else {@code ~/.config/ohol-tui/NAME}, if it exists. */
    private Optional<Path> configFile(String name) {
        Path file = UserDirs.config(environment).resolve("ohol-tui").resolve(name);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }
}
