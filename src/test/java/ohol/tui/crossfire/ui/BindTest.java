package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The GTK client's {@code bind COMMAND} (then a key) and {@code unbind [N]}, typed after
 * {@code :}: the client's own, never sent; the keys are the character's, read from its file when
 * it comes into the world and written on each change.
 */
class BindTest {
    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);
    final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(100, 30));

    @TempDir
    Path folder;

    List<PlayerAction> keys(ScreenFront front, KeyStroke... keys) {
        return Pressed.keys(front, keys);
    }

    List<PlayerAction> type(ScreenFront front, String text) {
        List<PlayerAction> out = new ArrayList<>(keys(front, key(':')));
        for (char c : text.toCharArray()) {
            out.addAll(keys(front, key(c)));
        }
        out.addAll(keys(front, new KeyStroke(KeyType.Enter)));
        return out;
    }

    static KeyStroke key(char c) {
        return new KeyStroke(c, false, false);
    }

    String shown() {
        return ScreenPanesTest.text(terminal);
    }

    ScreenFront playing() throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(
                screen, session, Keys.defaults(), Glyphs.defaults(), false, Optional.empty(), Optional.of(folder));
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        session.takeEvents().forEach(front::show);
        front.frame(0);
        return front;
    }

    @Test
    void theCharactersFileIsReadWhenItPlays() throws Exception {
        Files.writeString(folder.resolve("Tester.keys"), "# mine\nx say hi\n<f1> cast burning hands\nnonsense\n");
        ScreenFront front = playing();
        assertTrue(shown().contains("line 4 skipped"), shown());
        assertEquals(List.of(new PlayerAction.Say("hi")), keys(front, key('x')), "over the keymap's x");
        assertEquals(
                List.of(new PlayerAction.ServerCommand("cast burning hands")), keys(front, new KeyStroke(KeyType.F1)));
    }

    @Test
    void aHugeFileIsReadOnlyAsFarAsItsCap() throws Exception {
        Files.writeString(folder.resolve("Tester.keys"), "x say hi\n".repeat(7_500) + "y say late\n");
        playing();
        assertTrue(shown().contains("more than 65536 bytes"), shown());
        KeyBindings kept = new KeyBindings(Optional.of(folder));
        kept.load("Tester");
        assertEquals(1, kept.all().size(), "one key, bound again and again");
        assertEquals("say hi", kept.all().get(0).command(), "nothing past the cap");
    }

    @Test
    void bindTakesTheNextKeyAndUnbindLetsItGo() throws Exception {
        ScreenFront front = playing();
        sent.clear();
        assertEquals(List.of(), type(front, "bind shout go"), "bind is the client's");
        String[] rows = shown().strip().split("\n");
        String bottom = rows[rows.length - 1];
        assertTrue(bottom.contains("Press the key to bind to 'shout go'"), bottom);
        assertEquals(List.of(), keys(front, key('X')));
        assertTrue(shown().contains("X now sends: shout go."), shown());
        assertEquals(List.of(new PlayerAction.Shout("go")), keys(front, key('X')));
        assertEquals(
                "# ohol-tui crossfire key bindings (bind, unbind): KEY COMMAND\nX shout go\n",
                Files.readString(folder.resolve("Tester.keys")));

        type(front, "bind -nf run east"); // the GTK client's modes are read past
        keys(front, new KeyStroke(KeyType.ArrowRight, true, false));
        assertEquals(List.of(), type(front, "unbind"));
        assertTrue(shown().contains("1 X: shout go; 2 Ctrl-Right: run east;"), shown());
        keys(front, key('?'));
        assertTrue(shown().contains("Bound keys"), "the help lists them: " + shown());
        type(front, "unbind 1");
        assertTrue(shown().contains("X unbound."), shown());
        assertEquals(List.of(), keys(front, key('X')), "X does nothing again");
        assertEquals(
                "# ohol-tui crossfire key bindings (bind, unbind): KEY COMMAND\n<c-right> run east\n",
                Files.readString(folder.resolve("Tester.keys")));
        assertTrue(sent.isEmpty(), "nothing of it went to the server: " + sent);

        type(front, "bind nothing?");
        assertEquals(List.of(), keys(front, new KeyStroke(KeyType.Escape)));
        assertTrue(shown().contains("Nothing bound."), shown());
    }
}
