package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.protocol.Frame;
import org.junit.jupiter.api.Test;

/** Bad input is reported and stepped over; it never takes good data down with it. */
class MalformedInputTest {
    private static final String GOOD_PU_LINE =
            "12 2462 0 0 0 0 0 0 0 0 -1 0.43 2 1 0 0 14.07 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0";

    @Test
    void playerUpdateKeepsGoodLinesAndReportsTheBadOne() {
        List<String> problems = new ArrayList<>();
        String bad = "13 1009 0 0 0 0 0 0 0 0 -1 warm 2 1 0 0 14.07 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0";
        List<ServerMessage> messages = Wire.decode(
                "PU\n" + GOOD_PU_LINE + "\n" + bad + "\n" + GOOD_PU_LINE.replace("12 2462", "14 2462") + "\n#",
                problems);
        var pu = (PlayerUpdate) messages.get(0);
        assertEquals(
                List.of(12, 14),
                pu.players().stream().map(PlayerUpdate.PlayerLine::playerId).toList());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("PU: skipped line '13 1009"), problems.get(0));
        assertTrue(problems.get(0).contains("'warm'"), problems.get(0));
    }

    @Test
    void unknownTagDecodesToUnknownWithItsLines() {
        List<String> problems = new ArrayList<>();
        List<ServerMessage> messages = Wire.decode("ZZ\n1 2\nthree#", problems);
        assertEquals(List.of(new Unknown("ZZ", List.of("1 2", "three"))), messages);
        assertEquals(List.of(), problems);
    }

    @Test
    void foodChangeWithANonNumberIsReportedAndYieldsNothing() {
        List<String> problems = new ArrayList<>();
        Optional<ServerMessage> fx =
                ServerMessages.standard().decode(new Frame("FX", List.of("18 18 0 0 fast -1 0 0")), problems::add);
        assertEquals(Optional.empty(), fx);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("FX: skipped message"), problems.get(0));
        assertTrue(problems.get(0).contains("'fast'"), problems.get(0));
    }

    @Test
    void idListSkipsOnlyTheLineWithANonNumber() {
        List<String> problems = new ArrayList<>();
        List<ServerMessage> messages = Wire.decode("PO\n22\nx23\n24 25\n#", problems);
        assertEquals(List.of(new PlayersOutOfRange(List.of(22, 24, 25))), messages);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("PO: skipped line 'x23'"), problems.get(0));
    }

    @Test
    void moveWithAnOddNumberOfOffsetsIsSkipped() {
        List<String> problems = new ArrayList<>();
        var pm =
                (PlayerMovesStart) Wire.decode("PM\n13 0 0 0.800 0.800 0 1 0 2\n14 0 0 0.267 0.266 1 -1 0\n#", problems)
                        .get(0);
        assertEquals(
                List.of(14),
                pm.moves().stream().map(PlayerMovesStart.Move::playerId).toList());
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("an x without its y"), problems.get(0));
    }

    @Test
    void warReportRejectsAnUnknownStatus() {
        List<String> problems = new ArrayList<>();
        var wr = (WarReport)
                Wire.decode("WR\n18 20 truce\n22 24 war\n#", problems).get(0);
        assertEquals(List.of(new WarReport.Relation(22, 24, WarReport.Status.WAR)), wr.relations());
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("'truce'"), problems.get(0));
    }

    @Test
    void singleLineMessageWithExtraFieldsIsReported() {
        List<String> problems = new ArrayList<>();
        assertEquals(List.of(), Wire.decode("VS\n40 -5 7\n#", problems));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("unexpected field '7'"), problems.get(0));
    }

    @Test
    void loginChallengeWithoutItsVersionLineIsReported() {
        List<String> problems = new ArrayList<>();
        assertEquals(List.of(), Wire.decode("SN\n0/160\nABC\n#", problems));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("SN: skipped message"), problems.get(0));
    }
}
