package ohol.tui.app;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import ohol.tui.core.loop.ExitCode;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code ohol-tui}: the entry point. */
@Command(
        name = "ohol-tui",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.class,
        description = "A terminal client for One Hour One Life.")
public final class Main implements Runnable {
    private static final String PICOCLI_EXCLUDES = "picocli.converters.excludes";

    /** The subcommands by name, in the order the help lists them. */
    private static final List<Map.Entry<String, Class<?>>> SUBCOMMANDS = List.of(
            Map.entry("play", PlayCommand.class),
            Map.entry("practice", PracticeCommand.class),
            Map.entry("serve", ServeCommand.class),
            Map.entry("crossfire", CrossfireCommand.class),
            Map.entry("decode", DecodeCommand.class),
            Map.entry("replay", ReplayCommand.class),
            Map.entry("theme", ThemeCommand.class),
            Map.entry("keymap", KeymapCommand.class),
            Map.entry("config", ConfigCommand.class),
            Map.entry("help", CommandLine.HelpCommand.class));

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        LastResort.install(() -> {}); // until a screen is open there is no terminal to give back
        // no option takes a date, a time or an SQL value: picocli then need not load and set up
        // the 80 classes of java.time and java.sql it would convert them with (15 ms of a start)
        if (System.getProperty(PICOCLI_EXCLUDES) == null) {
            System.setProperty(PICOCLI_EXCLUDES, "java\\.(time|sql)\\..*");
        }
        // the game data is read while the command line is built: that takes a while too
        var data = GameData.readingAheadFor(args, GameData.Cache.ofThisRun());
        // and so are the default keymap and theme of a client that will draw a screen
        boolean client = args.length > 0 && (args[0].equals("practice") || args[0].equals("play"));
        Supplier<ClientRunner.Defaults> looks = client ? ClientRunner.Defaults.ahead() : ClientRunner.Defaults::make;
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> cls) throws Exception {
                if (cls == PracticeCommand.class) {
                    return cls.cast(new PracticeCommand(System.getenv(), System.in, data, looks));
                }
                if (cls == PlayCommand.class) {
                    return cls.cast(new PlayCommand(
                            System.getenv(), Optional.ofNullable(System.console()), System.in, data, looks));
                }
                if (cls == ConfigCommand.class) {
                    return cls.cast(new ConfigCommand(System.getenv()));
                }
                return CommandLine.defaultFactory().create(cls);
            }
        };
        int status;
        try {
            status = run(args, System.getenv(), factory, null, null);
        } catch (Error e) {
            LastResort.current().end(e); // out of memory on this thread: one line and status 4, not a trace and 1
            return;
        }
        System.exit(status);
    }

    /**
     * Runs {@code args} as {@link #main} does, the config file found through {@code environment}
     * giving the options' defaults; with {@code out} and {@code err} (when not null) instead of
     * the process's streams. A config file with a mistake stops the commands that read it.
     */
    static int run(
            String[] args,
            Map<String, String> environment,
            CommandLine.IFactory factory,
            java.io.PrintWriter out,
            java.io.PrintWriter err) {
        String first = args.length > 0 ? args[0] : "";
        CommandLine line = commandLine(factory, first, CrashReport.forUser(environment));
        if (out != null) {
            line.setOut(out);
        }
        if (err != null) {
            line.setErr(err);
        }
        if (first.equals("play") || first.equals("practice") || first.equals("config") || first.equals("crossfire")) {
            try {
                ConfigFile config = ConfigFile.read(ConfigFile.location(environment));
                if (!config.entries().isEmpty()) {
                    config.check(AllOptions.byName());
                }
                line.setDefaultValueProvider(
                        new ConfigDefaults(config, first.equals("crossfire") ? AllOptions.CROSSFIRE : "", environment));
            } catch (UserError e) {
                line.getErr().println("ohol-tui: " + e.getMessage());
                line.getErr().flush();
                return ExitCode.USER_ERROR.status();
            }
        }
        return line.execute(args);
    }

    /** The configured command line, for tests to call with their own streams. */
    public static CommandLine commandLine() {
        return commandLine(CommandLine.defaultFactory());
    }

    /** The command line with subcommands made by {@code factory} (tests give them their own input). */
    public static CommandLine commandLine(CommandLine.IFactory factory) {
        return commandLine(factory, "", CrashReport.forUser(System.getenv()));
    }

    /**
     * The command line with only the subcommand called {@code first} when there is one (building
     * each costs tens of milliseconds of reflection at start), else with all of them.
     */
    private static CommandLine commandLine(CommandLine.IFactory factory, String first, CrashReport reports) {
        CommandLine line = new CommandLine(new Main(), factory);
        // help names another command: it needs them all
        boolean named = !first.equals("help")
                && SUBCOMMANDS.stream().anyMatch(e -> e.getKey().equals(first));
        for (Map.Entry<String, Class<?>> sub : SUBCOMMANDS) {
            if (!named || sub.getKey().equals(first)) {
                line.addSubcommand(sub.getKey(), sub.getValue());
            }
        }
        return configured(line, reports);
    }

    /**
     * A user's mistake (in the command line, or found while running) is one line and status 2;
     * anything else is a bug: one line naming it and its {@link CrashReport}, and status 4.
     */
    private static CommandLine configured(CommandLine line, CrashReport reports) {
        line.setParameterExceptionHandler(Usage::mistake);
        line.setExitCodeExceptionMapper(e -> e instanceof UserError || e instanceof CommandLine.ParameterException
                ? ExitCode.USER_ERROR.status()
                : ExitCode.INTERNAL_ERROR.status());
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof UserError) {
                cmd.getErr().println("ohol-tui: " + e.getMessage());
                cmd.getErr().flush();
                return ExitCode.USER_ERROR.status();
            }
            return LastResort.tell(e, cmd.getErr(), reports);
        });
        return line;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
