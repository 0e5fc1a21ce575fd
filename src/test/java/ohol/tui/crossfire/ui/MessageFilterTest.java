package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.session.CrossfireSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The messages pane's filter, from the kinds the server gives its messages ({@code drawextinfo}
 * types and subtypes): {@code F} goes from all messages to the important ones (a blow struck is
 * not, a level gained is) to what players say, and back; the bottom line names the filter. And
 * every message of the server goes to the character's log file, cleaned, the file kept under its
 * cap.
 */
class MessageFilterTest {
    static final long PLAYER = 7;

    @TempDir
    Path dir;

    final CrossfireSession session = TestSessions.quiet();

    void hear(ScreenFront front, ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
        session.takeEvents().forEach(front::show);
    }

    ScreenFront front(TerminalScreen screen, Optional<MessageFile> file) {
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false, file);
        hear(front, new ServerMessage.Player(PLAYER, 0, 0, "Tester"));
        hear(front, new ServerMessage.Stats(List.of()));
        return front;
    }

    @Test
    void fCyclesAllImportantAndChat() throws IOException {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = front(screen, Optional.empty());
        hear(front, new ServerMessage.DrawExtInfo(0, 14, 1, "You hit the orc."));
        hear(front, new ServerMessage.DrawExtInfo(3, 11, 11, "You are now level 2."));
        hear(front, new ServerMessage.DrawExtInfo(0, 15, 2, "Bob says: hello"));
        hear(front, new ServerMessage.DrawExtInfo(0, 19, 2, "The orc hits you."));
        front.frame(0);
        String all = ScreenPanesTest.text(terminal);
        assertTrue(all.contains("You hit the orc.") && all.contains("The orc hits you."), all);

        front.read(new ScreenInput.Key(new KeyStroke('F', false, false)));
        front.frame(0);
        String important = ScreenPanesTest.text(terminal);
        assertFalse(important.contains("You hit the orc."), important);
        assertFalse(important.contains("The orc hits you."), important);
        assertTrue(important.contains("You are now level 2.") && important.contains("Bob says: hello"), important);
        assertTrue(important.split("\n")[23].contains("important"), important);

        front.read(new ScreenInput.Key(new KeyStroke('F', false, false)));
        front.frame(0);
        String chat = ScreenPanesTest.text(terminal);
        assertFalse(chat.contains("You are now level 2."), chat);
        assertTrue(chat.contains("Bob says: hello"), chat);
        assertTrue(chat.split("\n")[23].contains("chat"), chat);

        front.read(new ScreenInput.Key(new KeyStroke('?', false, false)));
        front.frame(0);
        String help = ScreenPanesTest.text(terminal);
        assertTrue(help.contains("Keys:"), "the client's own lines show whatever the filter:\n" + help);
        assertTrue(help.contains("F filter"), help);

        front.read(new ScreenInput.Key(new KeyStroke('F', false, false)));
        front.frame(0);
        String again = ScreenPanesTest.text(terminal);
        assertTrue(again.contains("You hit the orc."), again);
    }

    @Test
    void everyServerMessageGoesToTheLogFileCleanedAndCapped() throws IOException {
        Path file = dir.resolve("crossfire").resolve("Tester.log");
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = front(screen, Optional.of(new MessageFile(file, 400)));
        hear(front, new ServerMessage.DrawExtInfo(0, 15, 2, "Bob says: \u001b[31mred\u0007 [b]bold[/b]"));
        hear(front, new ServerMessage.DrawInfo(0, "two\nlines"));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(0).endsWith(" Bob says: red bold"), lines.get(0));
        assertTrue(lines.get(2).endsWith(" lines"), lines.toString());
        for (String line : lines) {
            assertTrue(line.chars().noneMatch(Character::isISOControl), line);
        }
        for (int i = 0; i < 40; i++) {
            hear(front, new ServerMessage.DrawExtInfo(0, 14, 1, "You hit the orc number " + i + "."));
        }
        assertTrue(Files.size(file) <= 400, "the log keeps to its cap: " + Files.size(file));
        Path older = file.resolveSibling("Tester.log.1");
        assertTrue(Files.size(older) <= 400, "the older part too");
        assertTrue(Files.readString(file).contains("number 39."), Files.readString(file));
    }
}
