package ohol.tui.cli;

import java.io.Console;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import ohol.tui.core.net.Secret;
import ohol.tui.net.LoginDetails;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ohol-tui play}: log in to a server and play. */
@Command(
        name = "play",
        mixinStandardHelpOptions = true,
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
        var err = spec.commandLine().getErr();
        SecretSource secrets = new SecretSource(environment, console, line -> err.println("ohol-tui: " + line));
        Optional<Secret> key = secrets.find(server.keyFile, "account key", "OHOL_ACCOUNT_KEY", "Account key");
        Secret password = secrets.find(server.passwordFile, "server password", "OHOL_SERVER_PASSWORD", null)
                .orElse(new Secret(""));
        if (key.isEmpty() || key.get().isEmpty()) {
            throw new UserError("no account key: give --key-file FILE or set OHOL_ACCOUNT_KEY");
        }
        LoginDetails details = new LoginDetails(
                server.tag,
                server.email,
                password,
                key.get(),
                server.tutorial,
                server.reconnect,
                Optional.ofNullable(server.twinCode),
                server.twinCount);
        ClientRunner runner = new ClientRunner(client, spec.commandLine().getOut(), err, input, environment, looks);
        runner.prepare(); // the keymap and theme are made while the data is waited for
        GameData game = data.apply(client.data);
        var objects = game.objects(err);
        return runner.run(server.host, server.port, details, objects.catalog(), objects.biomes(), game.transitions());
    }
}
