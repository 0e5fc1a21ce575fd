package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.MapUpdate;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import org.junit.jupiter.api.Test;

/**
 * A cell the server clears as it goes out of sight still shows what was last seen there, dimmed,
 * as the graphical clients' fog of war does; once in sight again it shows what is there now.
 */
class FogOfWarTest {
    final CrossfireSession session = TestSessions.quiet();

    private void hear(ScreenFront front, ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
        session.takeEvents().forEach(front::show);
    }

    @Test
    void whatWentOutOfSightIsShownDimmedUntilItIsSeenAgain() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        hear(front, new ServerMessage.Player(7, 0, 0, "Tester"));
        hear(front, new ServerMessage.Face2(1, 0, 0, "orc.111"));
        hear(front, new ServerMessage.Face2(2, 0, 0, "grass.111"));
        hear(
                front,
                new ServerMessage.Map2(List.of(
                        new MapUpdate.Face(7, 5, 6, 1),
                        new MapUpdate.Face(5, 5, 0, 2),
                        new MapUpdate.Face(7, 5, 0, 2))));
        front.frame(0);
        TerminalPosition me = find(terminal, '@');
        TextCharacter orc = terminal.getCharacter(me.getColumn() + 2, me.getRow());
        assertNotEquals(' ', orc.getCharacterString().charAt(0), ScreenPanesTest.text(terminal));
        assertNotEquals(Painter.REMEMBERED, orc.getForegroundColor(), "in sight: its own colour");

        hear(front, new ServerMessage.Map2(List.of(new MapUpdate.Clear(7, 5))));
        front.frame(0);
        TextCharacter remembered = terminal.getCharacter(me.getColumn() + 2, me.getRow());
        assertEquals(orc.getCharacterString(), remembered.getCharacterString(), "what was last seen there");
        assertEquals(Painter.REMEMBERED, remembered.getForegroundColor(), "dimmed");

        hear(front, new ServerMessage.Map2(List.of(new MapUpdate.Face(7, 5, 0, 2))));
        front.frame(0);
        TextCharacter grass = terminal.getCharacter(me.getColumn() + 2, me.getRow());
        assertNotEquals(orc.getCharacterString(), grass.getCharacterString(), "the orc is gone, only grass was sent");
        assertNotEquals(Painter.REMEMBERED, grass.getForegroundColor());
    }

    private static TerminalPosition find(DefaultVirtualTerminal t, char c) {
        for (int r = 0; r < t.getTerminalSize().getRows(); r++) {
            for (int col = 0; col < t.getTerminalSize().getColumns(); col++) {
                if (t.getCharacter(col, r).getCharacterString().charAt(0) == c) {
                    return new TerminalPosition(col, r);
                }
            }
        }
        throw new AssertionError("no " + c + " on the screen");
    }

    @Test
    void aCellInTheDarkIsDimmedAndALitOneIsNot() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        hear(front, new ServerMessage.Player(7, 0, 0, "Tester"));
        hear(front, new ServerMessage.Face2(2, 0, 0, "grass.111"));
        hear(
                front,
                new ServerMessage.Map2(List.of(
                        new MapUpdate.Face(5, 5, 0, 2),
                        new MapUpdate.Face(7, 5, 0, 2),
                        new MapUpdate.Darkness(7, 5, 40),
                        new MapUpdate.Face(3, 5, 0, 2),
                        new MapUpdate.Darkness(3, 5, 200))));
        front.frame(0);
        TerminalPosition me = find(terminal, '@');
        assertEquals(
                Painter.REMEMBERED,
                terminal.getCharacter(me.getColumn() + 2, me.getRow()).getForegroundColor());
        assertNotEquals(
                Painter.REMEMBERED,
                terminal.getCharacter(me.getColumn() - 2, me.getRow()).getForegroundColor());
    }
}
