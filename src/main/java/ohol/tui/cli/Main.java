package ohol.tui.cli;

import java.util.Optional;
import ohol.tui.session.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ohol-tui}: the entry point. */
@Command(
        name = "ohol-tui",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.class,
        description = "A terminal client for One Hour One Life.",
        subcommands = {PlayCommand.class, PracticeCommand.class, DecodeCommand.class, ThemeCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        // the game data is read while the command line is built: that takes a while too
        var data = GameData.readingAheadFor(args);
        System.exit(commandLine(new CommandLine.IFactory() {
                    @Override
                    public <K> K create(Class<K> cls) throws Exception {
                        if (cls == PracticeCommand.class) {
                            return cls.cast(new PracticeCommand(System.getenv(), System.in, data));
                        }
                        if (cls == PlayCommand.class) {
                            return cls.cast(new PlayCommand(
                                    System.getenv(), Optional.ofNullable(System.console()), System.in, data));
                        }
                        return CommandLine.defaultFactory().create(cls);
                    }
                })
                .execute(args));
    }

    /** The configured command line, for tests to call with their own streams. */
    public static CommandLine commandLine() {
        return configured(new CommandLine(new Main()));
    }

    /** The command line with subcommands made by {@code factory} (tests give them their own input). */
    public static CommandLine commandLine(CommandLine.IFactory factory) {
        return configured(new CommandLine(new Main(), factory));
    }

    /** A user's mistake is one line and status 2; anything else is a bug, reported with its trace. */
    private static CommandLine configured(CommandLine line) {
        line.setExitCodeExceptionMapper(
                e -> e instanceof UserError ? ExitCode.USER_ERROR.status() : ExitCode.INTERNAL_ERROR.status());
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof UserError) {
                cmd.getErr().println("ohol-tui: " + e.getMessage());
                cmd.getErr().flush();
                return ExitCode.USER_ERROR.status();
            }
            throw e;
        });
        return line;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
