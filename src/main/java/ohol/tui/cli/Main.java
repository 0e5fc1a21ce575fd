package ohol.tui.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ohol-tui}: the entry point. */
@Command(name = "ohol-tui", mixinStandardHelpOptions = true, versionProvider = BuildInfo.class,
        description = "A terminal client for One Hour One Life.",
        subcommands = {PlayCommand.class, PracticeCommand.class, DecodeCommand.class, ThemeCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, for tests to call with their own streams. */
    public static CommandLine commandLine() {
        return new CommandLine(new Main());
    }

    /** The command line with subcommands made by {@code factory} (tests give them their own input). */
    public static CommandLine commandLine(CommandLine.IFactory factory) {
        return new CommandLine(new Main(), factory);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
