package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.Direction;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;

/**
 * Shift and a walking key run ({@code run N} until a key sends {@code run_stop}), {@code f} and a
 * walking key fire once ({@code fire N}, {@code fire_stop}), as the GTK client's Shift and Ctrl
 * do on a press and a release.
 */
class RunFireTest {
    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);
    final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));

    List<PlayerAction> keys(ScreenFront front, KeyStroke... keys) {
        return Pressed.keys(front, keys);
    }

    static KeyStroke key(char c) {
        return new KeyStroke(c, false, false);
    }

    String bottom() {
        return ScreenPanesTest.text(terminal).split("\n")[23];
    }

    @Test
    void shiftRunsUntilAKeyAndAimFiresOnce() throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        session.takeEvents().forEach(front::show);

        assertEquals(List.of(new PlayerAction.Run(Direction.EAST)), keys(front, key('L')));
        assertTrue(bottom().contains("Running east"), bottom());
        assertEquals(List.of(new PlayerAction.RunStop()), keys(front, key('L')), "the same key only stops");
        assertEquals(List.of(new PlayerAction.Run(Direction.SOUTH)), keys(front, key('J')));
        assertEquals(
                List.of(new PlayerAction.RunStop(), new PlayerAction.Walk(Direction.WEST)),
                keys(front, key('h')),
                "another key stops the run and does its own");
        assertEquals(List.of(new PlayerAction.Walk(Direction.WEST)), keys(front, key('h')), "no run to stop");
        assertEquals(
                List.of(new PlayerAction.Run(Direction.WEST)),
                keys(front, new KeyStroke(KeyType.ArrowLeft, false, false, true)),
                "Shift-Left runs");
        keys(front, key('H'));

        assertEquals(List.of(), keys(front, key('f')));
        assertTrue(bottom().contains("Fire which way?"), bottom());
        assertEquals(List.of(new PlayerAction.Fire(Direction.NORTHEAST)), keys(front, key('u')));
        assertEquals(List.of(), keys(front, key('f'), new KeyStroke(KeyType.Escape)), "Esc fires nothing");
        assertEquals(
                List.of(new PlayerAction.Fire(Direction.SOUTH)),
                keys(front, new KeyStroke(KeyType.ArrowDown, true, false)),
                "Ctrl-Down fires");
    }

    @Test
    void theServerGetsItsNumberedDirections() {
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        sent.clear();
        session.perform(new PlayerAction.Run(Direction.EAST));
        session.perform(new PlayerAction.RunStop());
        session.perform(new PlayerAction.Fire(Direction.NORTHWEST));
        assertEquals(
                List.of("run 3", "run_stop", "fire 8", "fire_stop"),
                sent.stream().map(c -> ((ClientCommand.Ncom) c).text()).toList());
    }
}
