package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.terminal.TerminalResizeListener;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import ohol.tui.Slow;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.RecordingLink;
import ohol.tui.onelife.session.TestSessions;
import org.junit.jupiter.api.Test;

/**
 * Resizes that come from the terminal's own thread while the loop takes sizes and draws: the
 * screen the player sees (the production {@link DeltaScreen}) always ends at the terminal's size,
 * and a redraw (Ctrl-L) takes the terminal's size even when a resize was missed.
 */
class ResizeRaceTest {
    private static final TerminalSize FULL = new TerminalSize(80, 24);

    /** A virtual terminal whose resize news the test hands out itself: when, which size, or none. */
    private static final class HeldTerminal extends DefaultVirtualTerminal {
        final List<TerminalResizeListener> listeners = new CopyOnWriteArrayList<>();

        HeldTerminal(TerminalSize size) {
            super(size);
        }

        @Override
        public void addResizeListener(TerminalResizeListener listener) {
            listeners.add(listener);
        }

        /** Tells the listeners (the screen) of a size, as the terminal's resize thread does. */
        void tell(TerminalSize size) {
            listeners.forEach(l -> l.onResized(this, size));
        }
    }

    private static String row(HeldTerminal terminal, int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) {
            sb.append(terminal.getBufferCharacter(c, r).getCharacterString());
        }
        return sb.toString();
    }

    @Test
    void aRedrawTakesTheTerminalsSizeWhenAResizeWasMissed() throws IOException {
        HeldTerminal terminal = new HeldTerminal(FULL);
        DeltaScreen screen = new DeltaScreen(terminal);
        screen.startScreen();
        GameSession session = TestSessions.begun(
                new GameSession.Parts(UiHarness.catalog(), () -> 1_000_000_000L), new RecordingLink());
        TerminalApp app = new TerminalApp(
                screen,
                session,
                new Mailbox<>(),
                new TerminalApp.Parts(
                        UiHarness.catalog(),
                        KeymapLoader.defaults(),
                        GlyphTheme.defaults(),
                        new Palette(Palette.Depth.INDEXED256),
                        () -> 1_000_000_000L,
                        false));
        app.tick();
        assertFalse(row(terminal, 0).startsWith("Need"), row(terminal, 0));

        terminal.tell(new TerminalSize(9, 3)); // a drag passes through 9 columns...
        app.tick();
        assertTrue(row(terminal, 0).startsWith("Need 40x1 "), row(terminal, 0));
        // ...and the news of 80x24 never reaches the screen (lost, as the race lost it)
        terminal.addInput(KeyStroke.fromString("<c-l>"));
        app.tick();

        assertEquals(FULL, screen.getTerminalSize());
        assertFalse(row(terminal, 0).startsWith("Need"), row(terminal, 0));
    }

    /**
     * The terminal's thread gives passing sizes and then the final one while the loop takes sizes
     * as fast as it can; the final one must be what the screen ends at, every time. Before the
     * screen took sizes under its lock, a final size given between Lanterna's read and clear of
     * the pending one was lost (here: within 160 to 340 rounds).
     * Rounds go on until one is lost, 5,000 rounds or 10 s.
     */
    @Test
    @Slow
    void noResizeIsLostWhileTheLoopTakesSizes() throws Exception {
        HeldTerminal terminal = new HeldTerminal(FULL);
        DeltaScreen screen = new DeltaScreen(terminal);
        AtomicInteger go = new AtomicInteger(-1);
        AtomicInteger done = new AtomicInteger(-1);
        int rounds = 5_000;
        long until = System.nanoTime() + 10_000_000_000L;
        Thread resizer = new Thread(() -> {
            for (int r = 0; r < rounds; r++) {
                while (go.get() != r) {
                    if (go.get() == Integer.MAX_VALUE) {
                        return;
                    }
                    Thread.onSpinWait();
                }
                for (int passing = 0; passing < 8; passing++) {
                    terminal.tell(new TerminalSize(9 + passing, 3));
                }
                terminal.tell(finalSize(r));
                done.set(r);
            }
        });
        resizer.setDaemon(true);
        resizer.start();
        int lost = 0;
        int played = 0;
        for (int r = 0; r < rounds && lost == 0 && System.nanoTime() < until; r++) {
            go.set(r);
            while (done.get() != r) {
                screen.doResizeIfNecessary();
            }
            screen.doResizeIfNecessary();
            if (!screen.getTerminalSize().equals(finalSize(r))) {
                lost++;
            }
            played++;
        }
        go.set(Integer.MAX_VALUE);
        resizer.join();
        assertEquals(0, lost, "a resize lost in " + played + " rounds");
    }

    private static TerminalSize finalSize(int round) {
        return round % 2 == 0 ? FULL : new TerminalSize(100, 30);
    }
}
