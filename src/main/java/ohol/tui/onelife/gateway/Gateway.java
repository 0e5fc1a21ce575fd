package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ohol.tui.onelife.session.KnowledgeLoader;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.pubkey.UserAuthPublicKeyFactory;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;

/**
 * The SSH gateway: an SSH server (Apache MINA SSHD) that gives each session channel with a pty
 * its own client ({@link PlayerShell}) on the game data of one shared {@link Table}. Only public
 * key authentication; only a shell with a pty; everything else refused. {@link #stop} tells every
 * player why, closes their game connections and the server.
 */
public final class Gateway implements AutoCloseable {
    /** What every player's session shares. */
    record Context(
            Table table,
            Where where,
            Limits limits,
            Accounts accounts,
            GatewayLog log,
            Players players,
            PracticeNames practiceNames,
            KnowledgeLoader knowledge,
            Executor resizes) {}

    /**
     * Where the gateway listens and keeps its state, and what it allows; {@code proxyProtocol}:
     * every connection comes through a balancer that starts it with a PROXY header (v1 or v2).
     */
    public record Settings(
            String bind, int port, Path stateDir, Optional<Path> authorizedKeys, Limits limits, boolean proxyProtocol) {
        public Settings(String bind, int port, Path stateDir, Optional<Path> authorizedKeys, Limits limits) {
            this(bind, port, stateDir, authorizedKeys, limits, false);
        }
    }

    private static final long WINDOW = 64 * 1024;

    private final SshServer server;
    private final HostKey hostKey;
    private final Context context;
    private final ScheduledExecutorService watch;
    private final ThreadPoolExecutor resizes;
    private final Admission admission;

    private Gateway(
            SshServer server,
            HostKey hostKey,
            Context context,
            ScheduledExecutorService watch,
            ThreadPoolExecutor resizes,
            Admission admission) {
        this.server = server;
        this.hostKey = hostKey;
        this.context = context;
        this.watch = watch;
        this.resizes = resizes;
        this.admission = admission;
    }

    /** Starts listening; the host key is made first if there is none. */
    public static Gateway start(Settings settings, Table table, Where where, GatewayLog log) throws IOException {
        HostKey hostKey = HostKey.in(settings.stateDir());
        Limits limits = settings.limits();
        ThreadPoolExecutor resizes = new ThreadPoolExecutor(
                2, 2, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), daemons("ohol-tui ssh resizes"));
        resizes.allowCoreThreadTimeOut(true);
        // what follows from the game's data is worked out once, now, for every player
        KnowledgeLoader knowledge = new KnowledgeLoader(table.catalog(), table.transitions(), table.biomes());
        knowledge.start();
        Context context = new Context(
                table,
                where,
                limits,
                new Accounts(settings.stateDir()),
                log,
                new Players(),
                new PracticeNames(),
                knowledge,
                resizes);
        AtomicInteger numbers = new AtomicInteger();
        Admission admission = new Admission(limits, log, settings.proxyProtocol());

        SshServer sshd = SshServer.setUpDefaultServer();
        sshd.setHost(settings.bind());
        sshd.setPort(settings.port());
        sshd.setKeyPairProvider(hostKey.provider());
        sshd.setPublickeyAuthenticator(new KeyCheck(settings.authorizedKeys(), log));
        sshd.setPasswordAuthenticator(null);
        sshd.setKeyboardInteractiveAuthenticator(null);
        sshd.setGSSAuthenticator(null);
        sshd.setHostBasedAuthenticator(null);
        sshd.setUserAuthFactories(List.of(new UserAuthPublicKeyFactory()));
        sshd.setChannelFactories(List.of(PlayerChannel.factory(limits, log))); // no direct-tcpip: -L is refused
        sshd.setShellFactory(channel -> new PlayerShell(context, numbers.incrementAndGet()));
        sshd.setCommandFactory(null);
        sshd.setSubsystemFactories(List.of());
        sshd.setForwardingFilter(RejectAllForwardingFilter.INSTANCE); // -R, and anything else forwarded
        sshd.setAgentFactory(null);
        sshd.addSessionListener(admission);
        if (settings.proxyProtocol()) {
            sshd.setServerProxyAcceptor(new ProxyAcceptor(admission, log));
        }
        CoreModuleProperties.MAX_AUTH_REQUESTS.set(sshd, limits.authAttempts());
        CoreModuleProperties.AUTH_TIMEOUT.set(sshd, Duration.ofSeconds(30));
        CoreModuleProperties.IDLE_TIMEOUT.set(sshd, limits.idle().plusMinutes(1));
        // what a player may have sent unread: a paste of megabytes waits in the client, not here
        CoreModuleProperties.WINDOW_SIZE.set(sshd, WINDOW);
        // a terminal that reads nothing holds its own screen up this long, then its session ends
        CoreModuleProperties.WAIT_FOR_SPACE_TIMEOUT.set(sshd, Duration.ofSeconds(20));
        sshd.start();

        ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor(daemons("ohol-tui ssh idle"));
        Gateway gateway = new Gateway(sshd, hostKey, context, watch, resizes, admission);
        long every = Math.max(100, Math.min(5000, limits.idle().toMillis() / 4));
        watch.scheduleWithFixedDelay(gateway::endIdle, every, every, TimeUnit.MILLISECONDS);
        return gateway;
    }

    private static java.util.concurrent.ThreadFactory daemons(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    private void endIdle() {
        long now = System.nanoTime();
        Duration idle = context.limits().idle();
        for (PlayerShell p : context.players().all()) {
            if (now - p.lastInputNanos() > idle.toNanos()) {
                p.end("no key pressed for " + words(idle));
            }
        }
    }

    private static String words(Duration d) {
        return d.toMinutes() >= 1 ? d.toMinutes() + " min" : d.toSeconds() + " s";
    }

    public int port() {
        return server.getPort();
    }

    public String hostKeyFingerprint() {
        return hostKey.fingerprint();
    }

    /** True when this start made the host key (the first start with this state folder). */
    public boolean hostKeyMade() {
        return hostKey.made();
    }

    /** Players whose session is running. */
    public int players() {
        return context.players().count();
    }

    /** SSH connections let in and not yet closed. */
    public int connections() {
        return admission.open();
    }

    /**
     * Tells every player {@code why} (their screen ends with it), closes their lives' connections
     * and waits up to {@code grace} for them, then closes the server.
     */
    public void stop(String why, Duration grace) throws IOException {
        List<PlayerShell> all = context.players().all();
        context.log().line("stopping: " + why + " (" + all.size() + " players)");
        all.forEach(p -> p.end(why));
        long deadline = System.nanoTime() + grace.toNanos();
        try {
            for (PlayerShell p : all) {
                p.awaitEnd(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        watch.shutdownNow();
        resizes.shutdownNow();
        server.stop(false);
        context.log().line("stopped");
    }

    @Override
    public void close() throws IOException {
        if (server.isStarted()) {
            stop("the gateway is stopping", Duration.ofSeconds(5));
        }
    }
}
