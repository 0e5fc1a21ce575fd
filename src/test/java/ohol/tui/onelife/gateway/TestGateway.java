package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.practice.PracticeServer;
import ohol.tui.onelife.ui.GlyphTheme;

/** A gateway on a free port in this JVM, its players in a practice world of their own; its log kept. */
final class TestGateway implements AutoCloseable {
    static final String PASSWORD = "pw";

    final PracticeServer world;
    final Gateway gateway;
    private final StringWriter logged = new StringWriter();

    /**
     * {@code asAccounts}: the practice world stands for a game server, each player logging in with
     * their own account (the form), as with {@code --host}; else it is {@code --practice}.
     */
    TestGateway(Path stateDir, Limits limits, boolean asAccounts, Optional<Path> authorizedKeys) throws IOException {
        this(stateDir, limits, asAccounts, authorizedKeys, false);
    }

    /** {@code proxyProtocol}: every connection must start with a PROXY header, as behind a balancer. */
    TestGateway(Path stateDir, Limits limits, boolean asAccounts, Optional<Path> authorizedKeys, boolean proxyProtocol)
            throws IOException {
        this(stateDir, limits, authorizedKeys, proxyProtocol, Optional.empty(), asAccounts);
    }

    /** Before another server (its password {@code password}): each player logs in with their own account. */
    TestGateway(Path stateDir, Where.Server other, String password) throws IOException {
        this(
                stateDir,
                Limits.DEFAULT,
                Optional.empty(),
                false,
                Optional.of(new Where.Servers(email -> other, new Secret(password))),
                true);
    }

    private TestGateway(
            Path stateDir,
            Limits limits,
            Optional<Path> authorizedKeys,
            boolean proxyProtocol,
            Optional<Where> before,
            boolean asAccounts)
            throws IOException {
        world = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withFoodPip(Duration.ofSeconds(30)));
        Where.Server server = new Where.Server(world.host(), world.port());
        Where where = before.orElse(
                asAccounts
                        ? new Where.Servers(email -> server, new Secret(PASSWORD))
                        : new Where.Practice(server, new Secret(PASSWORD)));
        Table table = new Table(
                PracticeObjects.builtIn().asCatalog(),
                Biomes.withoutData(),
                TransitionBook::empty,
                KeymapLoader.defaults(),
                GlyphTheme.defaults(),
                false,
                OptionalInt.empty());
        gateway = Gateway.start(
                new Gateway.Settings("127.0.0.1", 0, stateDir, authorizedKeys, limits, proxyProtocol),
                table,
                where,
                new GatewayLog(new PrintWriter(logged, true)));
    }

    TestGateway(Path stateDir) throws IOException {
        this(stateDir, Limits.DEFAULT, false, Optional.empty());
    }

    int port() {
        return gateway.port();
    }

    String log() {
        synchronized (logged) {
            return logged.toString();
        }
    }

    @Override
    public void close() throws IOException {
        try {
            gateway.close();
        } finally {
            world.close();
        }
    }
}
