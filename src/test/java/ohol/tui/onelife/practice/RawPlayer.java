package ohol.tui.onelife.practice;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;

/**
 * A player on a raw socket, logged in, that reads everything the server sends through the
 * client's own stream reader and times its PINGs' round trips. Public for the benchmarks.
 */
public final class RawPlayer implements AutoCloseable {
    private final Socket socket;
    /** When each PONG came, by id; guarded by itself. */
    private final Map<Integer, Long> pongs = new HashMap<>();

    private final Map<Integer, Long> sent = new HashMap<>();

    private RawPlayer(Socket socket) {
        this.socket = socket;
    }

    /** Connects and logs in as {@code email}; the server's news is read from then on. */
    public static RawPlayer logIn(PracticeServer server, String password, String email) throws IOException {
        Socket s = logInSocket(server, password, email);
        RawPlayer player = new RawPlayer(s);
        Thread reader = new Thread(player::read, "raw-player-" + email);
        reader.setDaemon(true);
        reader.start();
        return player;
    }

    /** A socket logged in as {@code email}, nothing read after the SN: the caller reads the rest. */
    static Socket logInSocket(PracticeServer server, String password, String email) throws IOException {
        return logInSocket(server, password, email, "");
    }

    /** As {@link #logInSocket(PracticeServer, String, String)}, sending {@code before} (raw) ahead of the LOGIN. */
    static Socket logInSocket(PracticeServer server, String password, String email, String before) throws IOException {
        Socket s = new Socket(server.host(), server.port());
        s.setTcpNoDelay(true);
        s.getOutputStream().write(before.getBytes(StandardCharsets.US_ASCII));
        InputStream in = s.getInputStream();
        StringBuilder sn = new StringBuilder();
        for (int b; (b = in.read()) != '#'; ) {
            if (b < 0) {
                s.close();
                throw new IOException("the server hung up before its challenge");
            }
            sn.append((char) b);
        }
        String[] lines = sn.toString().split("\n");
        if (!lines[0].equals("SN")) {
            s.close();
            throw new IOException("no challenge: " + lines[0]);
        }
        Login login = new Login(
                false,
                "client_flood",
                email,
                LoginHasher.passwordHash(password, lines[2]),
                LoginHasher.accountKeyHash("KEY", lines[2]),
                0,
                Optional.empty());
        s.getOutputStream().write(login.toWire().getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        return s;
    }

    private void read() {
        try (ServerStream stream = ServerStream.standard(new ServerStream.Receiver() {
            @Override
            public void message(ServerMessage message) {
                if (message instanceof Pong pong) {
                    synchronized (pongs) {
                        pongs.put(pong.uniqueId(), System.nanoTime());
                        pongs.notifyAll();
                    }
                }
            }

            @Override
            public void problem(String description) {
                // the test looks at PONGs only
            }
        })) {
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[65536];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                stream.feed(buffer, 0, n);
            }
        } catch (IOException e) {
            // closed
        }
    }

    /** Sends {@code PING 0 0 id}. */
    public void ping(int id) throws IOException {
        OutputStream out = socket.getOutputStream();
        synchronized (sent) {
            sent.put(id, System.nanoTime());
        }
        out.write(("PING 0 0 " + id + "#").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** Sends raw bytes, as they are. */
    public void send(String commands) throws IOException {
        socket.getOutputStream().write(commands.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
    }

    /** PING {@code id}'s round trip, waiting up to {@code timeout} for its PONG; empty if none came. */
    public Optional<Duration> roundTrip(int id, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        long start;
        synchronized (sent) {
            start = sent.getOrDefault(id, System.nanoTime());
        }
        synchronized (pongs) {
            while (!pongs.containsKey(id)) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return Optional.empty();
                }
                pongs.wait(Math.max(1, left / 1_000_000));
            }
            return Optional.of(Duration.ofNanos(pongs.get(id) - start));
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
