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
import ohol.tui.crossfire.session.CrossfireEvent;
import ohol.tui.crossfire.session.CrossfireSession;
import ohol.tui.crossfire.session.PlayerAction;
import ohol.tui.crossfire.world.Skill;
import org.junit.jupiter.api.Test;

/**
 * The skills, as the GTK client learns them: the names from {@code replyinfo skill_info} (the
 * server's {@code send_skill_info}: {@code CODE:NAME} a line, the codes from
 * {@code CS_STAT_SKILLINFO}, 140; the lines below are the start of what Debian's 1.75 sent), the
 * level and experience from {@code stats} (its {@code esrv_update_stats}: the code, the level in
 * a byte, the experience in 8 bytes; 173 smithery at level 1 is what a new dwarf got). {@code S}
 * lists them in the pack's place; Enter readies one ({@code ready_skill NAME}), {@code u} uses it
 * ({@code use_skill NAME}), F1-F8 put it in a quickslot.
 */
class SkillsTest {
    static final String SKILL_INFO =
            "replyinfo skill_info\n140:air magic\n141:alchemy\n142:bargaining\n" + "173:smithery\n174:sorcery\n";

    final List<ClientCommand> sent = new ArrayList<>();
    final CrossfireSession session = TestSessions.keeping(sent);
    final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));

    /** A {@code stats} frame with each skill's code, level and experience as the server adds them. */
    static byte[] skillStats(long[]... skills) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("stats ".getBytes(StandardCharsets.US_ASCII));
        for (long[] s : skills) {
            out.write((int) s[0]);
            out.write((int) s[1]);
            for (int shift = 56; shift >= 0; shift -= 8) {
                out.write((int) (s[2] >> shift));
            }
        }
        return out.toByteArray();
    }

    List<CrossfireEvent> hear(byte[] frame) throws Exception {
        session.take(new NetEvent.Received<>(ServerMessages.parse(frame)));
        return session.takeEvents();
    }

    ScreenFront playing() throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        ScreenFront front = new ScreenFront(screen, session, Keys.defaults(), Glyphs.defaults(), false);
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        hear(SKILL_INFO.getBytes(StandardCharsets.US_ASCII)).forEach(front::show);
        hear(skillStats(new long[] {173, 1, 0}, new long[] {141, 4, 12_345})).forEach(front::show);
        session.takeEvents().forEach(front::show);
        return front;
    }

    @Test
    void theScreenAsksTheSkillsNamesAndTheSessionReportsEachSkillByName() throws Exception {
        playing();
        assertTrue(sent.contains(new ClientCommand.RequestInfo("skill_info")), "requestinfo skill_info: " + sent);
        List<CrossfireEvent> told = hear(skillStats(new long[] {173, 2, 2_100}));
        assertEquals(
                List.of(new CrossfireEvent.SkillsChanged(
                        List.of(new Skill(141, "alchemy", 4, 12_345), new Skill(173, "smithery", 2, 2_100)))),
                told.stream()
                        .filter(e -> e instanceof CrossfireEvent.SkillsChanged)
                        .toList(),
                "by name, the level and experience of the last stats");
    }

    @Test
    void aBadLineOfTheNamesIsReportedAndTheRestKept() throws Exception {
        List<CrossfireEvent> told =
                hear("replyinfo skill_info\n140:air magic\nnonsense\n999:far out\n150:\n151:fishing\n"
                        .getBytes(StandardCharsets.US_ASCII));
        List<String> skipped = told.stream()
                .filter(e -> e instanceof CrossfireEvent.Skipped)
                .map(e -> ((CrossfireEvent.Skipped) e).description())
                .toList();
        assertEquals(3, skipped.size(), skipped.toString());
        assertTrue(skipped.get(1).contains("999"), skipped.toString());
        List<CrossfireEvent> flood =
                hear(("replyinfo skill_info\n" + "bad\n".repeat(10_000)).getBytes(StandardCharsets.US_ASCII));
        assertEquals(
                List.of(
                        "skill_info line 1: not CODE:NAME",
                        "skill_info line 2: not CODE:NAME",
                        "skill_info line 3: not CODE:NAME",
                        "skill_info line 4: not CODE:NAME",
                        "skill_info line 5: not CODE:NAME",
                        "skill_info: 9995 more lines skipped"),
                flood.stream()
                        .map(e -> ((CrossfireEvent.Skipped) e).description())
                        .toList(),
                "a flood of bad lines is five reports and a count");
        session.take(new NetEvent.Received<>(new ServerMessage.Player(7, 0, 0, "Tester")));
        session.take(new NetEvent.Received<>(new ServerMessage.Stats(List.of())));
        session.takeEvents();
        hear(skillStats(new long[] {151, 3, 40}, new long[] {160, 1, 0}));
        assertEquals(
                List.of(new Skill(151, "fishing", 3, 40), new Skill(160, "skill 160", 1, 0)),
                session.view().skills(),
                "a skill the names did not give is named by its code");
    }

    @Test
    void theSkillsListReadiesUsesAndSlotsTheSkillUnderItsCursor() throws Exception {
        ScreenFront front = playing();
        assertTrue(Pressed.keys(front, new KeyStroke('S', false, false)).isEmpty());
        String shown = ScreenPanesTest.text(terminal);
        assertTrue(shown.contains("Skills:"), shown);
        assertFalse(shown.contains("Pack:"), "the skills in the pack's place:\n" + shown);
        assertTrue(Pattern.compile("alchemy +L4 12345xp\n").matcher(shown).find(), shown);
        assertTrue(Pattern.compile("smithery +L1 0xp\n").matcher(shown).find(), shown);
        assertTrue(shown.split("\n")[23].contains("Enter ready"), shown);

        List<PlayerAction> done = Pressed.keys(
                front,
                new KeyStroke('j', false, false),
                new KeyStroke(KeyType.Enter),
                new KeyStroke('u', false, false));
        assertEquals(
                List.of(
                        new PlayerAction.ServerCommand("ready_skill smithery"),
                        new PlayerAction.ServerCommand("use_skill smithery")),
                done);

        assertTrue(Pressed.keys(front, new KeyStroke(KeyType.F2)).isEmpty());
        assertTrue(
                Pattern.compile("smithery +F2 L1 0xp\n")
                        .matcher(ScreenPanesTest.text(terminal))
                        .find(),
                ScreenPanesTest.text(terminal));
        Pressed.keys(front, new KeyStroke(KeyType.Escape));
        assertTrue(ScreenPanesTest.text(terminal).contains("Pack:"), ScreenPanesTest.text(terminal));
        assertEquals(
                List.of(new PlayerAction.ServerCommand("ready_skill smithery")),
                Pressed.keys(front, new KeyStroke(KeyType.F2)),
                "the slot readies the skill");
    }
}
