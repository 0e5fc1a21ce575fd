package ohol.tui.testserver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import ohol.tui.onelife.net.LoginHasher;

/**
 * A test server, one connection at a time, on a free loopback port that speaks the wire like the real one:
 * it sends {@code SN}, checks the LOGIN hashes against a password, and then hands each received
 * command to a script. Every command it reads is also kept for the test to await.
 */
public final class ScriptedServer implements AutoCloseable {
    public static final String CHALLENGE = "2ED2B849D99E09130835CADA70FF5F874663725F12";
    public static final String PASSWORD = "testPassword";

    /** Reacts to one command (without its '#'); writes replies to the stream. */
    public interface Script extends BiConsumer<String, ScriptedServer> {}

    private final ServerSocket listener;
    private final BlockingQueue<String> received = new LinkedBlockingQueue<>();
    private final Thread thread;
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile Socket socket;
    private volatile OutputStream out;
    private volatile boolean greetedOnce;

    public ScriptedServer(String greeting, Script script) throws IOException {
        this(greeting.getBytes(StandardCharsets.UTF_8), script);
    }

    /** A server whose first bytes on each connection are {@code greeting}, whatever they are. */
    public ScriptedServer(byte[] greeting, Script script) throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        thread = new Thread(() -> serve(greeting, script), "scripted-server");
        thread.setDaemon(true);
        thread.start();
    }

    /** The real server's greeting. */
    public static String challenge() {
        return "SN\n0/160\n" + CHALLENGE + "\n437\n#";
    }

    /** Whether a client has connected and been sent the greeting. */
    public boolean greeted() {
        return greetedOnce;
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** Serves connections one after another (a new life logs in again), until closed. */
    private void serve(byte[] greeting, Script script) {
        while (!listener.isClosed()) {
            try (Socket s = listener.accept()) {
                socket = s;
                out = s.getOutputStream();
                send(greeting);
                greetedOnce = true;
                InputStream in = s.getInputStream();
                StringBuilder command = new StringBuilder();
                for (int b; (b = in.read()) >= 0; ) {
                    if (b == '#') {
                        String text = command.toString();
                        command.setLength(0);
                        received.add(text);
                        script.accept(text, this);
                    } else {
                        command.append((char) b);
                    }
                }
            } catch (IOException e) {
                // the test closed us, or the client hung up
            } finally {
                ended.countDown();
            }
        }
    }

    /** Waits until the client's stream has ended (it closed the connection); no command can follow. */
    public boolean awaitEndOfStream(long seconds) throws InterruptedException {
        return ended.await(seconds, TimeUnit.SECONDS);
    }

    public void send(String text) {
        send(text.getBytes(StandardCharsets.UTF_8));
    }

    public synchronized void send(byte[] bytes) {
        try {
            out.write(bytes);
            out.flush();
        } catch (IOException e) {
            // the client went away; the test will notice
        }
    }

    /** Ends what the server sends: the client reads all that came, then sees the server close. */
    public void endStream() {
        try {
            socket.shutdownOutput();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** Closes the client's connection from the server side. */
    public void hangUp() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    /** Whether a LOGIN line carries the hashes for our challenge, password and this key. */
    public static boolean loginMatches(String login, String accountKey) {
        String[] f = login.split(" ");
        return f.length >= 6
                && f[3].equals(LoginHasher.passwordHash(PASSWORD, CHALLENGE))
                && f[4].equals(LoginHasher.accountKeyHash(accountKey, CHALLENGE));
    }

    public String awaitCommand(long seconds) throws InterruptedException {
        String c = received.poll(seconds, TimeUnit.SECONDS);
        if (c == null) {
            throw new AssertionError("no command within " + seconds + " s");
        }
        return c;
    }

    @Override
    public void close() throws IOException {
        listener.close();
        if (socket != null) {
            socket.close();
        }
    }
}
