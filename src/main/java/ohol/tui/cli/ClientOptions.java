package ohol.tui.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options shared by {@code play} and {@code practice}: how the client looks and runs. */
final class ClientOptions {
    @Option(
            names = "--headless",
            description = "No screen: print received messages as JSON lines, read actions from standard input.")
    boolean headless;

    @Option(
            names = "--narrate",
            description =
                    "No screen: the game in plain sentences, typed commands in (for screen readers, braille and line terminals).")
    boolean narrate;

    @Option(names = "--data", description = "Game data folder (with objects/), for object names.")
    Path data;

    @Option(names = "--keymap", description = "Keymap<Action> file that overrides the default bindings.")
    Path keymap;

    @Option(names = "--theme", description = "Glyph theme file (see `ohol-tui theme`).")
    Path theme;

    @Option(names = "--ascii", description = "Draw with ASCII only, for terminals without Unicode.")
    boolean ascii;

    @Option(names = "--log", description = "Write a debug log to this file (never the account key or password).")
    Path log;

    @Option(
            names = "--keep-playing-on-hangup",
            description =
                    "When the terminal hangs up (its window closes, the ssh link drops), go on playing without a screen instead of quitting.")
    boolean keepPlayingOnHangup;
}
