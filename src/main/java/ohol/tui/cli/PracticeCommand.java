package ohol.tui.cli;

import java.io.InputStream;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import ohol.tui.data.DataDirectory;
import ohol.tui.data.TransitionBook;
import ohol.tui.net.LoginDetails;
import ohol.tui.net.Secret;
import ohol.tui.practice.PracticeConfig;
import ohol.tui.practice.PracticeObjects;
import ohol.tui.practice.PracticeServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ohol-tui practice}: play on a small world served from inside the client. */
@Command(
        name = "practice",
        mixinStandardHelpOptions = true,
        versionProvider = BuildInfo.class,
        description = "Play on a small practice world that runs inside the client (no server needed).")
final class PracticeCommand implements Callable<Integer> {
    @Mixin
    ClientOptions client = new ClientOptions();

    @Option(names = "--seed", defaultValue = "437", description = "The world's seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--food-seconds",
            defaultValue = "20",
            description = "Seconds a food pip lasts (default: ${DEFAULT-VALUE}).")
    int foodSeconds;

    @Option(
            names = "--year-seconds",
            defaultValue = "60",
            description =
                    "Seconds a year of life lasts; old age comes at 60 (default: ${DEFAULT-VALUE}, as on the real server).")
    int yearSeconds;

    @Spec
    CommandSpec spec;

    private final Map<String, String> environment;
    private final InputStream input;

    PracticeCommand() {
        this(System.getenv(), System.in);
    }

    PracticeCommand(Map<String, String> environment, InputStream input) {
        this.environment = environment;
        this.input = input;
    }

    @Override
    public Integer call() throws Exception {
        var err = spec.commandLine().getErr();
        ClientRunner runner = new ClientRunner(client, spec.commandLine().getOut(), err, input, environment);
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        String password = HexFormat.of().formatHex(bytes); // fresh each run: nobody else can join by accident
        var data = GameData.load(client.data, err);
        // without --data, the client names things from the practice world's own table
        var catalog = data.isEmpty() ? PracticeObjects.builtIn().asCatalog() : data;
        PracticeConfig config = PracticeConfig.defaults(password)
                .withSeed(seed)
                .withFoodPip(Duration.ofSeconds(Math.max(1, foodSeconds)))
                .withYear(Duration.ofSeconds(Math.max(1, yearSeconds)))
                .withData(
                        data.isEmpty()
                                ? TransitionBook.empty()
                                : TransitionBook.load(DataDirectory.open(client.data), data));
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
            return runner.run(server.host(), server.port(), details, catalog);
        }
    }
}
