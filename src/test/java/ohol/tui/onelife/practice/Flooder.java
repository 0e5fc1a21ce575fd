package ohol.tui.onelife.practice;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import ohol.tui.Await;

/**
 * A hostile connection to the practice server: it writes as fast as the socket takes, reads
 * and throws away whatever the server answers (so that only what it sends can get it hung up
 * on), and counts the times the server hung up on it. If it {@code comesBack}, it connects
 * again each time, as a stranger would. Public for the benchmarks.
 */
public final class Flooder implements AutoCloseable {
    /** What it floods with. */
    public enum Kind {
        /** PING after PING, never logging in. */
        PING_BEFORE_LOGIN,
        /** PING after PING once logged in, reading the PONGs. */
        PING_LOGGED_IN,
        /** PING after PING once logged in, never reading. */
        PING_DEAF,
        /** Logged in, then letters without end and never a '#'. */
        GARBAGE,
        /** Logged in, then one SAY a megabyte long, again and again. */
        HUGE_LINE
    }

    private final PracticeServer server;
    private final String password;
    private final Kind kind;
    private final String name;
    private final boolean comesBack;
    private final AtomicInteger hangUps = new AtomicInteger();
    private final Thread thread;
    private volatile boolean stopped;
    private volatile Socket socket;

    public Flooder(PracticeServer server, String password, Kind kind, String name, boolean comesBack) {
        this.server = server;
        this.password = password;
        this.kind = kind;
        this.name = name;
        this.comesBack = comesBack;
        this.thread = new Thread(this::run, "flooder-" + name);
        thread.setDaemon(true);
    }

    public Flooder start() {
        thread.start();
        return this;
    }

    public String name() {
        return name;
    }

    /** How many times the server hung up on it so far. */
    public int hangUps() {
        return hangUps.get();
    }

    private byte[] flood() {
        return switch (kind) {
            case PING_BEFORE_LOGIN, PING_LOGGED_IN, PING_DEAF -> "PING 0 0 1#"
                    .repeat(4096)
                    .getBytes(StandardCharsets.US_ASCII);
            case GARBAGE -> "abcdefghijklmnopqrstuvwxyz".repeat(2000).getBytes(StandardCharsets.US_ASCII);
            case HUGE_LINE -> ("SAY 0 0 " + "A".repeat(1 << 20) + "#").getBytes(StandardCharsets.US_ASCII);
        };
    }

    private void run() {
        byte[] flood = flood();
        do {
            try (Socket s = connect()) {
                socket = s;
                Thread drain = null;
                if (kind != Kind.PING_DEAF) {
                    drain = new Thread(() -> drain(s), "flooder-drain-" + name);
                    drain.setDaemon(true);
                    drain.start();
                }
                OutputStream out = s.getOutputStream();
                try {
                    while (!stopped) {
                        out.write(flood);
                    }
                } catch (IOException e) {
                    // hung up on (or stopped)
                }
                hangUp(s);
                if (drain != null) {
                    drain.join();
                }
                if (!stopped) {
                    hangUps.incrementAndGet();
                }
            } catch (IOException e) {
                // could not connect or log in: try again if it comes back
                pause();
            } catch (InterruptedException e) {
                return;
            }
        } while (comesBack && !stopped);
    }

    private Socket connect() throws IOException {
        if (kind == Kind.PING_BEFORE_LOGIN) {
            return new Socket(server.host(), server.port());
        }
        return RawPlayer.logInSocket(server, password, name + "@flood");
    }

    /** Reads until the server hangs up, then closes the socket so that the writer stops too. */
    private static void drain(Socket s) {
        byte[] buffer = new byte[65536];
        try {
            InputStream in = s.getInputStream();
            while (in.read(buffer) >= 0) {
                // thrown away
            }
        } catch (IOException e) {
            // reset by the server, or closed by us
        }
        hangUp(s); // the writer's next write fails
    }

    private static void hangUp(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    /** Between two tries to reconnect: a flooder's pace, not a wait for anything. */
    private static void pause() {
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until the server has hung up on it at least once. */
    public boolean awaitHangUp(Duration timeout) throws InterruptedException {
        return Await.within(timeout, () -> hangUps() > 0);
    }

    @Override
    public void close() {
        stopped = true;
        Socket s = socket;
        if (s != null) {
            hangUp(s);
        }
        try {
            thread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
