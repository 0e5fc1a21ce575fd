package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pace a player's keys are read at, on a clock that only the pauses move. */
class GuardedInputTest {
    private static final long SECOND = 1_000_000_000L;
    private static final int RATE = 512;
    private static final int BURST = 4096;

    private long now = 1;
    private final List<Long> pauses = new ArrayList<>();

    private GuardedInput guarded(InputStream in) {
        return new GuardedInput(in, RATE, BURST, () -> now, nanos -> {
            pauses.add(nanos);
            now += nanos;
        });
    }

    /** Bytes without end, as fast as the peer can write them. */
    private static final class Flood extends InputStream {
        @Override
        public int read() {
            return 'l';
        }

        @Override
        public int read(byte[] b, int off, int len) {
            java.util.Arrays.fill(b, off, off + len, (byte) 'l');
            return len;
        }
    }

    @Test
    void aFloodIsReadAtTheRateAndEndedOnceItHasBeenHeldBackForSeconds() {
        GuardedInput in = guarded(new Flood());
        byte[] buffer = new byte[64 * 1024];
        long read = 0;
        long start = now;
        IOException ended = null;
        try {
            while (true) {
                read += in.read(buffer, 0, buffer.length);
                // what got through by now: the burst, and the rate since the start
                assertTrue(read <= BURST + (now - start) * RATE / SECOND + 1, read + " bytes by " + (now - start));
            }
        } catch (IOException e) {
            ended = e;
        }
        assertTrue(ended.getMessage().startsWith("more input than a player types"), ended.getMessage());
        long held = now - start;
        assertTrue(held >= GuardedInput.PATIENCE_NANOS && held < GuardedInput.PATIENCE_NANOS + SECOND, "held " + held);
        // never a long pause: a byte's worth at a time, so a key split across reads is never kept apart for long
        assertTrue(pauses.stream().allMatch(p -> p <= SECOND / RATE + 1), pauses.toString());
        assertTrue(in.breach().isPresent());
        assertThrows(IOException.class, () -> in.read(buffer, 0, 1), "ended for good");
    }

    @Test
    void aHeldArrowKeyIsNeverHeldBack() throws IOException {
        // an arrow key's three bytes 40 times a second for a minute: faster than any key repeat
        byte[] arrow = {0x1b, '[', 'C'};
        int keys = 40 * 60;
        GuardedInput in = guarded(new Repeating(arrow, SECOND / 40, keys));
        byte[] buffer = new byte[1024];
        long total = 0;
        for (int n; (n = in.read(buffer, 0, buffer.length)) > 0; ) {
            total += n;
        }
        assertEquals(3L * keys, total);
        assertEquals(List.of(), pauses);
    }

    @Test
    void aPasteWithinTheBurstGoesThroughAtOnceAndALongerOneIsPacedNotEnded() throws IOException {
        byte[] paste = new byte[6 * 1024];
        java.util.Arrays.fill(paste, (byte) 'a');
        GuardedInput in = guarded(new ByteArrayInputStream(paste));
        byte[] buffer = new byte[64 * 1024];
        int first = in.read(buffer, 0, buffer.length);
        assertEquals(BURST, first, "the burst at once");
        assertEquals(List.of(), pauses);
        long total = first;
        for (int n; (n = in.read(buffer, 0, buffer.length)) > 0; ) {
            total += n;
        }
        assertEquals(paste.length, total, "all of it, paced");
        long took = now - 1;
        assertTrue(Math.abs(took - (paste.length - BURST) * SECOND / RATE) < SECOND / 10, "paced over " + took);
        assertTrue(in.breach().isEmpty());
    }

    @Test
    void aBreathBetweenTwoPastesStartsThePatienceAgain() throws IOException {
        // two pastes each held back for 6 s (less than the patience), a breath between them
        byte[] paste = new byte[BURST + 6 * RATE];
        GuardedInput in = guarded(new SequenceInputStream(new ByteArrayInputStream(paste), new Delayed(paste)));
        byte[] buffer = new byte[64 * 1024];
        long total = 0;
        for (int n; (n = in.read(buffer, 0, buffer.length)) > 0; ) {
            total += n;
        }
        assertEquals(2L * paste.length, total);
        assertTrue(in.breach().isEmpty());
    }

    /** The same bytes again and again, the clock moving {@code every} nanoseconds between them. */
    private final class Repeating extends InputStream {
        private final byte[] bytes;
        private final long every;
        private int left;

        Repeating(byte[] bytes, long every, int times) {
            this.bytes = bytes;
            this.every = every;
            this.left = times;
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left == 0) {
                return -1;
            }
            left--;
            now += every;
            int n = Math.min(len, bytes.length);
            System.arraycopy(bytes, 0, b, off, n);
            return n;
        }
    }

    /** {@code bytes} after the clock moves on by as long as the bucket takes to fill. */
    private final class Delayed extends ByteArrayInputStream {
        private boolean waited;

        Delayed(byte[] bytes) {
            super(bytes);
        }

        @Override
        public synchronized int read(byte[] b, int off, int len) {
            if (!waited) {
                waited = true;
                now += (long) BURST * SECOND / RATE;
            }
            return super.read(b, off, len);
        }
    }
}
