package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import org.junit.jupiter.api.Test;

/**
 * The screen's panes in Lanterna's virtual terminal, with no server: a pack longer than its panel
 * never runs into the messages, a long message is wrapped to the width, a message said three
 * times is one line with {@code x3}, and PgUp and PgDn page through older messages.
 */
class ScreenPanesTest {
    static final long PLAYER = 7;
    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);

    static String text(DefaultVirtualTerminal terminal) {
        StringBuilder b = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int r = 0; r < size.getRows(); r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < size.getColumns(); c++) {
                row.append(terminal.getCharacter(c, r).getCharacterString());
            }
            b.append(row.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }

    void hear(ScreenFront front, ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
        session.takeEvents().forEach(front::show);
    }

    static void say(ScreenFront front, String line) {
        front.show(new ohol.tui.crossfire.session.CrossfireEvent.Message(0, 0, 0, List.of(line)));
    }

    @Test
    void thePackKeepsToItsPanelAndMessagesWrapMergeAndScroll() throws IOException {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        hear(front, new ServerMessage.Player(PLAYER, 0, 0, "Tester"));
        hear(front, new ServerMessage.Stats(List.of()));
        List<Item> pack = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            pack.add(new Item(100 + i, 0, 1, 1, "pack thing " + i, "pack things " + i, 0, 0, 1, 0));
        }
        hear(front, new ServerMessage.Item2(PLAYER, pack));
        for (int i = 1; i <= 40; i++) {
            say(front, "old message " + i);
        }
        say(front, "A long message " + "that goes on and on ".repeat(8) + "to THE-END");
        for (int i = 0; i < 3; i++) {
            say(front, "You hit the orc.");
        }
        front.frame(0);
        String shown = text(terminal);
        String[] rows = shown.split("\n");
        assertEquals("You hit the orc. x3", rows[22].strip(), shown);
        assertTrue(shown.contains("to THE-END"), "the long message wrapped, not cut:\n" + shown);
        assertTrue(shown.contains("more"), "the pack says how many more it holds:\n" + shown);
        assertFalse(shown.contains("pack thing 30"), shown);
        assertTrue(rows[23].contains("PgUp"), "the hint line names the scroll keys:\n" + shown);

        front.read(new ScreenInput.Key(new KeyStroke(KeyType.PageUp)));
        front.read(new ScreenInput.Key(new KeyStroke(KeyType.PageUp)));
        front.frame(0);
        String back = text(terminal);
        assertFalse(back.contains("You hit the orc."), back);
        assertTrue(back.contains("old message 3"), back); // 40 down to about 30: two pages of six rows
        assertTrue(back.split("\n")[23].contains("PgDn for newer"), back);
        say(front, "a new message while reading");
        front.frame(0);
        assertEquals(back.split("\n")[20], text(terminal).split("\n")[20], "what is read stays put");

        for (int i = 0; i < 10; i++) {
            front.read(new ScreenInput.Key(new KeyStroke(KeyType.PageDown)));
        }
        front.frame(0);
        assertTrue(text(terminal).split("\n")[22].contains("a new message while reading"), text(terminal));
    }

    @Test
    void theLookKeysCursorAsksTheServerWhatIsOnItsCell() throws IOException {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        hear(front, new ServerMessage.Player(PLAYER, 0, 0, "Tester"));
        hear(front, new ServerMessage.Stats(List.of()));
        List<ohol.tui.crossfire.session.PlayerAction> actions = new ArrayList<>();
        for (char c : ";jjl\n".toCharArray()) {
            actions.addAll(front.read(
                    new ScreenInput.Key(c == '\n' ? new KeyStroke(KeyType.Enter) : new KeyStroke(c, false, false))));
            front.frame(0);
        }
        assertTrue(text(terminal).split("\n")[23].startsWith("Look at 1,2"), text(terminal));
        assertEquals(List.of(new ohol.tui.crossfire.session.PlayerAction.LookAt(1, 2)), actions);
        actions.forEach(session::perform);
        assertEquals(new ClientCommand.LookAt(1, 2), sent.get(sent.size() - 1));
        front.read(new ScreenInput.Key(new KeyStroke(KeyType.Escape)));
        front.frame(0);
        assertTrue(text(terminal).split("\n")[23].startsWith("? for keys"), text(terminal));
    }
}
