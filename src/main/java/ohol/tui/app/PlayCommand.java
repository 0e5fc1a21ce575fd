package ohol.tui.app;

import java.io.Console;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.net.DataVersionCheck;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.LoginStep;
import ohol.tui.onelife.ui.ConnectingScreen;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ohol-tui play}: log in to a server and play. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description = "Connect to a One Hour One Life server and play.")
final class PlayCommand implements Callable<Integer> {
    @Mixin
    ServerOptions server = new ServerOptions();

    @Mixin
    ClientOptions client = new ClientOptions();

    @Spec
    CommandSpec spec;

    private final Map<String, String> environment;
    private final Optional<Console> console;
    private final InputStream input;
    private final Function<Path, GameData> data;
    private final Supplier<ClientRunner.Defaults> looks;

    PlayCommand() {
        this(System.getenv(), Optional.ofNullable(System.console()), System.in);
    }

    /** For tests: the environment, terminal and standard input to use instead of the process's. */
    PlayCommand(Map<String, String> environment, Optional<Console> console, InputStream input) {
        this(environment, console, input, GameData::read, ClientRunner.Defaults::make);
    }

    /**
     * With {@code data} giving the game data of a folder and {@code looks} the default keymap and
     * theme (their making may have begun already).
     */
    PlayCommand(
            Map<String, String> environment,
            Optional<Console> console,
            InputStream input,
            Function<Path, GameData> data,
            Supplier<ClientRunner.Defaults> looks) {
        this.environment = environment;
        this.console = console;
        this.input = input;
        this.data = data;
        this.looks = looks;
    }

    @Override
    public Integer call() throws Exception {
        client.checkOneWayToPlay(spec);
        var err = spec.commandLine().getErr();
        ConfigFile config = ConfigDefaults.of(spec);
        PlaySettings settings = PlaySettings.resolve(
                server,
                client,
                new PlaySettings.Given(spec.commandLine().getParseResult(), config),
                environment,
                Path.of("").toAbsolutePath());
        try (DebugLog log = DebugLog.to(client.log)) {
            log.line(BuildInfo.version() + " (commit " + BuildInfo.commit() + ") play");
            SettingsReport.lines(settings).forEach(log::line);
            SecretSource secrets = new SecretSource(environment, console, line -> err.println("ohol-tui: " + line));
            // the 2015 server has no login at all: nothing to ask for, nothing to read
            boolean logsIn = dialect().filter(d -> d == Dialect.Y2015).isEmpty();
            Optional<Secret> key = logsIn
                    ? settings.accountKey().read(secrets, "account key", "Account key")
                    : Optional.of(new Secret(""));
            Secret password = logsIn
                    ? settings.serverPassword()
                            .read(secrets, "server password", null)
                            .orElse(new Secret(""))
                    : new Secret("");
            if (logsIn && (key.isEmpty() || key.get().isEmpty())) {
                throw new UserError("no account key: give --key-file FILE, set OHOL_ACCOUNT_KEY, or --game-dir DIR"
                        + " (the official client's folder, with settings/accountKey.ini);"
                        + " the 2015 server, which has no login, needs none with --dialect 2015");
            }
            Path dataDir = settings.data().map(PlaySettings.Setting::value).orElse(null);
            OptionalInt dataVersion = DataVersion.of(dataDir);
            ClientRunner runner = new ClientRunner(client, spec.commandLine().getOut(), err, input, environment, looks);
            Optional<String> refused = runner.refusal(); // before the reflector is asked for nothing
            if (refused.isPresent()) {
                err.println(refused.get());
                return ExitCode.USER_ERROR.status();
            }
            LoginProgress progress = client.headless
                    ? LoginProgress.headless(spec.commandLine().getOut(), log)
                    : LoginProgress.onScreen(new ConnectingScreen(), log);
            Optional<Reflector.Server> target = settings.host().isPresent()
                    ? Optional.of(new Reflector.Server(
                            settings.host().get().value(), settings.port().value(), 0, ""))
                    : askReflector(settings, dataDir, dataVersion, log, progress);
            if (target.isEmpty()) {
                return ExitCode.LOGIN_FAILED.status();
            }
            LoginDetails details = new LoginDetails(
                    server.tag,
                    settings.email().value(),
                    password,
                    key.get(),
                    server.tutorial,
                    server.reconnect,
                    Optional.ofNullable(server.twinCode),
                    server.twinCount,
                    dataVersion);
            runner.logTo(log);
            runner.tellProgressTo(progress);
            runner.speak(dialect());
            runner.prepare(); // the keymap and theme are made while the data is waited for
            GameData game = data.apply(dataDir);
            var objects = game.objects(err);
            return runner.run(
                    target.get().host(),
                    target.get().port(),
                    details,
                    objects.catalog(),
                    objects.biomes(),
                    game.transitions());
        }
    }

    /** The dialect asked for with {@code --dialect}; empty: found from the server's greeting. */
    private Optional<Dialect> dialect() throws UserError {
        if (server.dialect == null) {
            return Optional.empty();
        }
        Dialect named = Dialect.named(server.dialect)
                .orElseThrow(() -> new UserError("--dialect takes current, 2016 or 2015, not " + server.dialect));
        if (server.reconnect && named.isOld()) {
            throw new UserError("--reconnect cannot be done on " + named.server()
                    + ": it knows no RLOGIN, every login there is a new life (leave --reconnect out)");
        }
        if (named.isOld() && (server.twinCode != null || server.tutorial != 0)) {
            throw new UserError((server.twinCode != null ? "--twin-code" : "--tutorial") + " cannot be done on "
                    + named.server() + ": its LOGIN has no twins or tutorials (leave it out)");
        }
        return Optional.of(named);
    }

    /**
     * The server the reflector names, each step said in one line; empty (said why) when it names
     * none, or requires game data newer than ours.
     */
    private Optional<Reflector.Server> askReflector(
            PlaySettings settings, Path dataDir, OptionalInt dataVersion, DebugLog log, LoginProgress progress)
            throws UserError, InterruptedException {
        var err = spec.commandLine().getErr();
        Reflector reflector = Reflector.at(settings.reflector().value(), settings.reflectorTiming());
        say(
                err,
                log,
                "no host given: asking the reflector " + settings.reflector().value() + " which server to play on");
        progress.step(new LoginStep.AskingReflector(settings.reflector().value()));
        Reflector.Answer answer = reflector.ask(settings.email().value(), Optional.ofNullable(server.twinCode));
        say(err, log, answer.line());
        if (!(answer instanceof Reflector.Server named)) {
            progress.failed(answer.line());
            return Optional.empty();
        }
        progress.said(answer.line());
        if (dataVersion.isPresent() && named.requiredVersion() > dataVersion.getAsInt()) {
            String line = "the servers require version " + named.requiredVersion() + " but the game data in " + dataDir
                    + " is version " + dataVersion.getAsInt() + ": " + DataVersionCheck.HOW_TO_UPDATE;
            say(err, log, line);
            progress.failed(line);
            return Optional.empty();
        }
        if (dataVersion.isEmpty() && named.requiredVersion() > BuildInfo.DATA_VERSION) {
            say(
                    err,
                    log,
                    "warning: the servers run version " + named.requiredVersion()
                            + ", newer than this client was made for (" + BuildInfo.DATA_VERSION
                            + "): what is new shows as unknown");
        }
        return Optional.of(named);
    }

    private static void say(java.io.PrintWriter err, DebugLog log, String line) {
        err.println("ohol-tui: " + line);
        err.flush();
        log.line(line);
    }
}
