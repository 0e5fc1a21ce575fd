package ohol.tui.net;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import ohol.tui.protocol.Frame;
import ohol.tui.protocol.FrameDecoder;
import ohol.tui.protocol.FrameSink;
import ohol.tui.protocol.ProtocolException;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.KeepAlive;
import ohol.tui.protocol.client.Ping;
import ohol.tui.protocol.server.Pong;
import ohol.tui.protocol.server.ServerMessages;

/**
 * One TCP connection to a server: a reader thread that decodes what arrives and hands it to a
 * {@link ConnectionListener}, and a writer thread that sends queued commands, a {@code KA} after
 * {@link Settings#keepAlive} without sending (as the official client does after 15 s), and a
 * probing {@code PING} when the server has been quiet for {@link Settings#silence}. A second quiet
 * spell without any byte closes the connection as {@link CloseReason.Kind#SILENT}, so a vanished
 * server never hangs the client.
 *
 * <p>Thread safety: {@link #send} and {@link #close} may be called from any thread.
 */
public final class Connection implements AutoCloseable {
    /** Timings; the defaults follow the official client. */
    public record Settings(Duration connectTimeout, Duration keepAlive, Duration silence) {
        public static final Settings DEFAULT =
                new Settings(Duration.ofSeconds(10), Duration.ofSeconds(15), Duration.ofSeconds(20));
    }

    private static final long CLOSING_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final ConnectionListener listener;
    private final Settings settings;
    private final BlockingQueue<ClientCommand> outbox = new LinkedBlockingQueue<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicLong bytesIn = new AtomicLong();
    private final AtomicLong bytesOut = new AtomicLong();
    private final PingTracker pings = new PingTracker(System::nanoTime);
    private final String peer;
    private volatile long lastSentNanos = System.nanoTime();
    private volatile boolean closing;
    private final CountDownLatch finished = new CountDownLatch(1);
    private volatile CloseReason localReason = new CloseReason(CloseReason.Kind.LOCAL, "");
    private final Thread reader;
    private final Thread writer;

    private Connection(Socket socket, ConnectionListener listener, Settings settings) throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
        this.listener = listener;
        this.settings = settings;
        this.peer = socket.getInetAddress().getHostAddress() + ":" + socket.getPort();
        this.reader = new Thread(this::readLoop, "ohol-net-reader");
        this.writer = new Thread(this::writeLoop, "ohol-net-writer");
        reader.setDaemon(true);
        writer.setDaemon(true);
    }

    /**
     * Connects and starts the threads. Throws {@link java.net.ConnectException} when refused and
     * {@link SocketTimeoutException} when the host does not answer in time.
     */
    public static Connection open(String host, int port, Settings settings, ConnectionListener listener)
            throws IOException {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(host, port), (int) settings.connectTimeout().toMillis());
            socket.setTcpNoDelay(true);
            socket.setSoTimeout((int) settings.silence().toMillis());
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        Connection connection = new Connection(socket, listener, settings);
        connection.reader.start();
        connection.writer.start();
        return connection;
    }

    /** Queues a command; it is sent in order by the writer thread. Ignored once closed. */
    public void send(ClientCommand command) {
        if (!closed.get()) {
            outbox.add(command);
        }
    }

    /** Sends a PING whose PONG updates {@link #roundTripMillis()}. */
    public void ping() {
        send(new Ping(0, 0, pings.sent()));
    }

    public OptionalLong roundTripMillis() {
        return pings.lastRoundTripMillis();
    }

    public long bytesReceived() {
        return bytesIn.get();
    }

    public long bytesSent() {
        return bytesOut.get();
    }

    public String peer() {
        return peer;
    }

    public boolean isOpen() {
        return !closed.get();
    }

    private void readLoop() {
        ServerMessages registry = ServerMessages.standard();
        FrameSink sink = new FrameSink() {
            @Override
            public void frame(Frame frame) {
                registry.decode(frame, listener::onProblem).ifPresent(message -> {
                    if (message instanceof Pong pong) {
                        pings.answered(pong.uniqueId());
                    }
                    listener.onMessage(message);
                });
            }

            @Override
            public void problem(String description) {
                listener.onProblem(description);
            }
        };
        byte[] buffer = new byte[16 * 1024];
        boolean quietOnce = false;
        try (FrameDecoder decoder = new FrameDecoder()) {
            while (true) {
                int n;
                try {
                    n = in.read(buffer);
                } catch (SocketTimeoutException quiet) {
                    if (quietOnce) {
                        finish(new CloseReason(CloseReason.Kind.SILENT,
                                "nothing for " + settings.silence().multipliedBy(2).toSeconds() + " s"));
                        return;
                    }
                    quietOnce = true;
                    ping(); // an idle but alive server answers this
                    continue;
                }
                if (n < 0) {
                    finish(new CloseReason(CloseReason.Kind.SERVER_CLOSED, ""));
                    return;
                }
                quietOnce = false;
                bytesIn.addAndGet(n);
                decoder.feed(buffer, 0, n, sink);
            }
        } catch (ProtocolException e) {
            finish(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, e.getMessage()));
        } catch (EOFException e) {
            finish(new CloseReason(CloseReason.Kind.SERVER_CLOSED, ""));
        } catch (IOException e) {
            finish(closed.get() ? localReason : new CloseReason(CloseReason.Kind.RESET, describe(e)));
        } catch (RuntimeException e) {
            // a bug in a listener must not leave the connection half-alive
            finish(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, "client error: " + e));
        }
    }

    private void writeLoop() {
        try {
            while (!closed.get()) {
                long sinceSent = System.nanoTime() - lastSentNanos;
                long wait = settings.keepAlive().toNanos() - sinceSent;
                ClientCommand command = wait > 0 ? outbox.poll(Math.min(wait, CLOSING_POLL_NANOS), TimeUnit.NANOSECONDS) : null;
                if (closed.get()) {
                    return;
                }
                if (command == null && closing) {
                    finish(localReason);
                    return;
                }
                if (command == null) {
                    if (System.nanoTime() - lastSentNanos >= settings.keepAlive().toNanos()) {
                        command = new KeepAlive();
                    } else {
                        continue;
                    }
                }
                byte[] bytes = command.toWire().getBytes(StandardCharsets.UTF_8);
                out.write(bytes);
                out.flush();
                bytesOut.addAndGet(bytes.length);
                lastSentNanos = System.nanoTime();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            if (!closed.get()) {
                finish(new CloseReason(CloseReason.Kind.RESET, describe(e)));
            }
        }
    }

    private static String describe(IOException e) {
        if (e instanceof SocketException && e.getMessage() != null) {
            return e.getMessage().toLowerCase(Locale.ROOT);
        }
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    private void finish(CloseReason reason) {
        if (closed.compareAndSet(false, true)) {
            closeSocket();
            writer.interrupt();
            listener.onClosed(reason);
            finished.countDown();
        }
    }

    private void closeSocket() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    /** Closes the connection; the listener hears {@link CloseReason.Kind#LOCAL}. */
    @Override
    public void close() {
        finish(localReason);
    }

    /** Sends what is queued, then closes (for a clean quit). Waits at most {@code timeout}. */
    public void closeAfterSending(Duration timeout) {
        closing = true;
        try {
            finished.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
    }

    /** Waits until the connection has closed, for whatever reason. */
    public boolean awaitClosed(Duration timeout) throws InterruptedException {
        return finished.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }
}
