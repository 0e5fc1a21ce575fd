package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.MagicMapMessageTest;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.ServerMessages;
import ohol.tui.crossfire.session.CrossfireSession;
import org.junit.jupiter.api.Test;

/**
 * A {@code magicmap} from the server (its {@code draw_magic_map}, the bytes built in
 * {@code MagicMapMessageTest}) covers the panes until a key is pressed, as the GTK client's
 * map: walls {@code #} in their colour, floors {@code .}, the player {@code @}; scaled down when
 * it is larger than the terminal; {@code M} shows the last one again.
 */
class MagicMapScreenTest {
    static final int WALL = 0x40;
    final CrossfireSession session = TestSessions.quiet();

    ScreenFront front(DefaultVirtualTerminal terminal) throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        session.takeEvents().forEach(front::show);
        front.frame(0);
        return front;
    }

    void hear(ScreenFront front, byte[] frame) throws Exception {
        session.take(new NetEvent.Received<>(ServerMessages.parse(frame)));
        session.takeEvents().forEach(front::show);
        front.frame(0);
    }

    @Test
    void aSmallMapIsShownTwoColumnsACellUntilAKeyIsPressed() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        ScreenFront front = front(terminal);
        hear(front, MagicMapMessageTest.room());
        String[] rows = ScreenPanesTest.text(terminal).split("\n");
        // 4 by 3 cells, two columns each, centred in 80 by 23: from column 36, row 10
        assertEquals("######", rows[10].strip(), String.join("\n", rows));
        assertEquals("##@ . ##", rows[11].strip(), String.join("\n", rows));
        assertEquals("########", rows[12].strip(), String.join("\n", rows));
        assertEquals(36, rows[11].indexOf('#'), rows[11]);
        assertEquals(TextColor.ANSI.WHITE, terminal.getCharacter(36, 10).getForegroundColor(), "colour 9, grey");
        assertEquals(TextColor.ANSI.BLUE_BRIGHT, terminal.getCharacter(40, 11).getForegroundColor(), "colour 2, blue");
        assertFalse(ScreenPanesTest.text(terminal).contains("HP "), "over the panes");
        assertTrue(rows[23].contains("Any key closes"), rows[23]);

        assertTrue(Pressed.keys(front, new KeyStroke('j', false, false)).isEmpty(), "the key only closes the map");
        assertTrue(ScreenPanesTest.text(terminal).contains("HP "), ScreenPanesTest.text(terminal));
        Pressed.keys(front, new KeyStroke('M', false, false));
        assertTrue(ScreenPanesTest.text(terminal).contains("##@ . ##"), "M shows it again");
    }

    @Test
    void theServersFullMapIsScaledDownToTheTerminal() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        ScreenFront front = front(terminal);
        int[] cells = new int[40 * 40];
        for (int y = 0; y < 40; y++) {
            for (int x = 0; x < 40; x++) {
                cells[y * 40 + x] = x == 0 || y == 0 || x == 39 || y == 39 ? WALL | 9 : 2;
            }
        }
        hear(front, MagicMapMessageTest.frame(40, 40, 20, 20, cells));
        String[] rows = ScreenPanesTest.text(terminal).split("\n");
        // 40 rows into 23: two a row, 20 rows; 40 columns fit once: one column a cell
        assertEquals("#".repeat(40), rows[1].strip(), String.join("\n", rows));
        assertEquals("#".repeat(40), rows[20].strip(), String.join("\n", rows));
        assertEquals("#" + ".".repeat(19) + "@" + ".".repeat(18) + "#", rows[11].strip(), "the player's row");
        assertEquals('@', rows[11].charAt(20 + 20), rows[11]);
        assertEquals("", rows[21].strip(), "nothing below the map");
    }
}
