package ohol.tui.app;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.gateway.Gateway;
import ohol.tui.onelife.gateway.GatewayLog;
import ohol.tui.onelife.gateway.Limits;
import ohol.tui.onelife.gateway.Table;
import ohol.tui.onelife.gateway.Termination;
import ohol.tui.onelife.gateway.Where;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.practice.PracticeServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ohol-tui serve}: an SSH gateway that gives every player who logs in their own client. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description = "Serve the client over SSH: each player's ssh session gets its own screen and game.")
final class ServeCommand implements Callable<Integer> {
    @Option(
            names = "--ssh-port",
            paramLabel = "PORT",
            required = true,
            description = "The port the SSH server listens on.")
    int sshPort;

    @Option(
            names = "--bind",
            paramLabel = "ADDRESS",
            defaultValue = "127.0.0.1",
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    String bind;

    @Option(names = "--practice", description = "Players play in one practice world run by the gateway, and meet.")
    boolean practice;

    @Option(
            names = "--host",
            paramLabel = "HOST",
            description = "The game server players play on (else the reflector names one).")
    String host;

    @Option(
            names = "--port",
            paramLabel = "PORT",
            defaultValue = "8005",
            description = "The game server's port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(
            names = "--reflector",
            paramLabel = "URL",
            defaultValue = Reflector.OFFICIAL,
            description = "The reflector asked when no host is given.")
    String reflector;

    @Option(
            names = "--password-file",
            paramLabel = "FILE",
            description = "File holding the game server's password (else $OHOL_SERVER_PASSWORD).")
    Path passwordFile;

    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "Game data folder (with objects/), read once for every player.")
    Path data;

    @Option(names = "--ascii", description = "Draw with ASCII only, for players' terminals without Unicode.")
    boolean ascii;

    @Option(
            names = "--state-dir",
            paramLabel = "DIR",
            description = "Where the host key and remembered accounts live"
                    + " (default: $XDG_STATE_HOME/ohol-tui/gateway, else ~/.local/state/ohol-tui/gateway)."
                    + " Remembered accounts (accounts/) hold each email and account key in clear,"
                    + " readable by this user only: protect the folder and its backups.")
    Path stateDir;

    @Option(
            names = "--authorized-keys",
            paramLabel = "FILE",
            description = "Only the SSH keys listed in this file (OpenSSH's format) may play.")
    Path authorizedKeys;

    @Option(
            names = "--max-sessions",
            paramLabel = "N",
            defaultValue = "100",
            description = "Most players at once, and most logged-in SSH connections (default: ${DEFAULT-VALUE}).")
    int maxSessions;

    @Option(
            names = "--max-per-address",
            paramLabel = "N",
            defaultValue = "8",
            description = "Most players, and most logged-in SSH connections, from one address"
                    + " (default: ${DEFAULT-VALUE}).")
    int maxPerAddress;

    @Option(
            names = "--max-players-per-connection",
            paramLabel = "N",
            defaultValue = "2",
            description = "Most players (session channels) one SSH connection may hold open at once"
                    + " (default: ${DEFAULT-VALUE}).")
    int maxPlayersPerConnection;

    @Option(
            names = "--max-unauthenticated",
            paramLabel = "N",
            defaultValue = "30",
            description = "Most SSH connections not yet logged in at once, in a pool of their own that never"
                    + " takes a player's place (default: ${DEFAULT-VALUE}).")
    int maxUnauthenticated;

    @Option(
            names = "--max-unauthenticated-per-address",
            paramLabel = "N",
            defaultValue = "3",
            description = "Most SSH connections not yet logged in from one address (default: ${DEFAULT-VALUE}).")
    int maxUnauthenticatedPerAddress;

    @Option(
            names = "--auth-seconds",
            paramLabel = "SECONDS",
            defaultValue = "20",
            description = "A connection not logged in this long is closed (default: ${DEFAULT-VALUE}).")
    int authSeconds;

    @Option(
            names = "--max-auth-attempts",
            paramLabel = "N",
            defaultValue = "6",
            description = "Authentication attempts per connection, of every method, before it is disconnected"
                    + " (default: ${DEFAULT-VALUE}).")
    int maxAuthAttempts;

    @Option(
            names = "--idle-minutes",
            paramLabel = "MINUTES",
            defaultValue = "30",
            description = "A player who presses no key this long is logged out (default: ${DEFAULT-VALUE}).")
    int idleMinutes;

    @Option(
            names = "--no-player-seconds",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description = "A logged-in connection with no player on it this long is closed, whatever keep-alives"
                    + " it sends (default: ${DEFAULT-VALUE}).")
    int noPlayerSeconds;

    @Option(
            names = "--input-bytes-per-second",
            paramLabel = "BYTES",
            defaultValue = "512",
            description = "A player's keys are read this fast past the burst; faster input waits, and a session"
                    + " held back for 8 s on end is ended (default: ${DEFAULT-VALUE}).")
    int inputBytesPerSecond;

    @Option(
            names = "--input-burst",
            paramLabel = "BYTES",
            defaultValue = "4096",
            description = "How much input (a paste) is read at once before the rate applies"
                    + " (default: ${DEFAULT-VALUE}).")
    int inputBurst;

    @Option(
            names = "--proxy-protocol",
            description = "Connections come through a balancer that starts each with a PROXY header (v1 or v2):"
                    + " the address it names is logged and limited.")
    boolean proxyProtocol;

    @Mixin
    PracticeOptions practiceWorld = new PracticeOptions();

    @Spec
    CommandSpec spec;

    private final Map<String, String> environment;

    ServeCommand() {
        this(System.getenv());
    }

    ServeCommand(Map<String, String> environment) {
        this.environment = environment;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        int[] limitsGiven = {
            maxSessions,
            maxPerAddress,
            maxPlayersPerConnection,
            maxUnauthenticated,
            maxUnauthenticatedPerAddress,
            authSeconds,
            maxAuthAttempts,
            idleMinutes,
            noPlayerSeconds,
            inputBytesPerSecond,
            inputBurst
        };
        if (sshPort < 0 || sshPort > 65535 || Arrays.stream(limitsGiven).anyMatch(n -> n < 1)) {
            throw new UserError("--ssh-port must be a port, and the limits at least 1");
        }
        GameData game = GameData.read(data);
        var objects = game.objects(err); // read once: every player's screen shares them
        ClientRunner.Defaults looks = ClientRunner.Defaults.make();
        var catalog =
                game.given() ? objects.catalog() : PracticeObjects.builtIn().asCatalog();
        Table table = new Table(
                catalog,
                objects.biomes(),
                game.transitions(),
                looks.keymap(),
                looks.theme(),
                ascii,
                DataVersion.of(data));
        Limits limits = Limits.DEFAULT
                .withSessions(maxSessions, maxPerAddress)
                .withChannelsPerConnection(maxPlayersPerConnection)
                .withPending(maxUnauthenticated, maxUnauthenticatedPerAddress, Duration.ofSeconds(authSeconds))
                .withAuthAttempts(maxAuthAttempts)
                .withIdle(Duration.ofMinutes(idleMinutes))
                .withNoPlayer(Duration.ofSeconds(noPlayerSeconds))
                .withInput(inputBytesPerSecond, inputBurst);
        Gateway.Settings settings = new Gateway.Settings(
                bind,
                sshPort,
                stateDir != null ? stateDir : defaultStateDir(),
                Optional.ofNullable(authorizedKeys),
                limits,
                proxyProtocol);
        GatewayLog log = new GatewayLog(out);
        CountDownLatch stopping = new CountDownLatch(1);
        Termination.install(stopping::countDown);
        Optional<PracticeServer> world = Optional.empty();
        try {
            Where where;
            if (practice) {
                String password = freshPassword();
                PracticeServer server = PracticeServer.start(PracticeConfig.defaults(password)
                        .withSeed(practiceWorld.seed)
                        .withFoodPip(Duration.ofSeconds(Math.max(1, practiceWorld.foodSeconds)))
                        .withYear(Duration.ofSeconds(Math.max(1, practiceWorld.yearSeconds)))
                        .withEvesOnly(practiceWorld.eves)
                        .withData(objects.catalog(), game.transitions())
                        // room for every session the gateway lets in
                        .withMaxPlayers(Math.max(PracticeConfig.DEFAULT_MAX_PLAYERS, maxSessions)));
                world = Optional.of(server);
                where = new Where.Practice(new Where.Server(server.host(), server.port()), new Secret(password));
            } else {
                where = new Where.Servers(finder(), serverPassword(err));
            }
            try (Gateway gateway = Gateway.start(settings, table, where, log)) {
                log.line((gateway.hostKeyMade() ? "made the host key " : "host key ") + gateway.hostKeyFingerprint());
                log.line("listening on " + bind + ":" + gateway.port() + (practice ? " (the practice world)" : ""));
                stopping.await();
                gateway.stop("the gateway is stopping", Duration.ofSeconds(5));
            }
        } finally {
            world.ifPresent(PracticeServer::close);
        }
        return ExitCode.OK.status();
    }

    private Where.Finder finder() throws UserError {
        if (host != null) {
            Where.Server fixed = new Where.Server(host, port);
            return email -> fixed;
        }
        Reflector asked = Reflector.at(reflector, Reflector.Timing.OFFICIAL);
        return email -> {
            try {
                if (asked.ask(email, Optional.empty()) instanceof Reflector.Server named) {
                    return new Where.Server(named.host(), named.port());
                }
                throw new LoginException("the reflector named no server to play on");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new LoginException("interrupted while asking the reflector");
            }
        };
    }

    private Secret serverPassword(PrintWriter err) throws UserError {
        SecretSource secrets =
                new SecretSource(environment, Optional.empty(), line -> err.println("ohol-tui: " + line));
        return secrets.find(passwordFile, "server password", "OHOL_SERVER_PASSWORD", null)
                .orElse(new Secret("x")); // what the official client sends without one
    }

    private Path defaultStateDir() {
        return UserDirs.state(environment).resolve("ohol-tui").resolve("gateway");
    }

    private static String freshPassword() {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
