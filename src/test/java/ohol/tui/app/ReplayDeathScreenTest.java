package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.nio.file.Path;
import ohol.tui.EndToEnd;
import ohol.tui.VirtualScreen;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.practice.PracticeObjects;
import ohol.tui.onelife.replay.ScreenReplay;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A replay of a life that ends in death (starved, a food pip a second): on the death screen the
 * replay's keys go on working, its speed and its seeks (issue 37 said the replay went deaf there);
 * it offers no new life, a seek back from the end plays on, and q leaves without asking.
 */
@Timeout(120)
@EndToEnd
class ReplayDeathScreenTest {
    /** What a replay's death screen offers. */
    private static final String REPLAY_KEYS = "q: leave the replay  h: history  F: family";

    long wall = 5_000_000_000L;

    @Test
    void theReplaysKeysWorkOnTheDeathScreen(@TempDir Path dir) throws IOException {
        Path life = dir.resolve("starved.ohrec");
        // a food pip a second: the Eve starves within the script's wait
        PracticeRun live = PracticeRun.of(
                "wait 40\nquit\n", "practice", "--headless", "--food-seconds", "1", "--record", life.toString());
        assertEquals(0, live.code(), live.err());
        assertTrue(live.out().stream().anyMatch(l -> l.contains("\"event\":\"died\"")), "she starved");

        GameSession.Parts parts =
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), () -> 0L);
        ScreenReplay replay = new ScreenReplay(() -> RecordingReader.open(life), parts, () -> wall);
        replay.scoutAll();
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        TerminalApp app = new TerminalApp(
                screen,
                replay.session(),
                new Mailbox<>(),
                new TerminalApp.Parts(
                        parts.catalog(),
                        KeymapLoader.defaults(),
                        GlyphTheme.defaults(),
                        new Palette(Palette.Depth.INDEXED256),
                        () -> wall,
                        false),
                () -> 0,
                true,
                replay,
                replay);
        app.tick();
        terminal.addInput(new KeyStroke('9', false, false)); // to 90% of the recording: past the death
        for (int i = 0; i < 300 && !VirtualScreen.text(terminal).contains("YOU DIED"); i++) {
            wall += 100_000_000L;
            app.tick();
        }
        assertTrue(VirtualScreen.text(terminal).contains("YOU DIED"), VirtualScreen.text(terminal));
        terminal.addInput(new KeyStroke('-', false, false));
        app.tick();
        String slowed = VirtualScreen.text(terminal).lines().toList().get(1);
        assertTrue(slowed.contains(" 0.5x "), "'-' halves the speed on the death screen: " + slowed);
        terminal.addInput(new KeyStroke('0', false, false));
        app.tick();
        String back = VirtualScreen.text(terminal).lines().toList().get(1);
        assertTrue(back.startsWith("REPLAY 0:00 "), "'0' goes back to the start: " + back);

        // played from the start, not sought, into the death: the death screen itself, with a replay's keys
        terminal.addInput(new KeyStroke('+', false, false));
        terminal.addInput(new KeyStroke('+', false, false));
        terminal.addInput(new KeyStroke('+', false, false)); // 4x: a second of the recording a tick
        for (int i = 0; i < 300 && !VirtualScreen.text(terminal).contains("at the end"); i++) {
            wall += 250_000_000L;
            app.tick();
        }
        String dead = VirtualScreen.text(terminal);
        assertTrue(dead.contains(REPLAY_KEYS), "the death screen's keys in a replay:\n" + dead);
        assertFalse(dead.contains("be born again"), "a replay cannot be born again:\n" + dead);
        terminal.addInput(new KeyStroke(KeyType.Enter));
        app.tick();
        assertTrue(VirtualScreen.text(terminal).contains(REPLAY_KEYS), "Enter leaves the death screen as it was");

        // the end paused it; a minute back plays on from there
        terminal.addInput(new KeyStroke('<', false, false));
        app.tick();
        String again = VirtualScreen.text(terminal).lines().toList().get(1);
        assertTrue(
                again.startsWith("REPLAY 0:00 ") && again.contains(" playing "), "'<' from the end plays on: " + again);
        assertFalse(VirtualScreen.text(terminal).contains(REPLAY_KEYS), "the death screen goes with the death");

        // q leaves a replay at once: there is nothing to lose
        terminal.addInput(new KeyStroke('q', false, false));
        app.tick();
        assertTrue(app.isFinished(), "q left the replay:\n" + VirtualScreen.text(terminal));
        assertFalse(VirtualScreen.text(terminal).contains("Really quit"), VirtualScreen.text(terminal));
    }
}
