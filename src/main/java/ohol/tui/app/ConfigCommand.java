package ohol.tui.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

/**
 * {@code ohol-tui config [OPTIONS]}: the settings {@code play} and {@code practice} would use with
 * these options, and where each came from (command line, environment, config file, game folder,
 * built-in). Secrets show only whether they are set, and from where.
 */
@Command(
        name = "config",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description = {
            "Print the settings in effect and where each came from: command line, environment, config file,"
                    + " game folder, built-in.",
            "Takes the options of play and practice, to show what they would change."
        })
final class ConfigCommand implements Callable<Integer> {
    @Mixin
    ServerOptions server = new ServerOptions();

    @Mixin
    ClientOptions client = new ClientOptions();

    @Mixin
    PracticeOptions practice = new PracticeOptions();

    @Spec
    CommandSpec spec;

    private final Map<String, String> environment;

    ConfigCommand() {
        this(System.getenv());
    }

    ConfigCommand(Map<String, String> environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws UserError {
        PrintWriter out = spec.commandLine().getOut();
        ConfigFile config = ConfigDefaults.of(spec);
        Path location = config.file().orElse(ConfigFile.location(environment));
        out.println(SettingsReport.line(
                "config file", location.toString(), config.file().isPresent() ? "(read)" : "(none there)"));
        var given = new PlaySettings.Given(spec.commandLine().getParseResult(), config);
        PlaySettings settings = PlaySettings.resolve(
                server, client, given, environment, Path.of("").toAbsolutePath());
        SettingsReport.lines(settings).forEach(out::println);
        for (OptionSpec option : spec.options()) {
            String name = ConfigFile.nameOf(option);
            if (!option.usageHelp() && !option.versionHelp() && !SettingsReport.RESOLVED.contains(name)) {
                out.println(SettingsReport.line(option, given));
            }
        }
        out.flush();
        return 0;
    }
}
