package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertTrue;

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

/** The terminal UI, on a virtual terminal, playing in the practice world over a real socket. */
@Timeout(60)
@EndToEnd
class PracticeTuiTest {
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

    private void press(String key) throws Exception {
        terminal.addInput(KeyStroke.fromString(key));
        app.tick();
    }

    private static int food(String screen) {
        var m = java.util.regex.Pattern.compile("food (\\d+)/\\d+").matcher(screen);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    private static int[] position(String screen) {
        var at = java.util.regex.Pattern.compile("at (-?\\d+),(-?\\d+)").matcher(screen);
        assertTrue(at.find(), screen);
        return new int[] {Integer.parseInt(at.group(1)), Integer.parseInt(at.group(2))};
    }

    private void cursorTo(int dx, int dy) throws Exception {
        press("<esc>");
        press("x");
        for (int i = 0; i < Math.abs(dx); i++) {
            press(dx > 0 ? "l" : "h");
        }
        for (int i = 0; i < Math.abs(dy); i++) {
            press(dy > 0 ? "k" : "j");
        }
        press("x");
    }

    @Test
    void pickABerryEatItUseTheBasketAndTalkOnTheScreen() throws Exception {
        try (PracticeServer server =
                PracticeServer.start(PracticeConfig.defaults("pw").withFoodPip(Duration.ofMillis(700)))) {
            try (PracticeClient client = new PracticeClient(server, "pw", "tui@x", false)) {
                terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));
                TerminalScreen screen = new TerminalScreen(terminal);
                screen.startScreen();
                app = new TerminalApp(
                        screen,
                        client.game,
                        client.mailbox,
                        new TerminalApp.Parts(
                                PracticeObjects.builtIn().asCatalog(),
                                KeymapLoader.defaults(),
                                GlyphTheme.defaults(),
                                new Palette(Palette.Depth.ANSI16),
                                System::nanoTime,
                                false));
                until("our status", s -> s.contains("age 14") && food(s) > 0);
                until("some hunger", s -> food(s) > 0 && food(s) <= 12);

                // the bush east of the spawn, on a corner as seen from the spawn: the client walks to a
                // side of it (the server acts from no corner) and picks
                cursorTo(3, 1);
                press("g");
                until("a berry in hand", s -> s.contains("holding Gooseberry"));
                int before = food(screen());
                press("s");
                until("food to rise", s -> s.contains("holding nothing") && food(s) >= before + 2);

                press("g"); // the cursor still on the bush, which is next to us now
                until("another berry", s -> s.contains("holding Gooseberry"));
                // the cursor stays on the bush as we walk; Esc brings it home, then to the basket at 1,-1
                int[] at = position(screen());
                cursorTo(1 - at[0], -1 - at[1]);
                until("the basket under the cursor", s -> s.contains("Basket"));
                press("d");
                until(
                        "the berry in the basket",
                        s -> s.contains("Basket [Gooseberry]") && s.contains("holding nothing"));
                press("r");
                until(
                        "the berry out again",
                        s -> s.contains("holding Gooseberry") && !s.contains("Basket [Gooseberry]"));

                press("t");
                for (char c : "hello practice".toCharArray()) {
                    terminal.addInput(new KeyStroke(c, false, false));
                }
                press("<enter>");
                until("our words in the speech pane", s -> s.contains("You: HELLO PRACTICE"));
            }
        }
    }
}
