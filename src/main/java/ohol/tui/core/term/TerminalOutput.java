package ohol.tui.core.term;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * The stream Lanterna writes the terminal through. Lanterna writes every escape sequence and
 * every character on its own; on a slow link each of those would leave as its own packet. This
 * keeps them until {@link #flush()} (a screen refresh ends with one) and hands the terminal the
 * whole refresh in one write. A flush with nothing kept writes nothing.
 *
 * <p>Counts the bytes and writes that reached the terminal, for the status line's rate.
 * Thread-safe: the resize handler may write while the UI thread does.
 */
public final class TerminalOutput extends OutputStream {
    /**
     * Kept bytes past this go out without waiting for the flush: a full redraw of a large
     * terminal (300x100 cells, colour changes on most) is about 600 KiB, so most refreshes still
     * leave in one write, and a runaway writer cannot make the buffer grow without end.
     */
    public static final int MAX_KEPT = 1 << 20;

    private static final int FIRST_CAPACITY = 8 * 1024;
    /** Lanterna asks the terminal where the cursor is (to learn its size) and waits for the answer. */
    private static final byte[] CURSOR_REPORT_QUERY = {0x1b, '[', '6', 'n'};
    /** ENQ: Lanterna's answer-back query, also waited for. */
    private static final byte ENQUIRY = 5;

    private final OutputStream terminal;
    private byte[] kept = new byte[FIRST_CAPACITY];
    private int size;
    private long bytes;
    private long writes;

    public TerminalOutput(OutputStream terminal) {
        this.terminal = terminal;
    }

    @Override
    public synchronized void write(int b) throws IOException {
        keep(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        keep(b, off, len);
    }

    private void keep(byte[] b, int off, int len) throws IOException {
        if (size + len > kept.length) {
            if (size + len > MAX_KEPT) {
                send();
                if (len >= MAX_KEPT) {
                    pass(b, off, len);
                    return;
                }
            }
            if (len > kept.length - size) {
                kept = Arrays.copyOf(kept, Math.max(kept.length * 2, size + len));
            }
        }
        System.arraycopy(b, off, kept, size, len);
        size += len;
        if (isQuery(b, off, len)) {
            send(); // the terminal must see a question before Lanterna waits for its answer
        }
    }

    private static boolean isQuery(byte[] b, int off, int len) {
        if (len == 1 && b[off] == ENQUIRY) {
            return true;
        }
        int n = CURSOR_REPORT_QUERY.length;
        return len >= n && Arrays.equals(b, off + len - n, off + len, CURSOR_REPORT_QUERY, 0, n);
    }

    /** Sends everything kept in one write; nothing at all if nothing is kept. */
    @Override
    public synchronized void flush() throws IOException {
        send();
    }

    private void send() throws IOException {
        if (size == 0) {
            return;
        }
        int n = size;
        size = 0; // even if the write fails: a half-sent frame is not worth sending twice
        pass(kept, 0, n);
    }

    private void pass(byte[] b, int off, int len) throws IOException {
        terminal.write(b, off, len);
        terminal.flush();
        bytes += len;
        writes++;
    }

    /** Sends what is kept; leaves the terminal's own stream open (it is usually standard output). */
    @Override
    public synchronized void close() throws IOException {
        send();
    }

    /** Bytes that reached the terminal so far. */
    public synchronized long bytesWritten() {
        return bytes;
    }

    /** Writes made to the terminal so far. */
    public synchronized long writes() {
        return writes;
    }
}
