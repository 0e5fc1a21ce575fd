package ohol.tui.app;

import java.io.InputStream;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.practice.PracticeServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code ohol-tui practice}: play on a small world served from inside the client. */
@Command(
        name = "practice",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description = "Play on a small practice world that runs inside the client (no server needed).")
final class PracticeCommand implements Callable<Integer> {
    @Mixin
    ClientOptions client = new ClientOptions();

    @Mixin
    PracticeOptions practice = new PracticeOptions();

    @Spec
    CommandSpec spec;

    private final Map<String, String> environment;
    private final InputStream input;
    private final Function<Path, GameData> data;
    private final Supplier<ClientRunner.Defaults> looks;

    PracticeCommand() {
        this(System.getenv(), System.in);
    }

    PracticeCommand(Map<String, String> environment, InputStream input) {
        this(environment, input, GameData::read, ClientRunner.Defaults::make);
    }

    /**
     * With {@code data} giving the game data of a folder and {@code looks} the default keymap and
     * theme (their making may have begun already).
     */
    PracticeCommand(
            Map<String, String> environment,
            InputStream input,
            Function<Path, GameData> data,
            Supplier<ClientRunner.Defaults> looks) {
        this.environment = environment;
        this.input = input;
        this.data = data;
        this.looks = looks;
    }

    @Override
    public Integer call() throws Exception {
        client.checkOneWayToPlay(spec);
        var err = spec.commandLine().getErr();
        client.recordedAs = Recordings.PRACTICE;
        try (DebugLog log = DebugLog.to(client.log)) {
            log.line(BuildInfo.version() + " (commit " + BuildInfo.commit() + ") practice");
            ClientRunner runner = new ClientRunner(client, spec.commandLine().getOut(), err, input, environment, looks);
            runner.logTo(log);
            return practise(runner, err);
        }
    }

    private Integer practise(ClientRunner runner, java.io.PrintWriter err) throws Exception {
        runner.prepare(); // the keymap and theme are made while the data is waited for and the world starts
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        String password = HexFormat.of().formatHex(bytes); // fresh each run: nobody else can join by accident
        GameData game = data.apply(client.data);
        var objects = game.objects(err);
        PracticeConfig config = PracticeConfig.defaults(password)
                .withSeed(practice.seed)
                .withFoodPip(Duration.ofSeconds(Math.max(1, practice.foodSeconds)))
                .withYear(Duration.ofSeconds(Math.max(1, practice.yearSeconds)))
                .withEvesOnly(practice.eves)
                // the transitions are still being read: the world waits for them at the first USE
                .withData(objects.catalog(), game.transitions());
        // without --data, the client names things from the practice world's own table
        var catalog =
                game.given() ? objects.catalog() : PracticeObjects.builtIn().asCatalog();
        try (PracticeServer server = PracticeServer.start(config)) {
            LoginDetails details = new LoginDetails(
                    LoginDetails.DEFAULT_TAG,
                    "practice@localhost",
                    new Secret(password),
                    new Secret("PRACTICE"),
                    0,
                    false,
                    Optional.empty(),
                    0);
            return runner.run(server.host(), server.port(), details, catalog, objects.biomes(), game.transitions());
        }
    }
}
