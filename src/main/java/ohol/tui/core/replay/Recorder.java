package ohol.tui.core.replay;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.LongSupplier;
import java.util.zip.GZIPOutputStream;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.ConnectionListener;

/**
 * Writes a recording ({@link RecordFormat}) of any game as the client plays: taps each
 * connection for the bytes it received, the commands it sent (as the game hides their secrets)
 * and its close, and is told the pieces of news the session took and the actions it did. The
 * stream is compressed as it is written and flushed (a sync flush, so what is in the file reads
 * back) at least every second: a crash or a kill loses at most the last second. A write that
 * fails stops the recording, never the game; {@link #trouble()} says why.
 *
 * <p>Thread safety: every method may be called from any thread (the connection's reader and
 * writer, the loop's thread, the flusher).
 */
public final class Recorder implements AutoCloseable {
    private static final long FLUSH_MILLIS = 1000;

    private final DataOutputStream out;
    private final LongSupplier clock;
    private final long start;
    private final ScheduledExecutorService flusher;
    private boolean dirty;
    private boolean closed;
    private Optional<String> trouble = Optional.empty();
    private int countingLife;
    private int taken;
    /** The count the last {@code T} record of this life said. */
    private int toldTaken;

    private long tookMillis = -1;
    private long written;

    private Recorder(OutputStream file, RecordingHeader header, LongSupplier clock) throws IOException {
        this.clock = clock;
        this.start = clock.getAsLong();
        this.out = new DataOutputStream(new BufferedOutputStream(new GZIPOutputStream(file, 8192, true), 16384));
        out.write((RecordFormat.MAGIC + " " + RecordFormat.VERSION + "\n" + header.toJson() + "\n")
                .getBytes(StandardCharsets.UTF_8));
        out.flush();
        flusher = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ohol-recording");
            t.setDaemon(true);
            return t;
        });
        flusher.scheduleWithFixedDelay(this::flushIfDirty, FLUSH_MILLIS, FLUSH_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Begins a recording in {@code file} (made or emptied). */
    public static Recorder create(Path file, RecordingHeader header) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return new Recorder(Files.newOutputStream(file), header, System::nanoTime);
    }

    /** Begins a recording on {@code out}, timed by {@code clock} (nanoseconds). */
    public static Recorder on(OutputStream out, RecordingHeader header, LongSupplier clock) throws IOException {
        return new Recorder(out, header, clock);
    }

    /**
     * A new connection's listener, {@code listener} with all it hears and sends written here
     * first; {@code kept} gives the bytes of a command as the recording keeps them (its secrets
     * replaced).
     */
    public <I, O> ConnectionListener<I, O> tapping(
            ConnectionListener<I, O> listener, BiFunction<O, byte[], byte[]> kept) {
        synchronized (this) {
            settle(); // a replay takes nothing of the last connection's news once the next one opens
            write(RecordFormat.CONNECTED, null);
        }
        return new ConnectionListener<>() {
            @Override
            public void onMessage(I message) {
                listener.onMessage(message);
            }

            @Override
            public void onMessage(I message, int bytes) {
                listener.onMessage(message, bytes);
            }

            @Override
            public void onProblem(String description) {
                listener.onProblem(description);
            }

            @Override
            public void onClosed(CloseReason reason) {
                byte[] kind = reason.kind().name().getBytes(StandardCharsets.UTF_8);
                byte[] detail = String.valueOf(reason.detail()).getBytes(StandardCharsets.UTF_8);
                write(RecordFormat.CLOSED, o -> {
                    bytes(o, kind, 0, kind.length);
                    bytes(o, detail, 0, Math.min(detail.length, RecordFormat.MAX_TEXT));
                });
                listener.onClosed(reason);
            }

            @Override
            public void onBytesReceived(byte[] bytes, int offset, int length) {
                write(RecordFormat.RECEIVED, o -> bytes(o, bytes, offset, length));
                listener.onBytesReceived(bytes, offset, length);
            }

            @Override
            public void onSent(O command, byte[] bytes) {
                // a command an older server does not know became no bytes: nothing went on the wire
                if (bytes.length > 0) {
                    byte[] k = kept.apply(command, bytes);
                    write(RecordFormat.SENT, o -> bytes(o, k, 0, Math.min(k.length, RecordFormat.MAX_TEXT)));
                }
                listener.onSent(command, bytes);
            }
        };
    }

    /** The session of life {@code life} (its connection's number, from 1) took a piece of its news. */
    public synchronized void took(int life) {
        count(life);
        taken++;
        long millis = millis();
        if (millis != tookMillis) {
            tookMillis = millis;
            settle();
        }
    }

    /** The session of life {@code life} did an action, {@code words} in the game's action language. */
    public void acted(int life, String words) {
        byte[] text = words.getBytes(StandardCharsets.UTF_8);
        synchronized (this) {
            count(life);
            int at = taken;
            write(RecordFormat.ACTED, o -> {
                o.writeInt(life);
                o.writeInt(at);
                bytes(o, text, 0, Math.min(text.length, RecordFormat.MAX_TEXT));
            });
        }
    }

    private void count(int life) {
        if (life != countingLife) {
            countingLife = life;
            taken = 0;
            toldTaken = 0;
            tookMillis = -1;
        }
    }

    /**
     * Says how many pieces were taken, when more were than the last {@code T} said: the pieces
     * taken after the first in its millisecond have no record of their own, and a replay that
     * ends, or goes on to another connection, without one would never take them (the close of
     * a connection, often taken in the millisecond of the server's last message).
     */
    private void settle() {
        if (taken > toldTaken) {
            toldTaken = taken;
            int n = taken;
            write(RecordFormat.TOOK, o -> o.writeInt(n));
        }
    }

    private long millis() {
        return Math.min(Integer.MAX_VALUE, (clock.getAsLong() - start) / 1_000_000);
    }

    @FunctionalInterface
    private interface Body {
        void write(DataOutputStream out) throws IOException;
    }

    private static void bytes(DataOutputStream o, byte[] b, int offset, int length) throws IOException {
        o.writeInt(length);
        o.write(b, offset, length);
    }

    private synchronized void write(byte kind, Body body) {
        if (closed) {
            return;
        }
        try {
            out.writeByte(kind);
            out.writeInt((int) millis());
            if (body != null) {
                body.write(out);
            }
            written = out.size();
            dirty = true;
        } catch (IOException e) {
            stop(e);
        }
    }

    private synchronized void flushIfDirty() {
        if (dirty && !closed) {
            try {
                out.flush();
                dirty = false;
            } catch (IOException e) {
                stop(e);
            }
        }
    }

    private void stop(IOException e) {
        trouble = Optional.of("the recording stopped: " + e.getMessage());
        closed = true;
        flusher.shutdown();
        try {
            out.close();
        } catch (IOException ignored) {
            // already failed: the reason is kept
        }
    }

    /** Why the recording stopped early, if it did. */
    public synchronized Optional<String> trouble() {
        return trouble;
    }

    /** Bytes of records written so far, before compression. */
    public synchronized long written() {
        return written;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        settle();
        write(RecordFormat.ENDED, null);
        closed = true;
        flusher.shutdown();
        try {
            out.close();
        } catch (IOException e) {
            trouble = Optional.of("the recording stopped: " + e.getMessage());
        }
    }
}
