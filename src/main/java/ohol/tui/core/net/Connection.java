package ohol.tui.core.net;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One TCP connection to a server: a reader thread that decodes what arrives (with the
 * {@link Codec}) and hands it to a {@link ConnectionListener}, and a writer thread that sends
 * queued commands. The {@link Heartbeat} keeps it honest: a keep-alive after
 * {@link Settings#keepAlive} without sending (the official client sends {@code KA} after 15 s), a
 * probe when the server has been quiet for {@link Settings#silence}, and a second quiet spell
 * without any byte closes the connection as {@link CloseReason.Kind#SILENT}, so a vanished server
 * never hangs the client.
 *
 * <p>Whatever ends either thread (the socket, the server's bytes, or any {@code Throwable} in the
 * client, out of memory included) closes the connection once, with its reason: the other thread
 * stops, no keep-alive follows, and the listener hears {@link ConnectionListener#onClosed} last.
 *
 * <p>Thread safety: {@link #send} and {@link #close} may be called from any thread.
 */
public final class Connection<I, O> implements AutoCloseable {
    /**
     * Timings; the defaults follow the official client: a keep-alive after 15 s without sending, a
     * probe after 20 s without hearing anything, and the connection dropped after 40 s of silence.
     * Once {@link #probeRegularly()} is called, a probe also goes out every {@code probeEvery} while
     * none is unanswered, and one unanswered for {@code lateAfter} is {@link #unansweredPingMillis()
     * reported}: a server that sends a byte now and then but never ends its message is never
     * silent, yet never answers.
     */
    public record Settings(
            Duration connectTimeout, Duration keepAlive, Duration silence, Duration probeEvery, Duration lateAfter) {
        public static final Settings DEFAULT =
                new Settings(Duration.ofSeconds(10), Duration.ofSeconds(15), Duration.ofSeconds(20));

        /** With a probe every 10 s, late after 2 s. */
        public Settings(Duration connectTimeout, Duration keepAlive, Duration silence) {
            this(connectTimeout, keepAlive, silence, Duration.ofSeconds(10), Duration.ofSeconds(2));
        }
    }

    private static final long CLOSING_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final ConnectionListener<I, O> listener;
    private final Settings settings;
    private final Codec<I, O> codec;
    private final Heartbeat<I, O> heartbeat;
    private final BlockingQueue<O> outbox = new LinkedBlockingQueue<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicLong bytesIn = new AtomicLong();
    private final AtomicLong bytesOut = new AtomicLong();
    private final PingTracker pings = new PingTracker(System::nanoTime);
    private final String peer;
    private volatile long lastSentNanos = System.nanoTime();
    private volatile boolean closing;
    private volatile boolean probing;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final CloseReason localReason = new CloseReason(CloseReason.Kind.LOCAL, "");
    /** Made beforehand: when the heap is full, the reason must not need memory of its own. */
    private final CloseReason readerOutOfMemory =
            CloseReason.internalError("reading from the server", new OutOfMemoryError());

    private final CloseReason writerOutOfMemory =
            CloseReason.internalError("sending to the server", new OutOfMemoryError());
    private final Thread reader;
    private final Thread writer;

    private Connection(
            Socket socket,
            Settings settings,
            Codec<I, O> codec,
            Heartbeat<I, O> heartbeat,
            ConnectionListener<I, O> listener)
            throws IOException {
        this.socket = socket;
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
        this.listener = listener;
        this.settings = settings;
        this.codec = codec;
        this.heartbeat = heartbeat;
        this.peer = socket.getInetAddress().getHostAddress() + ":" + socket.getPort();
        this.reader = new Thread(this::readLoop, "net-reader");
        this.writer = new Thread(this::writeLoop, "net-writer");
        reader.setDaemon(true);
        writer.setDaemon(true);
    }

    /**
     * Connects and starts the threads. Throws {@link java.net.ConnectException} when refused and
     * {@link SocketTimeoutException} when the host does not answer in time.
     */
    public static <I, O> Connection<I, O> open(
            String host,
            int port,
            Settings settings,
            Codec<I, O> codec,
            Heartbeat<I, O> heartbeat,
            ConnectionListener<I, O> listener)
            throws IOException {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(host, port), (int)
                    settings.connectTimeout().toMillis());
            socket.setTcpNoDelay(true);
            socket.setSoTimeout((int) settings.silence().toMillis());
        } catch (IOException e) {
            socket.close();
            throw e;
        }
        Connection<I, O> connection = new Connection<>(socket, settings, codec, heartbeat, listener);
        connection.reader.start();
        connection.writer.start();
        return connection;
    }

    /** Queues a command; it is sent in order by the writer thread. Ignored once closed. */
    public void send(O command) {
        if (!closed.get()) {
            outbox.add(command);
        }
    }

    /** Sends a probe whose answer updates {@link #roundTripMillis()}. */
    public void ping() {
        if (heartbeat.speaks()) {
            send(heartbeat.probe(pings.sent()));
        }
    }

    public OptionalLong roundTripMillis() {
        return pings.lastRoundTripMillis();
    }

    /** From now on, a probe every {@link Settings#probeEvery()} (once the server takes them: after a login). */
    public void probeRegularly() {
        probing = true;
    }

    /** No more probes, and none waited for: the other end will not answer them (our player died). */
    public void stopProbing() {
        probing = false;
        pings.forget();
    }

    /**
     * How long the oldest probe has gone unanswered, in milliseconds, once that is longer than
     * {@link Settings#lateAfter()}; empty while every probe is answered in time.
     */
    public OptionalLong unansweredPingMillis() {
        OptionalLong waiting = pings.waitingNanos();
        if (waiting.isEmpty() || waiting.getAsLong() < settings.lateAfter().toNanos()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(waiting.getAsLong() / 1_000_000);
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
        Codec.Receiver<I> receiver = new Codec.Receiver<>() {
            @Override
            public void message(I message) {
                message(message, 0);
            }

            @Override
            public void message(I message, int bytes) {
                heartbeat.answers(message).ifPresent(pings::answered);
                listener.onMessage(message, bytes);
            }

            @Override
            public void problem(String description) {
                listener.onProblem(description);
            }
        };
        byte[] buffer = new byte[16 * 1024];
        boolean quietOnce = false;
        try (Codec.StreamReader stream = codec.reader(receiver)) {
            while (true) {
                int n;
                try {
                    n = in.read(buffer);
                } catch (SocketTimeoutException quiet) {
                    if (!heartbeat.speaks()) {
                        continue; // nothing to ask it with: a quiet server is waited for
                    }
                    if (quietOnce) {
                        finish(new CloseReason(
                                CloseReason.Kind.SILENT,
                                "nothing for "
                                        + settings.silence().multipliedBy(2).toSeconds() + " s"));
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
                listener.onBytesReceived(buffer, 0, n);
                stream.feed(buffer, 0, n);
            }
        } catch (UnreadableStream e) {
            finish(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, e.getMessage()));
        } catch (EOFException e) {
            finish(new CloseReason(CloseReason.Kind.SERVER_CLOSED, ""));
        } catch (IOException e) {
            finish(closed.get() ? localReason : new CloseReason(CloseReason.Kind.RESET, describe(e)));
        } catch (Throwable e) {
            // out of memory, a stack overflow, a bug in a listener: the connection must not stay half-alive
            // (when even that fails for want of memory, the thread's uncaught handler ends the client)
            finish(
                    e instanceof OutOfMemoryError
                            ? readerOutOfMemory
                            : CloseReason.internalError("reading from the server", e));
        }
    }

    private void writeLoop() {
        try {
            while (!closed.get()) {
                long sinceSent = System.nanoTime() - lastSentNanos;
                long wait = heartbeat.speaks()
                        ? Math.min(settings.keepAlive().toNanos() - sinceSent, nanosUntilProbe())
                        : CLOSING_POLL_NANOS; // nothing of its own to send: only what is queued
                O command = wait > 0 ? outbox.poll(Math.min(wait, CLOSING_POLL_NANOS), TimeUnit.NANOSECONDS) : null;
                if (closed.get()) {
                    return;
                }
                if (command == null && closing) {
                    if (!outbox.isEmpty()) {
                        continue; // sent just as the poll gave up: it goes before the close
                    }
                    finish(localReason);
                    return;
                }
                if (command == null && probing && nanosUntilProbe() <= 0 && heartbeat.speaks()) {
                    command = heartbeat.probe(pings.sent());
                }
                if (command == null) {
                    if (System.nanoTime() - lastSentNanos
                                    >= settings.keepAlive().toNanos()
                            && heartbeat.speaks()) {
                        command = heartbeat.keepAlive();
                    } else {
                        continue;
                    }
                }
                byte[] bytes = codec.encode(command);
                out.write(bytes);
                out.flush();
                bytesOut.addAndGet(bytes.length);
                lastSentNanos = System.nanoTime();
                listener.onSent(command, bytes);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            if (!closed.get()) {
                finish(new CloseReason(CloseReason.Kind.RESET, describe(e)));
            }
        } catch (Throwable e) {
            finish(
                    e instanceof OutOfMemoryError
                            ? writerOutOfMemory
                            : CloseReason.internalError("sending to the server", e));
        }
    }

    /** Until the next regular probe is due: never while one waits for its answer. */
    private long nanosUntilProbe() {
        if (!probing || pings.waitingNanos().isPresent()) {
            return Long.MAX_VALUE;
        }
        long since = pings.sinceSentNanos();
        return since == Long.MAX_VALUE ? 0 : settings.probeEvery().toNanos() - since;
    }

    /** What broke, in the system's words where it has some, never a class name. */
    private static String describe(IOException e) {
        if (e.getMessage() == null || e.getMessage().isBlank()) {
            return "the link broke";
        }
        return e instanceof SocketException ? e.getMessage().toLowerCase(Locale.ROOT) : e.getMessage();
    }

    private void finish(CloseReason reason) {
        if (closed.compareAndSet(false, true)) {
            closeSocket();
            writer.interrupt();
            try {
                listener.onClosed(reason);
            } finally {
                finished.countDown();
            }
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

    /** Hangs up on a server the client cannot follow; the listener hears {@code reason}. */
    public void close(CloseReason reason) {
        finish(reason);
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

    /** Waits until both threads have ended; after that nothing more is sent or heard. */
    public boolean awaitThreadsEnded(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        reader.join(Math.max(1, timeout.toMillis()));
        writer.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        return !reader.isAlive() && !writer.isAlive();
    }
}
