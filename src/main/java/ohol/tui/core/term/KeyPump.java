package ohol.tui.core.term;

import com.googlecode.lanterna.input.InputProvider;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Reads keys on a thread of its own and hands each one on as it comes, so the UI loop can
 * sleep on one queue that both the connection and the keyboard fill, and wake for a key at once
 * instead of at its next frame.
 *
 * <p>When the keyboard ends (end of input, or a read fails) it hands on one {@link KeyType#EOF}
 * key, which the UI already takes as "leave", and stops. After {@link #close()} nothing more is
 * handed on. A read from a real terminal cannot be interrupted, so the thread is a daemon: it
 * never keeps the program alive.
 *
 * <p>Lanterna's virtual terminal holds its lock while it waits for input, so a pump on one would
 * block everything drawn on it: tests of the screen go on calling the UI's tick instead.
 */
public final class KeyPump implements AutoCloseable {
    private final InputProvider input;
    private final Consumer<KeyStroke> keys;
    private final Thread thread;
    private volatile boolean closed;
    private volatile Optional<Exception> failure = Optional.empty();

    private KeyPump(InputProvider input, Consumer<KeyStroke> keys) {
        this.input = input;
        this.keys = keys;
        this.thread = new Thread(this::pump, "ohol-tui keys");
        thread.setDaemon(true);
    }

    /** Starts reading {@code input} (a screen or a terminal), handing every key to {@code keys}. */
    public static KeyPump start(InputProvider input, Consumer<KeyStroke> keys) {
        KeyPump pump = new KeyPump(input, keys);
        pump.thread.start();
        return pump;
    }

    private void pump() {
        try {
            while (!closed) {
                KeyStroke key = input.readInput();
                if (closed) {
                    return;
                }
                if (key == null) {
                    continue; // a reader that gave up waiting: ask again
                }
                keys.accept(key);
                if (key.getKeyType() == KeyType.EOF) {
                    return;
                }
            }
        } catch (IOException | RuntimeException e) {
            if (!closed) {
                failure = Optional.of(e);
                keys.accept(new KeyStroke(KeyType.EOF)); // no more keys will come: the UI must not wait for one
            }
        }
    }

    /** Why the keyboard ended, if a read failed. */
    public Optional<Exception> failure() {
        return failure;
    }

    /** Waits up to {@code timeout} for the thread to end; true if it has. */
    public boolean awaitEnd(Duration timeout) throws InterruptedException {
        thread.join(Math.max(1, timeout.toMillis()));
        return !thread.isAlive();
    }

    /** Hands on no more keys; a read under way is interrupted where it can be. */
    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }
}
