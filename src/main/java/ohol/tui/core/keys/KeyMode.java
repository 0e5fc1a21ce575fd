package ohol.tui.core.keys;

import java.util.Locale;

/**
 * A set of bindings the keys are read through, named as a keymap file's section names it
 * ({@code [normal]}): modes are data, each game and front-end names its own.
 */
public record KeyMode(String name) {
    public KeyMode {
        name = name.strip().toLowerCase(Locale.ROOT);
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a mode needs a name");
        }
    }
}
