package ohol.tui.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TerminalTextUtils;
import com.googlecode.lanterna.graphics.BasicTextImage;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.Slow;
import org.junit.jupiter.api.Test;

/** Whatever the server sends, once cleaned, Lanterna measures and draws without throwing. */
class ServerTextDrawingTest {
    private static final int COLUMNS = 40;
    private static final int ROWS = 24;

    @Test
    @Slow
    void everyCleanedBmpCharacterDrawsOnATextImageAndAScreen() throws IOException {
        List<String> texts = new ArrayList<>();
        for (int c = 0; c <= 0xFFFF; c++) {
            String ch = String.valueOf((char) c);
            texts.add(ServerText.clean(ch));
            texts.add(ServerText.clean("A" + ch + "B"));
            texts.add(ServerText.clean(ch + ch + ch));
        }
        for (String text : ServerTextTest.mixtures(5_000)) {
            texts.add(ServerText.clean(text));
        }
        drawAll(texts);
    }

    @Test
    void theDrawingCatchesWhatCleaningPrevents() {
        // the raw strings make Lanterna throw: without cleaning, the test above would fail
        assertThrows(IllegalArgumentException.class, () -> drawAll(List.of("reason_\u001b]0;PWNED\u0007")));
        assertThrows(IllegalArgumentException.class, () -> drawAll(List.of("NAME\u0000")));
    }

    @Test
    void anEightBitCsiWouldReachTheTerminalUncleaned() throws IOException {
        // Lanterna draws U+009B as if printable; a terminal reading UTF-8 C1 takes it for CSI
        assertEquals("\u009b", drawnRow("A\u009b31mB").substring(1, 2));
        assertEquals("AB", drawnRow(ServerText.clean("A\u009b31mB")).strip());
    }

    @Test
    void cleanedTextShowsWhatIsLeftInOrder() throws IOException {
        assertEquals(
                "I AM EVE SMITH",
                drawnRow(ServerText.clean("\u202eI AM \u001b]0;x\u0007EVE\u200b SMITH"))
                        .strip());
    }

    /** The top row of a virtual terminal after a screen drew {@code text} there. */
    private static String drawnRow(String text) throws IOException {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(COLUMNS, ROWS));
        try (TerminalScreen screen = new TerminalScreen(terminal)) {
            screen.startScreen();
            screen.newTextGraphics().putString(0, 0, text);
            screen.refresh();
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < COLUMNS; c++) {
                row.append(terminal.getCharacter(c, 0).getCharacterString());
            }
            return row.toString();
        }
    }

    private static void drawAll(List<String> texts) throws IOException {
        BasicTextImage image = new BasicTextImage(COLUMNS, ROWS);
        TextGraphics imageGraphics = image.newTextGraphics();
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(COLUMNS, ROWS));
        TextGraphics terminalGraphics = terminal.newTextGraphics();
        try (TerminalScreen screen = new TerminalScreen(new DefaultVirtualTerminal(new TerminalSize(COLUMNS, ROWS)))) {
            screen.startScreen();
            TextGraphics screenGraphics = screen.newTextGraphics();
            int row = 0;
            for (String text : texts) {
                String fitted = TerminalTextUtils.fitString(text, COLUMNS);
                TerminalTextUtils.getColumnWidth(fitted);
                imageGraphics.putString(0, row, fitted);
                terminalGraphics.putString(0, row, fitted);
                screenGraphics.putString(0, row, fitted);
                row++;
                if (row == ROWS) {
                    screen.refresh(); // the frame reaches the terminal, as in the game
                    row = 0;
                }
            }
            screen.refresh();
        }
    }
}
