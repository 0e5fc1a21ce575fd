package ohol.tui.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.protocol.client.Login;
import picocli.CommandLine.ParseResult;

/**
 * What {@code play} plays with, each value with where it came from. The command line wins, then
 * the environment (the secrets' variables), the config file, the official client's folder, and
 * last what is built in. With no host from any of them, the reflector names one.
 */
record PlaySettings(
        Optional<Setting<GameFolder>> gameFolder,
        Optional<Setting<String>> host,
        Setting<Integer> port,
        Setting<String> email,
        SecretOrigin accountKey,
        SecretOrigin serverPassword,
        Optional<Setting<Path>> data,
        Setting<String> reflector,
        Reflector.Timing reflectorTiming) {

    /** A value and where it came from. */
    record Setting<T>(T value, String source) {}

    static final String COMMAND_LINE = "command line";
    static final String BUILT_IN = "built-in";

    /** Where the options given to a command came from: its command line, or the config file. */
    record Given(ParseResult parsed, ConfigFile config) {
        /** The source of the option {@code name} (without dashes) if the command line or the config file gave it. */
        Optional<String> source(String name) {
            if (parsed != null && parsed.hasMatchedOption("--" + name)) {
                return Optional.of(COMMAND_LINE);
            }
            return config.get(name).isPresent() ? Optional.of(config.sourceOf(name)) : Optional.empty();
        }
    }

    static PlaySettings resolve(
            ServerOptions server, ClientOptions client, Given given, Map<String, String> environment, Path here)
            throws UserError {
        Optional<Setting<GameFolder>> game = gameFolder(server, given, environment, here);
        Optional<GameFolder> folder = game.map(Setting::value);
        String fromGame = game.map(g -> "game folder (" + g.value().dir() + ")").orElse("");
        boolean custom = folder.map(GameFolder::useCustomServer).orElse(false);

        Optional<Setting<String>> host = given.source("host")
                .filter(s -> server.host != null && !server.host.isBlank())
                .map(s -> new Setting<>(server.host, s))
                .or(() -> custom
                        ? Optional.of(new Setting<>(folder.get().customServerAddress(), fromGame))
                        : Optional.empty());
        Setting<Integer> port = given.source("port")
                .map(s -> new Setting<>(server.port, s))
                .orElseGet(() -> custom
                        ? new Setting<>(folder.get().customServerPort(), fromGame)
                        : new Setting<>(server.port, BUILT_IN));
        Setting<String> email = given.source("email")
                .map(s -> new Setting<>(server.email, s))
                .or(() -> folder.flatMap(GameFolder::email).map(e -> new Setting<>(e, fromGame)))
                .orElse(new Setting<>(server.email, BUILT_IN));
        SecretOrigin key = secret(
                given,
                "key-file",
                server.keyFile,
                "OHOL_ACCOUNT_KEY",
                environment,
                folder.flatMap(GameFolder::accountKeyFile),
                fromGame,
                "asked for on the terminal");
        SecretOrigin password = secret(
                given,
                "password-file",
                server.passwordFile,
                "OHOL_SERVER_PASSWORD",
                environment,
                folder.flatMap(GameFolder::serverPasswordFile),
                fromGame,
                "the official client's x");
        Optional<Setting<Path>> data = given.source("data")
                .filter(s -> client.data != null)
                .map(s -> new Setting<>(client.data, s))
                .or(() -> folder.filter(GameFolder::hasData).map(f -> new Setting<>(f.dir(), fromGame)));
        Setting<String> reflector = given.source("reflector")
                .filter(s -> server.reflector != null)
                .map(s -> new Setting<>(server.reflector, s))
                .or(() -> folder.flatMap(GameFolder::reflectorUrl).map(u -> new Setting<>(u, fromGame)))
                .orElse(new Setting<>(Reflector.OFFICIAL, BUILT_IN));
        Reflector.Timing timing = folder.flatMap(f -> {
                    var s = f.webRetrySeconds();
                    return s.isPresent() && s.getAsInt() > 0 ? Optional.of(s.getAsInt()) : Optional.empty();
                })
                .map(s -> new Reflector.Timing(Duration.ofSeconds(s), Reflector.Timing.OFFICIAL.tries()))
                .orElse(Reflector.Timing.OFFICIAL);
        checked(port, email);
        return new PlaySettings(game, host, port, email, key, password, data, reflector, timing);
    }

    /**
     * A port that is none, or an email the protocol cannot carry, said with where it came from
     * before anything connects (a port out of range ended in a stack trace, an email with # as
     * "an internal error while reading from the server").
     */
    private static void checked(Setting<Integer> port, Setting<String> email) throws UserError {
        if (port.value() < 1 || port.value() > 65_535) {
            throw new UserError(
                    "port " + port.value() + " (" + port.source() + ") is not a port: give one from 1 to 65535");
        }
        String sent = email.value() == null ? "" : email.value().strip();
        if (!sent.isEmpty() && !Login.sendable(sent)) {
            throw new UserError("the email " + ServerText.clean(sent) + " (" + email.source() + ") cannot be sent:"
                    + " a login takes printable ASCII without spaces or '#'");
        }
    }

    private static Optional<Setting<GameFolder>> gameFolder(
            ServerOptions server, Given given, Map<String, String> environment, Path here) throws UserError {
        Optional<String> source = given.source("game-dir");
        if (source.isPresent() && server.gameDir != null) {
            return Optional.of(new Setting<>(GameFolder.at(server.gameDir), source.get()));
        }
        return GameFolder.find(environment, here).map(f -> new Setting<>(f, "found in " + f.dir()));
    }

    /** The command line's file, else the variable, else the config file's file, else the game folder's. */
    private static SecretOrigin secret(
            Given given,
            String option,
            Path file,
            String variable,
            Map<String, String> environment,
            Optional<Path> inGame,
            String fromGame,
            String otherwise) {
        Optional<String> source = given.source(option);
        if (source.filter(COMMAND_LINE::equals).isPresent() && file != null) {
            return new SecretOrigin.InFile(file, COMMAND_LINE);
        }
        String env = environment.get(variable);
        if (env != null && !env.isBlank()) {
            return new SecretOrigin.InEnvironment(variable);
        }
        if (source.isPresent() && file != null) {
            return new SecretOrigin.InFile(file, source.get());
        }
        if (inGame.isPresent()) {
            return new SecretOrigin.InFile(inGame.get(), fromGame);
        }
        return new SecretOrigin.Nowhere(otherwise);
    }
}
