package ohol.tui.app;

import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

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

    @Option(names = "--data", paramLabel = "DIR", description = "Game data folder (with objects/), for object names.")
    Path data;

    @Option(names = "--keymap", paramLabel = "FILE", description = "Keymap file that overrides the default bindings.")
    Path keymap;

    @Option(names = "--theme", paramLabel = "FILE", description = "Glyph theme file (see `ohol-tui theme`).")
    Path theme;

    @Option(names = "--ascii", description = "Draw with ASCII only, for terminals without Unicode.")
    boolean ascii;

    @Option(
            names = "--log",
            paramLabel = "FILE",
            description = "Write a debug log to this file (never the account key or password).")
    Path log;

    @Option(
            names = "--keep-playing-on-hangup",
            description =
                    "When the terminal hangs up (its window closes, the ssh link drops), go on playing without a screen instead of quitting.")
    boolean keepPlayingOnHangup;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description = "Record the lives played into FILE (replay it with `ohol-tui replay FILE`); `auto` records"
                    + " each run under ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/lives/.")
    String record;

    @Option(
            names = "--record-keep",
            paramLabel = "N",
            description = "With --record auto, keep the newest N recordings (default: ${DEFAULT-VALUE}).",
            defaultValue = "50")
    int recordKeep = 50;

    /** The server a recording names when it is not the host and port played on (the practice world's). */
    String recordedAs;

    /** Two ways to play at once is a usage mistake (status 2), not a silent choice of one. */
    void checkOneWayToPlay(CommandSpec command) {
        if (headless && narrate) {
            throw new ParameterException(
                    command.commandLine(), "--headless and --narrate are two ways to play: give one of them");
        }
    }
}
