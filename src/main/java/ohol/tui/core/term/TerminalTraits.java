package ohol.tui.core.term;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * What the process's terminal can do, as its environment says: whether it can place the cursor
 * (a full screen needs it; {@code TERM=dumb}, an editor's shell buffer, cannot), and whether the
 * locale is UTF-8 (else only ASCII may be drawn).
 */
public final class TerminalTraits {
    /** Terminal families that place the cursor with ANSI sequences: no terminfo need be asked. */
    private static final List<String> KNOWN = List.of(
            "xterm",
            "screen",
            "tmux",
            "rxvt",
            "linux",
            "vt1",
            "vt2",
            "vt3",
            "vt4",
            "vt5",
            "ansi",
            "st",
            "alacritty",
            "kitty",
            "foot",
            "wezterm",
            "konsole",
            "gnome",
            "putty",
            "cygwin",
            "iterm",
            "eterm",
            "mintty",
            "contour",
            "ghostty");

    /** Most time spent asking terminfo: a hung {@code tput} must not stop the client. */
    private static final long TPUT_SECONDS = 2;

    private TerminalTraits() {}

    /**
     * Whether {@code $TERM} places the cursor: not when unset, {@code dumb} or {@code unknown};
     * yes for the known families; else as {@code hasCursorAddress} says of the name.
     */
    public static boolean placesCursor(Map<String, String> env, Predicate<String> hasCursorAddress) {
        String term = env.getOrDefault("TERM", "").strip().toLowerCase(Locale.ROOT);
        if (term.isEmpty() || term.equals("dumb") || term.equals("unknown")) {
            return false;
        }
        for (String family : KNOWN) {
            if (term.equals(family) || term.startsWith(family + "-") || term.startsWith(family + ".")) {
                return true;
            }
        }
        return hasCursorAddress.test(term);
    }

    /**
     * Asks terminfo whether a terminal has {@code cup} ({@code tput -T TERM cup 0 0}); when
     * {@code tput} cannot be run or takes too long, assumes it has.
     */
    public static boolean terminfoHasCursorAddress(String term) {
        try {
            Process tput = new ProcessBuilder("tput", "-T", term, "cup", "0", "0")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!tput.waitFor(TPUT_SECONDS, TimeUnit.SECONDS)) {
                tput.destroy();
                return true;
            }
            return tput.exitValue() == 0;
        } catch (IOException e) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    /**
     * Whether the locale's characters are UTF-8: the first of {@code LC_ALL}, {@code LC_CTYPE},
     * {@code LANG} that is set decides, as the C library does; none set is the C locale (ASCII).
     */
    public static boolean utf8(Map<String, String> env) {
        for (String name : List.of("LC_ALL", "LC_CTYPE", "LANG")) {
            String value = env.getOrDefault(name, "");
            if (!value.isEmpty()) {
                String v = value.toLowerCase(Locale.ROOT);
                return v.contains("utf-8") || v.contains("utf8");
            }
        }
        return false;
    }
}
