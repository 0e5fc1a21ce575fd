package ohol.tui.app;

import java.nio.file.Path;
import java.util.Map;

/**
 * Where the user's files go: the home folder is {@code $HOME} when set (as the shell and the
 * launcher see it), else the account's; an {@code XDG_*_HOME} folder counts only when it is an
 * absolute path (the XDG Base Directory specification: a relative one is to be ignored), else the
 * specification's default under the home folder.
 */
final class UserDirs {
    private UserDirs() {}

    static Path home(Map<String, String> environment) {
        String home = environment.get("HOME");
        return home != null && !home.isBlank() ? Path.of(home) : Path.of(System.getProperty("user.home"));
    }

    /** {@code ${XDG_CONFIG_HOME:-~/.config}}. */
    static Path config(Map<String, String> environment) {
        return xdg(environment, "XDG_CONFIG_HOME", ".config");
    }

    /** {@code ${XDG_STATE_HOME:-~/.local/state}}. */
    static Path state(Map<String, String> environment) {
        return xdg(environment, "XDG_STATE_HOME", ".local/state");
    }

    /** {@code ~/x} as the shell reads it, with {@link #home}; any other path as it is. */
    static String expandHome(String path, Map<String, String> environment) {
        if (path.equals("~") || path.startsWith("~/")) {
            return home(environment) + path.substring(1);
        }
        return path;
    }

    private static Path xdg(Map<String, String> environment, String name, String underHome) {
        String value = environment.get(name);
        if (value != null && !value.isEmpty()) {
            Path given = Path.of(value);
            if (given.isAbsolute()) {
                return given;
            }
        }
        return home(environment).resolve(underHome);
    }
}
