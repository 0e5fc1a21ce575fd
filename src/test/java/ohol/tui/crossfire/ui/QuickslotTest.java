package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.ServerMessages;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * F1 to F8 (or 1 to 8) over a spell in the spells list put it in that quickslot: the F key then
 * readies it by name ({@code cast NAME}) and the slot is kept with the character's bindings.
 */
class QuickslotTest {
    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);
    final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));

    @TempDir
    Path folder;

    List<PlayerAction> keys(ScreenFront front, KeyStroke... keys) {
        return Pressed.keys(front, keys);
    }

    @Test
    void aSpellGoesInASlotAndTheSlotReadiesIt() throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(
                screen, session, Keys.defaults(), Glyphs.defaults(), false, Optional.empty(), Optional.of(folder));
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        ByteArrayOutputStream add = new ByteArrayOutputStream();
        add.writeBytes("addspell ".getBytes(StandardCharsets.US_ASCII));
        SpellsTest.spell(add, 2001, 1, 5, 0, "small fireball");
        SpellsTest.spell(add, 2003, 5, 10, 0, "magic bullet");
        session.take(new NetEvent.Received<>(ServerMessages.parse(add.toByteArray())));
        session.takeEvents().forEach(front::show);

        keys(front, new KeyStroke('Z', false, false));
        assertTrue(ScreenPanesTest.text(terminal).split("\n")[23].contains("F1-F8"), ScreenPanesTest.text(terminal));
        assertEquals(
                List.of(),
                keys(
                        front,
                        new KeyStroke('j', false, false),
                        new KeyStroke(KeyType.F1),
                        new KeyStroke('k', false, false),
                        new KeyStroke('2', false, false),
                        new KeyStroke(KeyType.Escape)),
                "setting a slot sends nothing");
        assertTrue(
                ScreenPanesTest.text(terminal).contains("F1 now sends: cast magic bullet."),
                ScreenPanesTest.text(terminal));
        keys(front, new KeyStroke('Z', false, false));
        String listed = ScreenPanesTest.text(terminal);
        assertTrue(
                java.util.regex.Pattern.compile("magic bullet +F1 L5 10sp\n")
                        .matcher(listed)
                        .find(),
                listed);
        assertTrue(
                java.util.regex.Pattern.compile("small fireball +F2 L1 5sp\n")
                        .matcher(listed)
                        .find(),
                listed);
        keys(front, new KeyStroke(KeyType.Escape));
        assertEquals(
                List.of(
                        new PlayerAction.ServerCommand("cast magic bullet"),
                        new PlayerAction.ServerCommand("cast small fireball")),
                keys(front, new KeyStroke(KeyType.F1), new KeyStroke(KeyType.F2)));
        assertEquals(
                "# ohol-tui crossfire key bindings (bind, unbind): KEY COMMAND\n<f1> cast magic bullet\n<f2> cast small fireball\n",
                Files.readString(folder.resolve("Tester.keys")));
    }
}
