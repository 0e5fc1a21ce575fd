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
import org.apache.sshd.server.session.ServerConnectionServiceFactory;

/**
 * The SSH gateway: an SSH server (Apache MINA SSHD) that gives each session channel with a pty
 * its own client ({@link PlayerShell}) on the game data of one shared {@link Table}. Only public
 * key authentication; only a shell with a pty; everything else refused. What each connection may
 * hold and for how long is {@link Admission}'s and {@link AttemptCount}'s to count ({@link
 * Limits}). {@link #stop} tells every player why, closes their game connections and the server.
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
        Forwarding forwarding = new Forwarding(log);

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
        // attempts counted per connection, whatever the method and however often the service is asked for
        sshd.setServiceFactories(
                List.of(AttemptCount.factory(limits, admission, log), ServerConnectionServiceFactory.INSTANCE));
        sshd.setChannelFactories(List.of(
                PlayerChannel.factory(limits, admission, log),
                forwarding.directTcpip())); // -L and -D: refused as they open, and logged
        sshd.setShellFactory(channel -> new PlayerShell(context, numbers.incrementAndGet()));
        sshd.setCommandFactory(null);
        sshd.setSubsystemFactories(List.of());
        sshd.setForwardingFilter(forwarding); // -R, and anything else forwarded
        sshd.setAgentFactory(null);
        sshd.addSessionListener(admission);
        if (settings.proxyProtocol()) {
            sshd.setServerProxyAcceptor(new ProxyAcceptor(admission, log));
        }
        // MINA's own count, a backstop behind AttemptCount's (which a second service request cannot reset)
        CoreModuleProperties.MAX_AUTH_REQUESTS.set(sshd, 2 * limits.authAttempts() + 2);
        CoreModuleProperties.AUTH_TIMEOUT.set(sshd, limits.authTimeout());
        // MINA's idle time-out, which any packet resets (keep-alives too): Admission.closeIdle is the real one
        CoreModuleProperties.IDLE_TIMEOUT.set(sshd, limits.idle().plusMinutes(1));
        // what a player may have sent unread: a paste of megabytes waits in the client, not here
        CoreModuleProperties.WINDOW_SIZE.set(sshd, WINDOW);
        // a terminal that reads nothing holds its own screen up this long, then its session ends
        CoreModuleProperties.WAIT_FOR_SPACE_TIMEOUT.set(sshd, Duration.ofSeconds(20));
        sshd.start();
        log.line(limits.describe());
        if (where.asksAccount()) {
            log.line("remembered accounts: " + context.accounts().folder()
                    + " (email and account key in clear, one file per SSH key, readable by this user only)");
        }

        ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor(daemons("ohol-tui ssh idle"));
        Gateway gateway = new Gateway(sshd, hostKey, context, watch, resizes, admission);
        long shortest = Math.min(limits.idle().toMillis(), limits.noPlayer().toMillis());
        long every = Math.max(100, Math.min(5000, shortest / 4));
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
        try {
            long now = System.nanoTime();
            Duration idle = context.limits().idle();
            for (PlayerShell p : context.players().all()) {
                if (now - p.lastInputNanos() > idle.toNanos()) {
                    p.end("no key pressed for " + Limits.words(idle));
                }
            }
            admission.closeIdle(now);
            context.log().flush();
        } catch (RuntimeException e) {
            // the watch runs on: a scheduled task that throws is never run again
            context.log().line("the idle watch failed: " + e);
        }
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
