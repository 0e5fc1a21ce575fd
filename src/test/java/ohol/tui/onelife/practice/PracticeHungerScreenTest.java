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
import ohol.tui.Golden;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.ui.GlyphTheme;
import ohol.tui.onelife.ui.TerminalApp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The hunger warning on a virtual terminal, playing in the practice world over a real socket:
 * it shows above the map before food is urgent, says where the nearest food is and which key
 * goes there, and that key walks there and says what the use key does on arrival.
 */
@Timeout(60)
@EndToEnd
class PracticeHungerScreenTest {
    private DefaultVirtualTerminal terminal;
    private TerminalApp app;

    private String row(int r) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < terminal.getTerminalSize().getColumns(); c++) {
            sb.append(terminal.getBufferCharacter(c, r).getCharacterString());
        }
        return sb.toString();
    }

    private String screen() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) {
            sb.append(row(r)).append('\n');
        }
        return sb.toString();
    }

    private void until(String what, Predicate<String> condition) throws Exception {
        Await.until(
                Duration.ofSeconds(20),
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

    private static int food(String screen) {
        var m = java.util.regex.Pattern.compile("food (\\d+)/(\\d+)").matcher(screen);
        assertTrue(m.find(), screen);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void theHungerLineSaysWhereTheNearestFoodIsAndDotGoesThere() throws Exception {
        try (PracticeServer server =
                PracticeServer.start(PracticeConfig.defaults("pw").withFoodPip(Duration.ofMillis(500)))) {
            try (PracticeClient client = new PracticeClient(server, "pw", "hungry@x", false)) {
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
                until("our status", s -> s.contains("age 14") && s.matches("(?s).*food \\d+/\\d+.*"));
                assertTrue(!screen().contains("hungry:"), "not at first:\n" + screen());
                until("the hunger line", s -> s.contains("hungry:"));
                String s = screen();
                assertTrue(food(s) >= 3, "before food is urgent:\n" + s);
                int line = -1;
                for (int r = 0; r < terminal.getTerminalSize().getRows(); r++) {
                    if (row(r).contains("hungry:")) {
                        line = r;
                    }
                }
                Golden.assertMatches("screens/hunger-line-100x30", row(line).stripTrailing() + "\n");

                terminal.addInput(KeyStroke.fromString("."));
                app.tick();
                until("the walk to the food to end", t -> t.contains("At the Carrot"));
            }
        }
    }
}
