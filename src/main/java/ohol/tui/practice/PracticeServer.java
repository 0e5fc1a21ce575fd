package ohol.tui.practice;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A small One Hour One Life server inside the client, on a free loopback port: for a first game
 * without a server, and for tests that drive the whole client over a real socket. It speaks the
 * real server's wire format through the client's own codecs. One world, many clients: each
 * client has a reader and a writer thread; everything that touches the world runs on one world
 * thread, in the order it came.
 */
public final class PracticeServer implements AutoCloseable {
    static final long TICK_MILLIS = 25;

    private final ServerSocket listener;
    private final ScheduledExecutorService worldThread;
    private final PracticeWorld world;
    private final List<ClientLink> links = new ArrayList<>();
    private final Thread acceptor;
    private volatile boolean closed;

    private PracticeServer(PracticeConfig config) throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        worldThread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "practice-world");
            t.setDaemon(true);
            return t;
        });
        world = new PracticeWorld(config, System::nanoTime);
        acceptor = new Thread(this::accept, "practice-accept");
        acceptor.setDaemon(true);
    }

    /** Starts a practice world on a free loopback port. */
    public static PracticeServer start(PracticeConfig config) throws IOException {
        PracticeServer server = new PracticeServer(config);
        server.worldThread.scheduleAtFixedRate(server::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
        server.acceptor.start();
        return server;
    }

    public int port() {
        return listener.getLocalPort();
    }

    public String host() {
        return listener.getInetAddress().getHostAddress();
    }

    private void tick() {
        try {
            world.tick();
        } catch (RuntimeException e) {
            // a rule's bug must not stop the clock for everyone
            System.err.println("practice: " + e);
        }
    }

    private void accept() {
        int number = 0;
        while (!closed) {
            try {
                Socket socket = listener.accept();
                socket.setTcpNoDelay(true);
                ClientLink link = new ClientLink(socket, ++number);
                synchronized (links) {
                    links.add(link);
                }
                worldThread.execute(() -> world.connected(link));
                link.start((l, text) -> worldThread.execute(() -> safely(() -> world.command(l, text))),
                        l -> worldThread.execute(() -> world.disconnected(l)));
            } catch (IOException e) {
                if (!closed) {
                    System.err.println("practice: cannot accept: " + e.getMessage());
                }
            }
        }
    }

    private static void safely(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.err.println("practice: a command failed: " + e);
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
        synchronized (links) {
            links.forEach(ClientLink::close);
        }
        worldThread.shutdownNow();
    }
}
