package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.ActionSyntax;
import org.junit.jupiter.api.Test;

/**
 * Jumps, deaths, emotes and questions get an answer though the server sends no PU for them
 * (server.cpp): the line it says for us, our emote, our wiggle or fall from arms, our death; or
 * a refusal when it would ignore them, or when nothing came back.
 */
class QuietAnswersTest {
    private final long[] clock = {1_000_000_000L};
    private final RecordingLink link = new RecordingLink();
    private final GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> clock[0], link);

    private void hear(String text) throws InterruptedException {
        TestSessions.heardNow(session, text);
    }

    /** Our PU (player 11 at 0,0) with the given age, 60 s a year, as the real server writes it. */
    private void bornAged(String age) throws InterruptedException {
        hear(TestSessions.ourPu(age));
        session.takeEvents();
    }

    /** Player 12, our mother, holds us (o_id -11), as the real server writes a holder's PU. */
    private void heldByOurMother() throws InterruptedException {
        hear("PU\n12 19 0 0 0 0 -11 0 0 0 -1 0.50 1 0 0 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        session.takeEvents();
    }

    private void perform(String line) {
        ActionSyntax.parseLine(line).forEach(session::perform);
    }

    /** The answers: "sent", "done: ...", "failed: ...", "refused: ...". */
    private List<String> answers() {
        List<String> out = new ArrayList<>();
        for (SessionEvent e : session.takeEvents()) {
            if (e instanceof SessionEvent.Sent s) {
                out.add("sent " + s.command());
            } else if (e instanceof SessionEvent.Done d) {
                out.add("done: " + d.change());
            } else if (e instanceof SessionEvent.Failed f) {
                out.add("failed: " + f.reason());
            } else if (e instanceof SessionEvent.Refused r) {
                out.add("refused: " + r.reason());
            }
        }
        return out;
    }

    @Test
    void aQuestionIsAnsweredByWhatTheServerSaysForUs() throws InterruptedException {
        bornAged("14.00");
        perform("moth");
        assertEquals(List.of("MOTH 0 0#"), link.sent);
        assertEquals(List.of("sent MOTH 0 0#"), answers());
        hear("PS\n11/0 MY MOTHER EVE SMITH *mother 5 *map 3 4\n#FM\n#");
        List<String> answered = answers();
        assertEquals(1, answered.size(), answered.toString());
        assertTrue(
                answered.get(0).startsWith("done: ") && answered.get(0).contains("MOTHER EVE SMITH"), answered.get(0));
    }

    @Test
    void eachQuestionTakesOnlyItsOwnAnswer() throws InterruptedException {
        bornAged("14.00");
        perform("ordr");
        perform("prop");
        answers();
        hear("PS\n11/0 +NO PROPERTY+\n#FM\n#");
        assertEquals(List.of("done: You own no property"), answers(), "the order has no answer yet");
        clock[0] += QuietAnswers.ANSWER_NANOS + 1;
        session.runDue();
        List<String> late = answers();
        assertEquals(1, late.size(), late.toString());
        assertTrue(late.get(0).startsWith("done: No order"), "silence is ORDR's answer when no order was given");
    }

    @Test
    void aQuestionNoLineAnswersFailsAfterAWhile() throws InterruptedException {
        bornAged("14.00");
        perform("lead");
        answers();
        hear("PS\n11/0 HELLO\n#FM\n#"); // our own words answer nothing
        assertEquals(List.of(), answers());
        clock[0] += QuietAnswers.ANSWER_NANOS + 1;
        session.runDue();
        assertEquals(List.of("failed: no answer from the server: it dropped the command"), answers());
    }

    @Test
    void anEmoteIsAnsweredByOurEmoteNotByOneTheServerPutsOnUs() throws InterruptedException {
        bornAged("14.00");
        perform("emote 3");
        answers();
        hear("PE\n11 31 30\n#FM\n#"); // *starving, the server's
        assertEquals(List.of(), answers());
        hear("PE\n11 3\n#FM\n#");
        List<String> answered = answers();
        assertEquals(1, answered.size(), answered.toString());
        assertTrue(answered.get(0).startsWith("done: You "), answered.get(0));
    }

    @Test
    void anAdultOnItsFeetIsToldAJumpAndADeathDoNothing() throws InterruptedException {
        bornAged("14.00");
        perform("jump");
        perform("die");
        List<String> refused = answers();
        assertEquals(2, refused.size(), refused.toString());
        assertTrue(refused.get(0).startsWith("refused: no one holds you"), refused.get(0));
        assertTrue(refused.get(1).startsWith("refused: only a baby under 2"), refused.get(1));
        assertEquals(List.of(), link.sent, "nothing the server would ignore is sent");
    }

    @Test
    void aBabyInItsMothersArmsWigglesAndAnOlderOneJumpsDown() throws InterruptedException {
        bornAged("0.50");
        heldByOurMother();
        perform("jump");
        assertEquals(List.of("sent JUMP 0 0#"), answers());
        hear("BW\n11\n#FM\n#");
        List<String> wiggled = answers();
        assertEquals(1, wiggled.size(), wiggled.toString());
        assertTrue(wiggled.get(0).startsWith("done: You wiggle in"), wiggled.get(0));

        perform("jump");
        answers();
        // the mother's hands are empty and we stand beside her: we are down
        hear("PU\n12 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n"
                + "11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 1 0 1.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        List<String> down = answers();
        assertEquals(1, down.size(), down.toString());
        assertTrue(down.get(0).startsWith("done: You jumped down from"), down.get(0));
    }

    @Test
    void aBabyMayDieAndItsDeathIsTheAnswer() throws InterruptedException {
        bornAged("1.00");
        perform("die");
        assertEquals(List.of("sent DIE 0 0#"), answers());
        hear("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 X X 1.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0 reason_SID\n#FM\n#");
        List<String> died = answers();
        assertEquals(1, died.size(), died.toString());
        assertTrue(died.get(0).startsWith("done: "), died.get(0));
    }

    @Test
    void aFlipIsAnsweredByOurTurnAndAFlipUpOrDownIsRefused() throws InterruptedException {
        bornAged("14.00");
        perform("flip 0 3");
        List<String> refused = answers();
        assertEquals(1, refused.size(), refused.toString());
        assertTrue(refused.get(0).startsWith("refused: a flip turns you left or right"), refused.get(0));
        perform("flip -2 0");
        assertEquals(List.of("sent FLIP -2 0#"), answers());
        hear("FL\n12 1\n#FM\n#"); // someone else's turn
        assertEquals(List.of(), answers());
        hear("FL\n11 1\n#FM\n#");
        assertEquals(List.of("done: You turn to face left"), answers());
        perform("flip 2 0");
        answers();
        clock[0] += QuietAnswers.ANSWER_NANOS + 1;
        session.runDue();
        List<String> silent = answers();
        assertEquals(1, silent.size(), silent.toString());
        assertTrue(silent.get(0).startsWith("failed: the server did not turn you"), silent.get(0));
    }

    @Test
    void aGraveAnOwnerAndAStatueAreAnsweredForTheirOwnTile() throws InterruptedException {
        bornAged("14.00");
        perform("grave 1 1");
        perform("owner 2 0");
        perform("statue 0 3");
        answers();
        hear("OW\n5 0 12\n#FM\n#"); // about a tile nobody asked of
        assertEquals(List.of(), answers());
        hear("GO\n1 1 7 19 3.500000 EVE_SMITH 0 eve=7\n#OW\n2 0\n#FM\n#");
        assertEquals(
                List.of(
                        "done: EVE SMITH lies 1 tile NE of you, dead 4 years",
                        "done: No one owns the tile 2 tiles E of you"),
                answers());
        clock[0] += QuietAnswers.ANSWER_NANOS + 1;
        session.runDue();
        assertEquals(List.of("done: No statue at 0,3: the server answers only about one"), answers());
    }

    @Test
    void aGraveOrStatueTooFarForTheServerIsRefusedAndNotSent() throws InterruptedException {
        bornAged("14.00");
        perform("grave 64 0");
        perform("statue 46 46"); // 65.05 tiles: the server would cut the connection
        perform("owner 200 0"); // the server asks no distance of OWNER
        List<String> said = answers();
        assertEquals(3, said.size(), said.toString());
        assertEquals("sent GRAVE 64 0#", said.get(0));
        assertTrue(said.get(1).startsWith("refused: more than 64 tiles away"), said.get(1));
        assertEquals("sent OWNER 200 0#", said.get(2));
        assertEquals(List.of("GRAVE 64 0#", "OWNER 200 0#"), link.sent);
    }

    @Test
    void aLineSaidIsAnsweredByTheSameLineBackNotByTheServersLines() throws InterruptedException {
        bornAged("14.00");
        clock[0] += 2_000_000_000L; // past the second after birth in which the server drops speech
        perform("say hi");
        assertEquals(List.of("sent SAY 0 0 HI#"), answers());
        hear("PS\n11/0 +NO LEADER+\n#FM\n#");
        assertEquals(List.of(), answers(), "the server's line in our name is not what we said");
        hear("PS\n11/0 HI\n#FM\n#");
        assertEquals(List.of("done: You: HI"), answers());
    }

    @Test
    void aStatueIsAnsweredWithWhomItShows() throws InterruptedException {
        bornAged("14.00");
        perform("statue 0 3");
        answers();
        hear("ST\n0 3 19 40.000000 12.000000 EVE_SMITH 0;0;0;0;0;0 HELLO_WORLD\n#FM\n#");
        assertEquals(
                List.of(
                        "done: The statue 3 tiles N of you shows EVE SMITH at 40, made 12 years ago; last words: HELLO WORLD"),
                answers());
    }

    @Test
    void whatWaitsWhenTheConnectionClosesIsAnsweredSo() throws InterruptedException {
        bornAged("14.00");
        perform("lead");
        perform("use 1 0");
        perform("say one"); // born this instant: both lines wait out the server's first second
        perform("say two");
        answers();
        TestSessions.hear(
                session,
                new ohol.tui.core.net.NetEvent.Closed<>(
                        new ohol.tui.core.net.CloseReason(ohol.tui.core.net.CloseReason.Kind.SERVER_CLOSED, "")));
        assertEquals(
                List.of(
                        "failed: the connection closed before the server answered",
                        "failed: the connection closed before the server answered",
                        "failed: not said: the connection closed first",
                        "failed: not said: the connection closed first"),
                answers());
    }

    @Test
    void aKillIsAnsweredByOurAimAndRefusedWithEmptyHandsOrNoOneThere() throws InterruptedException {
        // player 12 stands at 1,0; we (last, as the server writes a newcomer's first PU) hold object 560
        hear("PU\n12 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 1 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n"
                + "11 2404 0 0 0 0 560 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        session.takeEvents();
        perform("kill 2 0");
        List<String> nobody = answers();
        assertEquals(1, nobody.size(), nobody.toString());
        assertTrue(nobody.get(0).startsWith("refused: no one else stands on 2,0"), nobody.get(0));
        perform("kill 1 0");
        assertEquals(List.of("sent KILL 1 0 12#"), answers());
        hear("PU\n11 2404 0 0 0 0 560 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        assertEquals(List.of(), answers(), "our PU alone does not say whether the kill started");
        hear("PE\n11 16\n12 27\n#FM\n#");
        List<String> aimed = answers();
        assertEquals(1, aimed.size(), aimed.toString());
        assertTrue(aimed.get(0).startsWith("done: You take aim at a grown-up"), aimed.get(0));
    }

    @Test
    void aKillWithEmptyHandsIsRefusedUnsent() throws InterruptedException {
        bornAged("14.00");
        perform("kill 1 0");
        List<String> refused = answers();
        assertEquals(List.of("refused: a kill needs a weapon in hand"), refused);
        assertEquals(List.of(), link.sent);
    }
}
