package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.ServerMessages;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.PlayerAction;
import org.junit.jupiter.api.Test;

/**
 * The spells the server says the character knows ({@code setup spellmon 1}, then
 * {@code addspell}, {@code updspell}, {@code delspell} as its {@code request.c} writes them):
 * {@code Z} lists them in the pack's place with level and cost, the costs follow
 * {@code updspell}, a forgotten spell leaves the list, and Enter casts the one under the cursor
 * by its tag ({@code invoke TAG}), {@code r} readies it ({@code cast TAG}).
 */
class SpellsTest {
    static final long PLAYER = 7;
    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);
    final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));

    static void u16(ByteArrayOutputStream out, int v) {
        out.write(v >> 8);
        out.write(v);
    }

    static void u32(ByteArrayOutputStream out, long v) {
        out.write((int) (v >> 24));
        out.write((int) (v >> 16));
        out.write((int) (v >> 8));
        out.write((int) v);
    }

    static void spell(ByteArrayOutputStream out, long tag, int level, int mana, int grace, String name) {
        u32(out, tag);
        u16(out, level);
        u16(out, 5); // casting time
        u16(out, mana);
        u16(out, grace);
        u16(out, 8); // damage
        out.write(0); // skill
        u32(out, 0); // path
        u32(out, 0); // face
        byte[] n = name.getBytes(StandardCharsets.UTF_8);
        out.write(n.length);
        out.writeBytes(n);
        byte[] m = ("It casts " + name + ".").getBytes(StandardCharsets.UTF_8);
        u16(out, m.length);
        out.writeBytes(m);
    }

    void hear(ScreenFront front, byte[] frame) throws Exception {
        session.take(new NetEvent.Received<>(ServerMessages.parse(frame)));
        session.takeEvents().forEach(front::show);
    }

    List<PlayerAction> keys(ScreenFront front, KeyStroke... keys) {
        return Pressed.keys(front, keys);
    }

    static KeyStroke key(char c) {
        return new KeyStroke(c, false, false);
    }

    @Test
    void theSpellsAreListedWithTheirCostsAndCastByTag() throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        assertEquals(new ClientCommand.Setup("spellmon 1"), sent.get(0), "the screen asks for the spells");
        session.take(new NetEvent.Received<>(new ServerMessage.Player(PLAYER, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        ByteArrayOutputStream add = new ByteArrayOutputStream();
        add.writeBytes("addspell ".getBytes(StandardCharsets.US_ASCII));
        spell(add, 2001, 1, 5, 0, "small fireball");
        spell(add, 2002, 3, 0, 4, "small fireball of doom");
        spell(add, 2003, 5, 10, 0, "magic bullet");
        session.take(new NetEvent.Received<>(ServerMessages.parse(add.toByteArray())));
        List<ohol.tui.crossfire.session.CrossfireEvent> told = session.takeEvents();
        assertTrue(
                told.stream()
                        .anyMatch(e -> e instanceof ohol.tui.crossfire.session.CrossfireEvent.SpellsChanged c
                                && c.spells().size() == 3),
                "the session reports the spells (the headless spells line): " + told);
        told.forEach(front::show);

        assertTrue(keys(front, key('Z')).isEmpty());
        String shown = ScreenPanesTest.text(terminal);
        assertTrue(shown.contains("Spells:"), shown);
        assertFalse(shown.contains("Pack:"), "the spells in the pack's place:\n" + shown);
        assertTrue(Pattern.compile("small fireball +L1 5sp\n").matcher(shown).find(), shown);
        assertTrue(
                Pattern.compile("small fireball of doom +L3 4gr\n")
                        .matcher(shown)
                        .find(),
                shown);
        assertTrue(ScreenPanesTest.text(terminal).split("\n")[23].contains("Enter cast"), shown);

        ByteArrayOutputStream upd = new ByteArrayOutputStream();
        upd.writeBytes("updspell ".getBytes(StandardCharsets.US_ASCII));
        upd.write(0x01); // mana
        u32(upd, 2003);
        u16(upd, 7);
        hear(front, upd.toByteArray());
        ByteArrayOutputStream del = new ByteArrayOutputStream();
        del.writeBytes("delspell ".getBytes(StandardCharsets.US_ASCII));
        u32(del, 2001);
        hear(front, del.toByteArray());
        front.frame(0);
        shown = ScreenPanesTest.text(terminal);
        assertTrue(Pattern.compile("magic bullet +L5 7sp\n").matcher(shown).find(), shown);
        assertFalse(Pattern.compile("small fireball +L1").matcher(shown).find(), shown);

        List<PlayerAction> cast = keys(front, key('j'), new KeyStroke(KeyType.Enter), key('r'));
        assertEquals(
                List.of(new PlayerAction.ServerCommand("invoke 2003"), new PlayerAction.ServerCommand("cast 2003")),
                cast);
        keys(front, new KeyStroke(KeyType.Escape));
        assertTrue(ScreenPanesTest.text(terminal).contains("Pack:"), ScreenPanesTest.text(terminal));
    }
}
