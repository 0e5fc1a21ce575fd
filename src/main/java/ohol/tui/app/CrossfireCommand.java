package ohol.tui.app;

import java.io.Console;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.narrate.NarratedInput;
import ohol.tui.core.net.Secret;
import ohol.tui.core.replay.Recorder;
import ohol.tui.core.term.TerminalTraits;
import ohol.tui.crossfire.cli.CrossfireClient;
import ohol.tui.crossfire.meta.RememberedServers;
import ohol.tui.crossfire.replay.CrossfireRecording;
import ohol.tui.crossfire.session.Login;
import ohol.tui.crossfire.session.LoginMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ohol-tui crossfire}: play Crossfire on the same core, screens and front-ends. */
@Command(
        name = "crossfire",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        abbreviateSynopsis = true,
        versionProvider = BuildInfo.class,
        description =
                "Connect to a Crossfire server (1.75 and later) and play; the character is created on its first login.")
final class CrossfireCommand implements Callable<Integer> {
    static final String PASSWORD_VARIABLE = "OHOL_CROSSFIRE_PASSWORD";
    /** The metaserver the GTK client asks ({@code metaservers[]} in its {@code metaserver.c}). */
    static final String METASERVER = "http://crossfire.real-time.com/metaserver2/meta_client.php";

    @Option(names = "--host", description = "The server's host name or address (required unless --servers).")
    String host;

    @Option(names = "--port", defaultValue = "13327", description = "The server's port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--name", description = "The character's name (letters, - and _; required unless --servers).")
    String name;

    @Option(
            names = "--password-file",
            description = "A file whose first line is the password (else $" + PASSWORD_VARIABLE + ", else a prompt).")
    Path passwordFile;

    @Option(
            names = "--login",
            paramLabel = "auto|account|query",
            defaultValue = "query",
            description = "query: the server's questions, a new character made on the screen's form; account: the"
                    + " account login; auto: the account login when the server has it (1.75 does), else the"
                    + " questions (default: ${DEFAULT-VALUE}).")
    String login;

    @Option(
            names = "--account",
            paramLabel = "NAME",
            description = "The account's name (default: the character's); the password is the account's."
                    + " An account the server does not know is created, and so is a character it does not list.")
    String account;

    @Option(
            names = "--race",
            paramLabel = "RACE",
            description = "A new character's race, as the server names it (default: its first).")
    String race;

    @Option(
            names = "--class",
            paramLabel = "CLASS",
            description = "A new character's class, as the server names it (default: its first).")
    String characterClass;

    @Option(names = "--headless", description = "No screen: JSON lines out, script lines in.")
    boolean headless;

    @Option(
            names = "--narrate",
            description = "No screen: what happens said in sentences, one a line, commands typed (a line editor on a"
                    + " terminal that places the cursor, plain lines otherwise): for a screen reader.")
    boolean narrate;

    @Option(names = "--keymap", description = "A keymap file laid over the default one.")
    Path keymap;

    @Option(
            names = "--log",
            description = "Append what the client did to this file: the connection, every message in and command out"
                    + " (never the password).")
    Path logFile;

    @Option(
            names = "--record",
            paramLabel = "FILE",
            description = "Record the session into FILE: what the server sent and when, the commands sent (never the"
                    + " password) and the actions; replay it with `ohol-tui replay FILE`.")
    Path record;

    @Option(names = "--theme", description = "A theme file (face patterns to glyphs) instead of the default one.")
    Path theme;

    @Option(
            names = "--message-log",
            description = "Where the screen appends the server's messages (default: the character's file under"
                    + " ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/crossfire/; 1 MiB, then the older part is NAME.1).")
    Path messageLog;

    @Option(names = "--no-message-log", description = "Keep no log of the server's messages.")
    boolean noMessageLog;

    @Option(
            names = "--no-remember",
            description = "The screen adds the server to those played on last (--servers lists them,"
                    + " ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/crossfire/servers); this leaves the list as it is.")
    boolean noRemember;

    @Option(
            names = "--servers",
            description = "List the servers played on last and the metaserver's servers (host:port, players, version,"
                    + " comment), then end.")
    boolean servers;

    @Option(
            names = "--metaserver",
            paramLabel = "URL",
            description = "The metaserver asked by --servers (default: the GTK client's, " + METASERVER + ").")
    String metaserver;

    @Spec
    CommandSpec spec;

    private final Map<String, String> environment;
    private final Optional<Console> console;
    private final InputStream input;

    CrossfireCommand() {
        this(System.getenv(), Optional.ofNullable(System.console()), System.in);
    }

    CrossfireCommand(Map<String, String> environment, Optional<Console> console, InputStream input) {
        this.environment = environment;
        this.console = console;
        this.input = input;
    }

    /**
     * The screen's message log: {@code --message-log}, else one file a character and server,
     * {@code ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/crossfire/HOST-PORT/NAME.log}.
     */
    Optional<Path> messageLog() {
        if (noMessageLog) {
            return Optional.empty();
        }
        if (messageLog != null) {
            return Optional.of(messageLog);
        }
        return Optional.of(UserDirs.state(environment)
                .resolve("ohol-tui")
                .resolve("crossfire")
                .resolve(safe(host) + "-" + port)
                .resolve(safe(name) + ".log"));
    }

    /** The servers played on last: {@code ${XDG_STATE_HOME:-~/.local/state}/ohol-tui/crossfire/servers}. */
    RememberedServers remembered() {
        return new RememberedServers(UserDirs.state(environment)
                .resolve("ohol-tui")
                .resolve("crossfire")
                .resolve("servers"));
    }

    /**
     * Where the characters' own keys ({@code bind}) are kept, one file a character:
     * {@code ${XDG_CONFIG_HOME:-~/.config}/ohol-tui/crossfire/HOST-PORT/}.
     */
    Path bindings() {
        return UserDirs.config(environment)
                .resolve("ohol-tui")
                .resolve("crossfire")
                .resolve(safe(host) + "-" + port);
    }

    /** The recording {@code --record} asks for, begun; null without one. */
    private Recorder recorder(Login who) throws UserError {
        if (record == null) {
            return null;
        }
        Path file = Path.of(UserDirs.expandHome(record.toString(), environment));
        try {
            return Recorder.create(
                    file,
                    CrossfireRecording.header("ohol-tui " + BuildInfo.version(), host + ":" + port, who, !headless));
        } catch (java.io.IOException e) {
            throw new UserError("cannot write the recording " + file + ": " + ClientRunner.why(e));
        }
    }

    /** Only letters, digits, {@code .}, {@code -} and {@code _}: a name or host is one safe path element. */
    private static String safe(String text) {
        String kept = text.replaceAll("[^A-Za-z0-9._-]", "_");
        return kept.isEmpty() || kept.startsWith(".") ? "_" + kept : kept;
    }

    @Override
    public Integer call() throws Exception {
        var err = spec.commandLine().getErr();
        if (servers) {
            URI uri;
            try {
                uri = new URI(metaserver == null ? METASERVER : metaserver);
            } catch (URISyntaxException e) {
                throw new UserError("--metaserver is not a URL: " + e.getMessage());
            }
            if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme())) {
                throw new UserError("--metaserver must be an http or https URL");
            }
            return new CrossfireServers(remembered(), uri)
                    .print(spec.commandLine().getOut(), err)
                    .status();
        }
        if (host == null || name == null) {
            throw new UserError("crossfire needs --host and --name (or --servers)");
        }
        if (headless && narrate) {
            throw new UserError("--headless and --narrate are two ways to play: give one of them");
        }
        if (port < 1 || port > 65535) {
            throw new UserError("--port must be from 1 to 65535");
        }
        SecretSource secrets = new SecretSource(environment, console, w -> {
            err.println(w);
            err.flush();
        });
        Secret password = secrets.find(passwordFile, "password", PASSWORD_VARIABLE, "Crossfire password for " + name)
                .orElseThrow(() -> new UserError("no password: give --password-file FILE or set " + PASSWORD_VARIABLE));
        LoginMode mode =
                switch (login) {
                    case "auto" -> LoginMode.AUTO;
                    case "account" -> LoginMode.ACCOUNT;
                    case "query" -> LoginMode.QUERY;
                    default -> throw new UserError("--login must be auto, account or query");
                };
        Login who = new Login(
                mode,
                account == null ? name : account,
                name,
                password,
                Optional.ofNullable(race),
                Optional.ofNullable(characterClass));
        CrossfireClient.Settings settings = new CrossfireClient.Settings(
                host,
                port,
                name,
                password,
                headless,
                Optional.ofNullable(keymap),
                Optional.ofNullable(theme),
                messageLog(),
                who,
                Optional.of(bindings()),
                !narrate
                        ? CrossfireClient.Narrate.NO
                        : NarratedInput.editable(
                                        input,
                                        TerminalTraits.placesCursor(
                                                environment, TerminalTraits::terminfoHasCursorAddress))
                                ? CrossfireClient.Narrate.EDITED
                                : CrossfireClient.Narrate.PLAIN);
        try (DebugLog log = DebugLog.to(logFile);
                Recorder recorder = recorder(who)) {
            CrossfireClient client =
                    new CrossfireClient(settings, input, spec.commandLine().getOut(), err, log::line);
            if (recorder != null) {
                client.recording(recorder);
            }
            ExitCode ended = client.run();
            if (recorder != null && recorder.trouble().isPresent()) {
                err.println("ohol-tui: " + recorder.trouble().get());
            }
            if (!headless && !narrate && !noRemember && ended != ExitCode.LOGIN_FAILED) {
                try {
                    remembered().remember(new RememberedServers.Server(host, port));
                } catch (java.io.IOException e) {
                    err.println("ohol-tui: cannot remember the server: " + e.getMessage());
                }
            }
            return ended.status();
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
    }
}
