package ohol.tui.onelife.practice;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.function.Predicate;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A keymap macro, pressed on the screen, does each of its actions in the practice world over a real socket. */
@Timeout(60)
@EndToEnd
class PracticeMacroTest {
    private DefaultVirtualTerminal terminal;
    private TerminalApp app;

    private String screen() {
        return ohol.tui.VirtualScreen.text(terminal);
    }

    private void until(String what, Predicate<String> condition) throws Exception {
        Await.until(
                Duration.ofSeconds(10),
                this::tickedScreen,
                condition,
                s -> "timed out waiting for " + what + ":\n" + s);
    }

    private String tickedScreen() {
        try {
            app.tick();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return screen();
    }

    @Test
    void sayThenEmoteInOneMacroDoesBoth() throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("pw"))) {
            try (PracticeClient client = new PracticeClient(server, "pw", "macro@x", false)) {
                terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
                TerminalScreen screen = new TerminalScreen(terminal);
                screen.startScreen();
                app = new TerminalApp(
                        screen,
                        client.game,
                        client.mailbox,
                        new TerminalApp.Parts(
                                PracticeObjects.builtIn().asCatalog(),
                                KeymapLoader.defaults()
                                        .overriddenBy(KeymapLoader.parse("v say HELLO; emote 0\n", "mine")),
                                GlyphTheme.defaults(),
                                new Palette(Palette.Depth.ANSI16),
                                System::nanoTime,
                                false));
                until("our status", s -> s.contains("age 14"));
                terminal.addInput(new KeyStroke('v', false, false));
                app.tick();
                until("the line said back", s -> s.contains("You: HELLO"));
                until("the emote after it", s -> s.contains("You *HAPPY*"));
            }
        }
    }
}
