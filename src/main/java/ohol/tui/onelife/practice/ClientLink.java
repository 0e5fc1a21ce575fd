package ohol.tui.onelife.practice;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One client's socket. Until it has logged in a connection gets only what it needs: one reader
 * thread (the world hangs up on it when the login wait is over), and the few small messages
 * of the login (SN, REJECTED, SERVER_FULL) written straight to the socket. Once logged in it gets
 * a writer thread too, so a client that reads slowly never holds up the world. The reader cuts
 * commands as {@link Intake} says; a command longer than {@link #MAX_COMMAND} is garbage, and the
 * connection is closed, as the real server does with a client it cannot read. So is one the
 * world will not take more from ({@link WaitingCommands}). Why it was hung up on goes to the
 * log, as do its threads' failures; nothing is printed.
 */
final class ClientLink implements AutoCloseable {
    static final int MAX_COMMAND = 16 * 1024;
    /**
     * The most a logged-in client may leave unread in its queue: a few minutes of a busy world's
     * news. A client that falls further behind is not reading, and is hung up on rather than
     * allowed to grow the server's heap without end.
     */
    static final long MAX_BACKLOG_BYTES = 4L * 1024 * 1024;

    private static final byte[] CLOSE = new byte[0];

    /** Where a link's commands and its end go: the world's thread. */
    interface Listener {
        /** A command for the world; answers why the link must go, if the world takes no more from it. */
        Optional<String> command(ClientLink link, String text);

        void closed(ClientLink link);
    }

    private final Socket socket;
    private final BlockingQueue<byte[]> outbox = new LinkedBlockingQueue<>();
    private final AtomicLong backlog = new AtomicLong();
    private final int number;
    private final PracticeLog log;
    private volatile boolean closed;
    private volatile boolean loggedIn;
    String challenge = "";

    ClientLink(Socket socket, int number, PracticeLog log) {
        this.socket = socket;
        this.number = number;
        this.log = log;
    }

    /** Starts reading (the world drops a link that has not logged in within its login wait). */
    void startReading(Listener listener) {
        Daemons.thread("practice-client-" + number, () -> read(listener), log).start();
    }

    /** The login went through: from now on messages go through the writer thread, and silence is allowed. */
    synchronized void loggedIn() {
        if (loggedIn || closed) {
            return;
        }
        loggedIn = true;
        Daemons.thread("practice-writer-" + number, this::write, log).start();
    }

    /** Queues a message for a logged-in client. */
    void send(byte[] bytes) {
        if (closed || !loggedIn) {
            return;
        }
        if (backlog.addAndGet(bytes.length) > MAX_BACKLOG_BYTES) {
            close(); // the reader sees the socket go and tells the world
            return;
        }
        outbox.add(bytes);
    }

    /**
     * Writes one small message straight away, for a link that has not logged in: it has no
     * writer thread, and the socket's send buffer takes a few dozen bytes without blocking.
     */
    void sendNow(byte[] bytes) {
        if (closed) {
            return;
        }
        try {
            OutputStream out = socket.getOutputStream();
            out.write(bytes);
            out.flush();
        } catch (IOException e) {
            close();
        }
    }

    private void read(Listener listener) {
        Intake intake = new Intake();
        byte[] buffer = new byte[4096];
        try (InputStream in = socket.getInputStream()) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                Optional<String> why = intake.read(buffer, n, text -> listener.command(this, text));
                if (why.isPresent()) {
                    log.note("practice: hung up on connection " + number + ": " + why.get());
                    return; // hang up on this client only
                }
            }
        } catch (IOException e) {
            // the client went away, or never logged in
        } finally {
            close();
            listener.closed(this);
        }
    }

    /** Writes what is queued, as much as has piled up at a time, flushing when the queue is empty. */
    private void write() {
        try (OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 16 * 1024)) {
            while (true) {
                byte[] bytes = outbox.poll();
                if (bytes == null) {
                    out.flush();
                    bytes = outbox.take();
                }
                if (bytes == CLOSE) {
                    out.flush();
                    return;
                }
                out.write(bytes);
                backlog.addAndGet(-bytes.length);
            }
        } catch (IOException | InterruptedException e) {
            close();
        }
    }

    /** Sends what is queued, then closes: the writer closes the socket when it reaches the end. */
    synchronized void closeAfterSending() {
        if (!loggedIn) {
            close();
            return;
        }
        closed = true;
        outbox.add(CLOSE);
    }

    @Override
    public void close() {
        closed = true;
        outbox.clear();
        outbox.add(CLOSE);
        try {
            socket.close();
        } catch (IOException ignored) {
            // closing anyway
        }
    }

    boolean isClosed() {
        return closed;
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
