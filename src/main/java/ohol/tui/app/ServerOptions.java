package ohol.tui.app;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Options for logging in to a server. */
final class ServerOptions {
    @Option(
            names = "--host",
            paramLabel = "HOST",
            description =
                    "Server host name or address (else the game folder's custom server, else the reflector's choice).")
    String host;

    @Option(
            names = "--port",
            paramLabel = "PORT",
            defaultValue = "8005",
            description = "Server port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--email", paramLabel = "EMAIL", defaultValue = "", description = "Account email.")
    String email;

    @Option(
            names = "--key-file",
            paramLabel = "FILE",
            description = "File holding the account key (else $OHOL_ACCOUNT_KEY, else a prompt).")
    Path keyFile;

    @Option(
            names = "--password-file",
            paramLabel = "FILE",
            description = "File holding the server password (else $OHOL_SERVER_PASSWORD).")
    Path passwordFile;

    @Option(
            names = "--game-dir",
            paramLabel = "DIR",
            description = "The official client's folder: its settings (email, account key, server) and its data.")
    Path gameDir;

    @Option(
            names = "--reflector",
            paramLabel = "URL",
            description = "The reflector that names the server to play on when no host is given (default: the"
                    + " game folder's reflectorURL.ini, else " + Reflector.OFFICIAL + ").")
    String reflector;

    @Option(
            names = "--tag",
            paramLabel = "TAG",
            defaultValue = "client_ohol_tui",
            description = "Client tag sent at login (default: ${DEFAULT-VALUE}).")
    String tag;

    @Option(
            names = "--reconnect",
            description = "Log in with RLOGIN: go back to the current life, do not start a new one.")
    boolean reconnect;

    @Option(names = "--twin-code", paramLabel = "CODE", description = "Be born with the others who use this code.")
    String twinCode;

    @Option(
            names = "--twin-count",
            paramLabel = "N",
            defaultValue = "2",
            description = "How many are in the twin party (default: ${DEFAULT-VALUE}).")
    int twinCount;

    @Option(
            names = "--tutorial",
            paramLabel = "N",
            defaultValue = "0",
            description = "Tutorial map number, 0 for the normal game.")
    int tutorial;

    @Option(
            names = "--dialect",
            paramLabel = "ERA",
            completionCandidates = ServerOptions.Eras.class,
            description = "The server's protocol: current, 2016 or 2015 (default: found from its greeting).")
    String dialect;

    /** The eras {@code --dialect} names, for the shell's completion. */
    static final class Eras implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.List.of("current", "2016", "2015").iterator();
        }
    }
}
