package ohol.tui.crossfire.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.protocol.ServerMessages;
import ohol.tui.crossfire.session.CrossfireSession;
import org.junit.jupiter.api.Test;

/**
 * The pack and the ground show what the server's item flags say ({@code item2}, then
 * {@code upditem}), as the GTK client's lists do: how each is applied (wielded, worn...),
 * cursed or damned, magic, locked, unpaid; each item's weight in kilograms, a pile's whole, and
 * the pack's, of what the character can carry.
 */
class ItemMarksTest {
    static final long PLAYER = 7;

    final CrossfireSession session = TestSessions.quiet();

    /** {@code item2} as the server's {@code esrv_send_item} writes it. */
    static byte[] item2(long location, Object[]... items) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("item2 ".getBytes(StandardCharsets.US_ASCII));
        u32(out, location);
        for (Object[] i : items) {
            u32(out, (Long) i[0]); // tag
            u32(out, (Long) i[1]); // flags
            u32(out, (Long) i[2]); // weight, grams (-1: cannot be picked up)
            u32(out, 1); // face
            byte[] names = ((String) i[3]).getBytes(StandardCharsets.UTF_8);
            out.write(names.length);
            out.writeBytes(names);
            out.write(0); // animation
            out.write(0);
            out.write(0); // animation speed
            u32(out, (Long) i[4]); // count
            out.write(0); // type
            out.write(1);
        }
        return out.toByteArray();
    }

    static Object[] item(long tag, long flags, long weight, String names, long count) {
        return new Object[] {tag, flags, weight, names, count};
    }

    static void u32(ByteArrayOutputStream out, long v) {
        out.write((int) (v >> 24));
        out.write((int) (v >> 16));
        out.write((int) (v >> 8));
        out.write((int) v);
    }

    void hear(ScreenFront front, byte[] frame) throws Exception {
        session.take(new NetEvent.Received<>(ServerMessages.parse(frame)));
        session.takeEvents().forEach(front::show);
    }

    @Test
    void flagsAndWeightsShowInTheLists() throws Exception {
        DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 30));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        session.take(new NetEvent.Received<>(new ServerMessage.Player(PLAYER, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(
                new ServerMessage.Stats(List.of(new ohol.tui.crossfire.protocol.Stat.Number(26, 120_000)))));
        hear(
                front,
                item2(
                        PLAYER,
                        item(101, 0x2 | 0x400, 1500, "long sword\0long swords", 1),
                        item(102, 0x8000, 10, "arrow\0arrows", 20),
                        item(103, 0x3 | 0x800 | 0x1000, 20, "ring\0rings", 1),
                        item(104, 0x200, 2000, "helmet\0helmets", 1),
                        item(105, 0x800, 1000, "cursed stone\0cursed stones", 1)));
        hear(front, item2(0, item(201, 0x4000, 0xFFFFFFFFL, "altar\0altars", 1)));
        front.frame(0);
        String shown = ScreenPanesTest.text(terminal);
        assertTrue(
                Pattern.compile("long sword \\(wielded, magic\\) +1\\.5\n")
                        .matcher(shown)
                        .find(),
                shown);
        assertTrue(
                Pattern.compile("20 arrows \\(locked\\) +0\\.2\n")
                        .matcher(shown)
                        .find(),
                shown);
        assertTrue(
                Pattern.compile("ring \\(worn, damned\\) +0\\.0\n")
                        .matcher(shown)
                        .find(),
                shown);
        assertTrue(
                Pattern.compile("helmet \\(unpaid\\) +2\\.0\n").matcher(shown).find(), shown);
        assertTrue(
                Pattern.compile("cursed stone \\(cursed\\) +1\\.0\n")
                        .matcher(shown)
                        .find(),
                shown);
        assertTrue(Pattern.compile(" altar\n").matcher(shown).find(), "no weight for what cannot be lifted:\n" + shown);
        assertTrue(shown.contains("Pack: 4.7/120.0 kg"), "what the pack weighs, of the limit:\n" + shown);

        ByteArrayOutputStream unlock = new ByteArrayOutputStream();
        unlock.writeBytes("upditem ".getBytes(StandardCharsets.US_ASCII));
        unlock.write(0x02); // flags
        u32(unlock, 102);
        u32(unlock, 0);
        hear(front, unlock.toByteArray());
        front.frame(0);
        String after = ScreenPanesTest.text(terminal);
        assertFalse(after.contains("(locked)"), after);
        assertTrue(Pattern.compile("20 arrows +0\\.2\n").matcher(after).find(), after);
    }
}
