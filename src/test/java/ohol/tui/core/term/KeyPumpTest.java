package ohol.tui.core.term;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.InputProvider;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class KeyPumpTest {
    private static final Duration END = Duration.ofSeconds(10);

    /** Waits for the next key (the timeout only stops a broken pump from hanging the test). */
    private static KeyStroke next(BlockingQueue<KeyStroke> queue) throws InterruptedException {
        KeyStroke key = queue.poll(10, TimeUnit.SECONDS);
        assertNotNull(key, "no key came");
        return key;
    }

    @Test
    @SuppressWarnings("try") // the pump is only held running while keys are typed
    void aKeyReachesTheQueueWithNobodyPolling() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(20, 5));
        BlockingQueue<KeyStroke> queue = new LinkedBlockingQueue<>();
        try (KeyPump pump = KeyPump.start(terminal, queue::add)) {
            terminal.addInput(new KeyStroke('l', false, false));
            terminal.addInput(new KeyStroke(KeyType.ArrowUp));
            terminal.addInput(new KeyStroke('c', true, false));
            assertEquals(new KeyStroke('l', false, false), next(queue));
            assertEquals(new KeyStroke(KeyType.ArrowUp), next(queue));
            assertEquals(new KeyStroke('c', true, false), next(queue));
        }
    }

    @Test
    void theEndOfInputIsHandedOnAndEndsThePump() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(20, 5));
        BlockingQueue<KeyStroke> queue = new LinkedBlockingQueue<>();
        KeyPump pump = KeyPump.start(terminal, queue::add);
        terminal.addInput(new KeyStroke(KeyType.EOF));
        assertEquals(KeyType.EOF, next(queue).getKeyType());
        assertTrue(pump.awaitEnd(END));
        assertTrue(pump.failure().isEmpty());
    }

    @Test
    void aFailedReadEndsTheKeysWithAnEndMarker() throws Exception {
        InputProvider broken = new InputProvider() {
            @Override
            public KeyStroke pollInput() {
                return null;
            }

            @Override
            public KeyStroke readInput() throws IOException {
                throw new IOException("the terminal went away");
            }
        };
        BlockingQueue<KeyStroke> queue = new LinkedBlockingQueue<>();
        KeyPump pump = KeyPump.start(broken, queue::add);
        assertEquals(KeyType.EOF, next(queue).getKeyType());
        assertTrue(pump.awaitEnd(END));
        assertEquals("the terminal went away", pump.failure().orElseThrow().getMessage());
        assertTrue(queue.isEmpty(), "one end marker: " + queue);
    }

    @Test
    void afterCloseNoKeyIsHandedOn() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(20, 5));
        BlockingQueue<KeyStroke> queue = new LinkedBlockingQueue<>();
        KeyPump pump = KeyPump.start(terminal, queue::add);
        terminal.addInput(new KeyStroke('a', false, false));
        assertEquals('a', next(queue).getCharacter());
        pump.close();
        assertTrue(pump.awaitEnd(END), "the virtual terminal's wait is interrupted");
        terminal.addInput(new KeyStroke('b', false, false));
        assertNull(queue.poll(), "nothing after close");
        assertTrue(pump.failure().isEmpty(), "closing is not a failure");
    }

    /** A keyboard like a terminal's: a read waiting for a key does not end when its thread is interrupted. */
    private static final class Keyboard extends InputStream {
        final BlockingQueue<Integer> typed = new LinkedBlockingQueue<>();
        /** A permit each time a reader starts waiting for a key. */
        final Semaphore waiting = new Semaphore(0);

        @Override
        public int read() {
            if (typed.isEmpty()) {
                waiting.release();
            }
            while (true) {
                try {
                    return typed.take();
                } catch (InterruptedException e) {
                    // a read(2) on a tty goes on waiting
                }
            }
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (len == 0) {
                return 0;
            }
            int n = 0;
            do {
                b[off + n++] = (byte) read();
            } while (n < len && !typed.isEmpty());
            return n;
        }

        @Override
        public int available() {
            return typed.size();
        }
    }

    /** The read under way when the pump is closed cannot be stopped: the key that ends it is dropped. */
    @Test
    void aKeyReadAfterCloseIsDropped() throws Exception {
        Keyboard keyboard = new Keyboard();
        ANSITerminal terminal = new ANSITerminal(keyboard, new TerminalOutputTest.Writes(), StandardCharsets.UTF_8) {};
        BlockingQueue<KeyStroke> queue = new LinkedBlockingQueue<>();
        KeyPump pump = KeyPump.start(terminal, queue::add);
        assertTrue(keyboard.waiting.tryAcquire(10, TimeUnit.SECONDS));
        keyboard.typed.add((int) 'a');
        assertEquals('a', next(queue).getCharacter());
        assertTrue(keyboard.waiting.tryAcquire(10, TimeUnit.SECONDS), "the pump waits for the next key");
        pump.close();
        keyboard.typed.add((int) 'b');
        assertTrue(pump.awaitEnd(END), "the pump ends with the read under way");
        assertNull(queue.poll(), "nothing after close");
    }

    /** On a real (stream) terminal, keys come in while the screen goes on drawing and sending. */
    @Test
    void onAStreamTerminalKeysComeWhileTheScreenDraws() throws Exception {
        PipedOutputStream keyboard = new PipedOutputStream();
        PipedInputStream input = new PipedInputStream(keyboard);
        TerminalOutputTest.Writes tty = new TerminalOutputTest.Writes();
        ANSITerminal terminal = new ANSITerminal(input, new TerminalOutput(tty), StandardCharsets.UTF_8) {
            @Override
            protected TerminalSize findTerminalSize() {
                return new TerminalSize(40, 10);
            }
        };
        DeltaScreen screen = new DeltaScreen(terminal);
        screen.startScreen();
        BlockingQueue<KeyStroke> queue = new LinkedBlockingQueue<>();
        try (KeyPump pump = KeyPump.start(screen, queue::add)) {
            keyboard.write("l".getBytes(StandardCharsets.US_ASCII));
            keyboard.flush();
            assertEquals('l', next(queue).getCharacter());
            int before = tty.count();
            screen.newTextGraphics().putString(0, 0, "drawn-while-waiting");
            screen.refresh(); // the pump is blocked in a read: drawing must not wait for it
            assertEquals(before + 1, tty.count());
            keyboard.write("\u001b[A".getBytes(StandardCharsets.US_ASCII));
            keyboard.flush();
            assertEquals(KeyType.ArrowUp, next(queue).getKeyType());
            keyboard.close();
            assertEquals(KeyType.EOF, next(queue).getKeyType());
            assertTrue(pump.awaitEnd(END));
        }
    }
}
