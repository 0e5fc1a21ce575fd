package ohol.tui.onelife.practice;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A small One Hour One Life server inside the client, on a free loopback port: for a first game
 * without a server, and for tests that drive the whole client over a real socket. It speaks the
 * real server's wire format through the client's own codecs. One world, many clients: each
 * client has a reader thread (and a writer once logged in); everything that touches the world
 * runs on one world thread. Each client's commands are handled in the order they came, the
 * clients' in turn ({@link WaitingCommands}), and no client may have more than its share
 * waiting. Nothing is printed: what goes wrong on the server's threads goes to its {@link
 * PracticeLog}.
 */
public final class PracticeServer implements AutoCloseable {
    static final long TICK_MILLIS = 25;

    private final ServerSocket listener;
    private final ScheduledExecutorService worldThread;
    private final PracticeWorld world;
    private final PracticeLog log;
    private final WaitingCommands waiting;
    /** The open links, so that close() can hang up on them; a link leaves when it closes. */
    private final Set<ClientLink> links = new HashSet<>();

    private final Thread acceptor;
    private volatile boolean closed;

    private PracticeServer(PracticeConfig config, LongSupplier clock, PracticeLog log) throws IOException {
        this.log = log;
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        worldThread = Executors.newSingleThreadScheduledExecutor(r -> Daemons.thread("practice-world", r, log));
        world = new PracticeWorld(config, clock);
        waiting = new WaitingCommands(this::post, this::safely, world);
        acceptor = Daemons.thread("practice-accept", this::accept, log);
    }

    /** Starts a practice world on a free loopback port; what goes wrong on its threads is dropped. */
    public static PracticeServer start(PracticeConfig config) throws IOException {
        return start(config, PracticeLog.NONE);
    }

    /** Starts a practice world on a free loopback port, noting what goes wrong on its threads in {@code log}. */
    public static PracticeServer start(PracticeConfig config, PracticeLog log) throws IOException {
        PracticeServer server = new PracticeServer(config, System::nanoTime, log);
        server.worldThread.scheduleAtFixedRate(server::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
        server.acceptor.start();
        return server;
    }

    /** Lays out the map on the world's thread before anyone sees it: tests build their scenes with it. */
    void arrange(java.util.function.Consumer<PracticeMap> layout) throws Exception {
        worldThread.submit(() -> layout.accept(world.map)).get();
    }

    public int port() {
        return listener.getLocalPort();
    }

    public String host() {
        return listener.getInetAddress().getHostAddress();
    }

    private void tick() {
        safely(world::tick);
    }

    private final ClientLink.Listener toWorld = new ClientLink.Listener() {
        @Override
        public Optional<String> command(ClientLink link, String text) {
            return waiting.offer(link, text);
        }

        @Override
        public void closed(ClientLink link) {
            synchronized (links) {
                links.remove(link);
            }
            waiting.end(link);
        }
    };

    private void accept() {
        int number = 0;
        while (!closed) {
            try {
                Socket socket = listener.accept();
                socket.setTcpNoDelay(true);
                ClientLink link = new ClientLink(socket, ++number, log);
                synchronized (links) {
                    if (closed) {
                        link.close();
                        return;
                    }
                    links.add(link);
                }
                post(() -> {
                    if (world.connected(link)) {
                        link.startReading(toWorld);
                    } else {
                        toWorld.closed(link);
                    }
                });
            } catch (IOException e) {
                if (!closed) {
                    log.failed("practice: accepting a connection", e);
                }
            }
        }
    }

    /** Hands work to the world thread; after close() there is no world to hand it to, and that is fine. */
    private void post(Runnable work) {
        if (closed) {
            return;
        }
        try {
            worldThread.execute(() -> safely(work));
        } catch (RejectedExecutionException e) {
            // closing: the world has stopped
        }
    }

    private void safely(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            // a rule's bug must not stop the world for everyone
            log.failed("practice: a rule", e);
        }
    }

    /** The most commands one link has had waiting for the world at once, so far: for tests. */
    int mostCommandsWaiting() {
        return waiting.mostOnOneLink();
    }

    /** How many links are open now (logged in or not): for measurements. */
    int openLinks() {
        synchronized (links) {
            return links.size();
        }
    }

    /** How many lives the world holds (alive, played or waiting for their player): for measurements. */
    public int lives() throws InterruptedException {
        try {
            return worldThread.submit(() -> world.players.size()).get();
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException("the world's thread failed", e.getCause());
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            listener.close();
        } catch (IOException ignored) {
            // closing anyway
        }
        worldThread.shutdownNow();
        try {
            worldThread.awaitTermination(5, TimeUnit.SECONDS);
            acceptor.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<ClientLink> open;
        synchronized (links) {
            open = List.copyOf(links);
            links.clear();
        }
        open.forEach(ClientLink::close);
    }
}
