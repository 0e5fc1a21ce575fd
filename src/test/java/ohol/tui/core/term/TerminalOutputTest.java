package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What reaches the terminal, write by write, when Lanterna's screen writes through {@link TerminalOutput}. */
class TerminalOutputTest {
    /** The terminal's side: each write Lanterna's stream makes, kept apart. */
    static final class Writes extends OutputStream {
        final List<byte[]> writes = new ArrayList<>();

        @Override
        public synchronized void write(int b) {
            writes.add(new byte[] {(byte) b});
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            byte[] copy = new byte[len];
            System.arraycopy(b, off, copy, 0, len);
            writes.add(copy);
        }

        synchronized int count() {
            return writes.size();
        }

        synchronized String last() {
            return new String(writes.get(writes.size() - 1), StandardCharsets.UTF_8);
        }

        synchronized byte[] all() {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            writes.forEach(all::writeBytes);
            return all.toByteArray();
        }

        synchronized long total() {
            return writes.stream().mapToLong(w -> w.length).sum();
        }
    }

    /** An ANSI terminal of a known size (no size query) over {@code out}. */
    static ANSITerminal ansi(OutputStream out) {
        return new ANSITerminal(InputStream.nullInputStream(), out, StandardCharsets.UTF_8) {
            @Override
            protected TerminalSize findTerminalSize() {
                return new TerminalSize(40, 10);
            }
        };
    }

    private static void put(Screen screen, int col, int row, String text) {
        screen.newTextGraphics().putString(col, row, text);
    }

    @Test
    void aRefreshReachesTheTerminalInOneWrite() throws IOException {
        Writes terminal = new Writes();
        TerminalOutput out = new TerminalOutput(terminal);
        DeltaScreen screen = new DeltaScreen(ansi(out));
        screen.startScreen();
        screen.setCursorPosition(null);
        screen.refresh();
        put(screen, 3, 2, "Eve-walks-east");
        put(screen, 0, 9, "food-18/18");
        int before = terminal.count();
        screen.refresh();
        assertEquals(before + 1, terminal.count(), "one write for the refresh");
        assertTrue(
                terminal.last().contains("Eve-walks-east") && terminal.last().contains("food-18/18"), terminal.last());
    }

    @Test
    void withoutTheBufferEachSequenceIsItsOwnWrite() throws IOException {
        Writes terminal = new Writes();
        TerminalScreen screen = new TerminalScreen(ansi(terminal));
        screen.startScreen();
        screen.setCursorPosition(null);
        screen.refresh();
        put(screen, 3, 2, "Eve-walks-east");
        int before = terminal.count();
        screen.refresh();
        assertTrue(
                terminal.count() - before > 14,
                "Lanterna writes at least one piece per character: " + (terminal.count() - before));
    }

    @Test
    void anUnchangedRefreshOnLanternasScreenSendsOnlyTheHiddenCursor() throws IOException {
        Writes terminal = new Writes();
        TerminalScreen screen = new TerminalScreen(ansi(new TerminalOutput(terminal)));
        screen.startScreen();
        screen.setCursorPosition(null);
        put(screen, 0, 0, "x");
        screen.refresh();
        int before = terminal.count();
        screen.refresh();
        assertEquals(before + 1, terminal.count());
        assertEquals("\u001b[?25l", terminal.last(), "what Lanterna sends when nothing changed");
    }

    @Test
    void anUnchangedRefreshSendsNothing() throws IOException {
        Writes terminal = new Writes();
        TerminalOutput out = new TerminalOutput(terminal);
        DeltaScreen screen = new DeltaScreen(ansi(out));
        screen.startScreen();
        screen.setCursorPosition(null);
        put(screen, 0, 0, "Eve");
        screen.refresh();
        int before = terminal.count();
        screen.refresh();
        put(screen, 0, 0, "Eve"); // drawn again, the same
        screen.refresh(Screen.RefreshType.DELTA);
        assertEquals(before, terminal.count(), "nothing new, nothing sent");

        put(screen, 0, 0, "Eva");
        screen.refresh();
        assertEquals(before + 1, terminal.count(), "a changed cell is sent");
        assertTrue(terminal.last().contains("a"), terminal.last());
    }

    @Test
    void theCursorMovingIsAChange() throws IOException {
        Writes terminal = new Writes();
        DeltaScreen screen = new DeltaScreen(ansi(new TerminalOutput(terminal)));
        screen.startScreen();
        screen.setCursorPosition(new TerminalPosition(1, 1));
        screen.refresh();
        int before = terminal.count();
        screen.setCursorPosition(new TerminalPosition(1, 1));
        screen.refresh();
        assertEquals(before, terminal.count(), "the cursor stayed");
        screen.setCursorPosition(new TerminalPosition(5, 2));
        screen.refresh();
        assertEquals(before + 1, terminal.count());
        assertEquals("\u001b[?25h\u001b[3;6H", terminal.last());
        screen.setCursorPosition(null);
        screen.refresh();
        assertEquals("\u001b[?25l", terminal.last(), "hiding it is a change too");
    }

    @Test
    void aCompleteRefreshIsAlwaysSent() throws IOException {
        Writes terminal = new Writes();
        DeltaScreen screen = new DeltaScreen(ansi(new TerminalOutput(terminal)));
        screen.startScreen();
        put(screen, 0, 0, "Eve");
        screen.refresh();
        int before = terminal.count();
        screen.refresh(Screen.RefreshType.COMPLETE); // the redraw key: the terminal may be garbled
        assertEquals(before + 1, terminal.count());
        assertTrue(terminal.last().contains("\u001b[2J") && terminal.last().contains("Eve"), terminal.last());
    }

    @Test
    void afterAResizeTheWholeScreenIsSent() throws IOException {
        Writes terminal = new Writes();
        TerminalSize[] size = {new TerminalSize(40, 10)};
        ANSITerminal ansi =
                new ANSITerminal(InputStream.nullInputStream(), new TerminalOutput(terminal), StandardCharsets.UTF_8) {
                    @Override
                    protected TerminalSize findTerminalSize() {
                        return size[0];
                    }
                };
        DeltaScreen screen = new DeltaScreen(ansi);
        screen.startScreen();
        put(screen, 0, 0, "Eve");
        screen.refresh();
        size[0] = new TerminalSize(50, 12);
        ansi.getTerminalSize(); // what the window-change signal does
        assertEquals(new TerminalSize(50, 12), screen.doResizeIfNecessary());
        int before = terminal.count();
        screen.refresh(); // the cells kept their content, but the terminal may have lost it
        assertEquals(before + 1, terminal.count());
        assertTrue(terminal.last().contains("\u001b[2J") && terminal.last().contains("Eve"), terminal.last());
        int after = terminal.count();
        screen.refresh();
        assertEquals(after, terminal.count(), "and then nothing again");
    }

    @Test
    void bytesAndWritesAreCounted() throws IOException {
        Writes terminal = new Writes();
        TerminalOutput out = new TerminalOutput(terminal);
        DeltaScreen screen = new DeltaScreen(ansi(out));
        screen.startScreen();
        for (int i = 0; i < 5; i++) {
            put(screen, i, i, "step " + i);
            screen.refresh();
            screen.refresh();
        }
        screen.stopScreen();
        assertEquals(terminal.count(), out.writes());
        assertEquals(terminal.total(), out.bytesWritten());
        assertEquals(1 + 5 + 1, out.writes(), "entering, five changed refreshes, leaving");
    }

    @Test
    void aFlushWithNothingKeptWritesNothing() throws IOException {
        Writes terminal = new Writes();
        TerminalOutput out = new TerminalOutput(terminal);
        out.flush();
        out.write("abc".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        out.flush();
        assertEquals(1, terminal.count());
        assertEquals(1, out.writes());
        assertEquals(3, out.bytesWritten());
    }

    @Test
    void aVeryLargeFrameGoesOutBeforeTheBufferGrowsPastItsCap() throws IOException {
        Writes terminal = new Writes();
        TerminalOutput out = new TerminalOutput(terminal);
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        byte[] piece = new byte[1000];
        for (int i = 0; sent.size() <= TerminalOutput.MAX_KEPT + 5000; i++) {
            Arrays.fill(piece, (byte) ('a' + i % 26));
            out.write(piece);
            sent.write(piece);
        }
        assertTrue(terminal.count() >= 1, "some went out before the flush");
        out.write(new byte[TerminalOutput.MAX_KEPT + 1]); // larger than the cap on its own
        sent.write(new byte[TerminalOutput.MAX_KEPT + 1]);
        out.flush();
        assertArrayEquals(sent.toByteArray(), terminal.all(), "every byte, in order");
    }

    /**
     * Lanterna learns the terminal's size by asking where the cursor is and waiting (up to 5 s) for
     * the answer: the question must reach the terminal though no flush follows it.
     */
    @Test
    void aQuestionToTheTerminalIsNotKeptBack() throws Exception {
        PipedOutputStream answers = new PipedOutputStream();
        PipedInputStream keyboard = new PipedInputStream(answers);
        OutputStream tty = new OutputStream() {
            @Override
            public void write(int b) {
                throw new AssertionError("single bytes are not expected");
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (new String(b, off, len, StandardCharsets.US_ASCII).endsWith("\u001b[6n")) {
                    answers.write("\u001b[30;100R".getBytes(StandardCharsets.US_ASCII)); // a 100x30 terminal
                    answers.flush();
                }
            }
        };
        ANSITerminal terminal = new ANSITerminal(keyboard, new TerminalOutput(tty), StandardCharsets.UTF_8) {};
        assertEquals(
                new TerminalSize(100, 30), terminal.getTerminalSize(), "the terminal answered (else 80x24 after 5 s)");
    }
}
