package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.SGR;
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
import ohol.tui.crossfire.session.ItemVerb;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;

/**
 * The item cursor: {@code i} puts it on the pack, the arrows or {@code j}/{@code k} move it (the
 * list scrolls to keep it in sight), Tab goes over to what lies here, and each key acts on the
 * item under it by its tag, so that of two swords of one name the one pointed at is the one used;
 * Esc puts it away. Only the keys that fit the list are offered: no drop on the ground.
 */
class ItemCursorTest {
    static final long PLAYER = 7;
    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);
    final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));

    static Item item(long tag, long flags, String name) {
        return new Item(tag, flags, 1000, 1, name, name + "s", 0, 0, 1, 0);
    }

    void hear(ScreenFront front, ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
        session.takeEvents().forEach(front::show);
    }

    List<PlayerAction> keys(ScreenFront front, String keys) {
        List<PlayerAction> out = new ArrayList<>();
        for (char c : keys.toCharArray()) {
            KeyStroke k =
                    switch (c) {
                        case '\t' -> new KeyStroke(KeyType.Tab);
                        case '\n' -> new KeyStroke(KeyType.Enter);
                        case '\u001b' -> new KeyStroke(KeyType.Escape);
                        case 'v' -> new KeyStroke(KeyType.ArrowDown);
                        default -> new KeyStroke(c, false, false);
                    };
            out.addAll(front.read(new ScreenInput.Key(k)));
            front.frame(0);
        }
        return out;
    }

    /** Whether {@code text}, first found under {@code heading}, is drawn in reverse video. */
    boolean reversed(String heading, String text) {
        String[] rows = ScreenPanesTest.text(terminal).split("\n");
        int from = 0;
        while (from < rows.length && !rows[from].contains(heading)) {
            from++;
        }
        for (int r = from; r < rows.length; r++) {
            int c = rows[r].indexOf(text);
            if (c >= 0) {
                return terminal.getCharacter(c, r).getModifiers().contains(SGR.REVERSE);
            }
        }
        throw new AssertionError("no " + text + " on the screen:\n" + ScreenPanesTest.text(terminal));
    }

    String bottom() {
        return ScreenPanesTest.text(terminal).split("\n")[23];
    }

    ScreenFront front() throws IOException {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        hear(front, new ServerMessage.Player(PLAYER, 0, 0, "Tester"));
        hear(front, new ServerMessage.Stats(List.of()));
        return front;
    }

    @Test
    void theCursorActsOnTheItemItPointsAtByItsTag() throws IOException {
        ScreenFront front = front();
        hear(front, new ServerMessage.Item2(PLAYER, List.of(item(3, 0, "long sword"), item(4, 0x2, "long sword"))));
        hear(front, new ServerMessage.Item2(0, List.of(item(9, 0, "long sword"), item(10, 0x4000, "altar"))));
        front.frame(0);
        assertTrue(keys(front, "i").isEmpty());
        assertTrue(reversed("Pack:", "long sword  "), "the first of the pack under the cursor");
        assertFalse(reversed("Pack:", "long sword (wielded)"));
        assertTrue(bottom().contains("a apply") && bottom().contains("d drop"), bottom());

        assertEquals(
                List.of(
                        new PlayerAction.OnItem(ItemVerb.APPLY, 4),
                        new PlayerAction.OnItem(ItemVerb.EXAMINE, 4),
                        new PlayerAction.OnItem(ItemVerb.LOCK, 4),
                        new PlayerAction.OnItem(ItemVerb.MARK, 4),
                        new PlayerAction.OnItem(ItemVerb.DROP, 4)),
                keys(front, "jaxLmd"));
        assertTrue(reversed("Pack:", "long sword (wielded)"), ScreenPanesTest.text(terminal));

        assertEquals(List.of(new PlayerAction.OnItem(ItemVerb.PICK_UP, 9)), keys(front, "\tdg"));
        assertTrue(bottom().contains("g pick up") && !bottom().contains("d drop"), bottom());
        assertEquals(List.of(new PlayerAction.OnItem(ItemVerb.APPLY, 10)), keys(front, "v\n"));

        keys(front, "\u001b");
        assertTrue(bottom().startsWith("? for keys"), bottom());
        assertEquals(List.of(new PlayerAction.Walk(ohol.tui.crossfire.session.Direction.SOUTH)), keys(front, "j"));
    }

    @Test
    void theListScrollsToKeepTheCursorInSightAndAGoneItemLeavesItInPlace() throws IOException {
        ScreenFront front = front();
        List<Item> pack = new ArrayList<>();
        for (int i = 1; i <= 30; i++) {
            pack.add(item(100 + i, 0, "thing " + i));
        }
        hear(front, new ServerMessage.Item2(PLAYER, pack));
        keys(front, "i" + "j".repeat(24));
        assertTrue(reversed("Pack:", "thing 25 "), ScreenPanesTest.text(terminal));
        hear(front, new ServerMessage.DelItem(List.of(125L)));
        front.frame(0);
        assertTrue(reversed("Pack:", "thing 26 "), "the next one takes its place:\n" + ScreenPanesTest.text(terminal));
        assertEquals(List.of(new PlayerAction.OnItem(ItemVerb.DROP, 126)), keys(front, "d"));
    }
}
