package ohol.tui.practice;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * One client's socket: a reader thread that cuts the byte stream into {@code #}-terminated
 * commands and hands them on, and a writer thread that sends what the world queues, so a slow
 * client never holds up the world. A command longer than {@link #MAX_COMMAND} is garbage: the
 * connection is closed, as the real server does with a client it cannot read.
 */
final class ClientLink implements AutoCloseable {
    static final int MAX_COMMAND = 16 * 1024;
    private static final byte[] CLOSE = new byte[0];

    private final Socket socket;
    private final BlockingQueue<byte[]> outbox = new LinkedBlockingQueue<>();
    private final int number;
    private volatile boolean closed;
    String challenge = "";

    ClientLink(Socket socket, int number) {
        this.socket = socket;
        this.number = number;
    }

    /** Starts the threads; commands and the close go to the world through the given callbacks. */
    void start(BiConsumer<ClientLink, String> onCommand, Consumer<ClientLink> onClose) {
        Thread reader = new Thread(() -> read(onCommand, onClose), "practice-client-" + number);
        Thread writer = new Thread(this::write, "practice-writer-" + number);
        reader.setDaemon(true);
        writer.setDaemon(true);
        reader.start();
        writer.start();
    }

    void send(byte[] bytes) {
        if (!closed) {
            outbox.add(bytes);
        }
    }

    private void read(BiConsumer<ClientLink, String> onCommand, Consumer<ClientLink> onClose) {
        StringBuilder command = new StringBuilder();
        byte[] buffer = new byte[4096];
        try (InputStream in = socket.getInputStream()) {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                for (int i = 0; i < n; i++) {
                    byte b = buffer[i];
                    if (b == '#') {
                        onCommand.accept(this, command.toString());
                        command.setLength(0);
                    } else if (command.length() >= MAX_COMMAND) {
                        return; // garbage: hang up on this client only
                    } else {
                        command.append((char) (b & 0xFF));
                    }
                }
            }
        } catch (IOException e) {
            // the client went away
        } finally {
            close();
            onClose.accept(this);
        }
    }

    private void write() {
        try (OutputStream out = socket.getOutputStream()) {
            while (true) {
                byte[] bytes = outbox.take();
                if (bytes == CLOSE) {
                    return;
                }
                out.write(bytes);
                out.flush();
            }
        } catch (IOException | InterruptedException e) {
            close();
        }
    }

    /** Sends what is queued, then closes (after REJECTED): the writer closes the socket when it reaches the end. */
    void closeAfterSending() {
        closed = true;
        outbox.add(CLOSE);
    }

    @Override
    public void close() {
        closed = true;
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
