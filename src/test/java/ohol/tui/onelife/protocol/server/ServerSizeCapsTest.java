package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.MalformedLineException;
import org.junit.jupiter.api.Test;

/**
 * Every list size the server controls is capped: at the cap the message reads as usual, one past
 * it the excess is reported and skipped (or the line, when the list is a line's whole point).
 */
class ServerSizeCapsTest {
    private static String numbers(int count, String separator) {
        return IntStream.range(0, count).mapToObj(i -> Integer.toString(i % 7)).collect(Collectors.joining(separator));
    }

    private static String lines(int count, String line) {
        return (line + "\n").repeat(count);
    }

    @Test
    void aPathIsKeptUpToTheCapAndItsLineSkippedPastIt() {
        String atCap = "PM\n5 10 20 1.000 1.000 0 " + numbers(2 * PlayerMovesStart.MAX_PATH_STEPS, " ") + "\n#";
        var pm = (PlayerMovesStart) Wire.decodeOne(atCap);
        assertEquals(PlayerMovesStart.MAX_PATH_STEPS, pm.moves().get(0).path().size());

        List<String> problems = new ArrayList<>();
        var over = (PlayerMovesStart) Wire.decode(
                        "PM\n5 10 20 1.000 1.000 0 " + numbers(2 * PlayerMovesStart.MAX_PATH_STEPS + 2, " ")
                                + "\n6 0 0 1.000 1.000 0 1 1\n#",
                        problems)
                .get(0);
        assertEquals(
                List.of(6),
                over.moves().stream().map(PlayerMovesStart.Move::playerId).toList());
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("more than " + PlayerMovesStart.MAX_PATH_STEPS), problems.get(0));
    }

    @Test
    void idListsKeepTheCapAndReportTheRest() {
        for (String layout : List.of(" ", "\n")) {
            var po = (PlayersOutOfRange) Wire.decodeOne("PO\n" + numbers(IdList.MAX_IDS, layout) + "\n#");
            assertEquals(IdList.MAX_IDS, po.playerIds().size());

            List<String> problems = new ArrayList<>();
            var over = (PlayersOutOfRange) Wire.decode("PO\n" + numbers(IdList.MAX_IDS + 5, layout) + "\n#", problems)
                    .get(0);
            assertEquals(IdList.MAX_IDS, over.playerIds().size());
            assertEquals(1, problems.size(), problems.toString());
            assertTrue(problems.get(0).startsWith("PO: more than " + IdList.MAX_IDS), problems.get(0));
        }
        List<String> problems = new ArrayList<>();
        var ow = (OwnerList) Wire.decode("OW\n3 4 " + numbers(IdList.MAX_IDS + 1, " ") + "\n#", problems)
                .get(0);
        assertEquals(IdList.MAX_IDS, ow.ownerIds().size());
        assertEquals(List.of("OW: more than " + IdList.MAX_IDS + " ids; the rest was skipped"), problems);
    }

    @Test
    void exileAndWarListsKeepTheCapAndReportTheRest() {
        List<String> problems = new ArrayList<>();
        var ex = (Exiled) Wire.decode("EX\n" + lines(Exiled.MAX_LINES + 3, "12 13") + "#", problems)
                .get(0);
        assertEquals(Exiled.MAX_LINES, ex.exiles().size());
        assertEquals(List.of("EX: more than " + Exiled.MAX_LINES + " lines; the rest was skipped"), problems);
        assertEquals(
                Exiled.MAX_LINES,
                ((Exiled) Wire.decodeOne("EX\n" + lines(Exiled.MAX_LINES, "12 13") + "#"))
                        .exiles()
                        .size());

        problems.clear();
        var wr = (WarReport) Wire.decode("WR\n" + lines(WarReport.MAX_RELATIONS + 1, "18 20 war") + "#", problems)
                .get(0);
        assertEquals(WarReport.MAX_RELATIONS, wr.relations().size());
        assertEquals(List.of("WR: more than " + WarReport.MAX_RELATIONS + " lines; the rest was skipped"), problems);
    }

    @Test
    void aMapChunkBiggerThanTheCapIsSkipped() {
        int side = 62; // 62 x 62 = 3,844 cells, just over the cap
        assertTrue(side * side > MapChunk.MAX_CELLS && (side - 1) * side <= MapChunk.MAX_CELLS);
        String cells = ("0:0:0 ").repeat(side * side);
        List<String> problems = new ArrayList<>();
        byte[] over = FrameEncoder.encode(new Frame("MC", List.of(side + " " + side + " 0 0"), cells.getBytes()));
        assertEquals(List.of(), Wire.decode(over, problems));
        assertTrue(problems.get(0).contains("at most " + MapChunk.MAX_CELLS), problems.toString());

        byte[] atCap = FrameEncoder.encode(new Frame(
                "MC",
                List.of((side - 1) + " " + side + " 0 0"),
                ("0:0:0 ").repeat((side - 1) * side).getBytes()));
        problems.clear();
        assertEquals(
                (side - 1) * side,
                ((MapChunk) Wire.decode(atCap, problems).get(0)).cells().size());
        assertEquals(List.of(), problems);
    }

    @Test
    void aContainerHoldsAtMostTheCap() {
        String full = "292," + numbers(GameObject.MAX_CONTAINED, ",").replace('0', '1');
        assertEquals(
                GameObject.MAX_CONTAINED, GameObject.parse(full).contained().size());
        String sub = "292,33:" + numbers(GameObject.MAX_CONTAINED, ":").replace('0', '1');
        assertEquals(
                GameObject.MAX_CONTAINED,
                GameObject.parse(sub).contained().get(0).subContained().size());

        var e = assertThrows(MalformedLineException.class, () -> GameObject.parse(full + ",5"));
        assertEquals("more than " + GameObject.MAX_CONTAINED + " objects inside one", e.getMessage());
        e = assertThrows(MalformedLineException.class, () -> GameObject.parse(sub + ":5"));
        assertEquals("more than " + GameObject.MAX_CONTAINED + " objects inside one", e.getMessage());

        List<String> problems = new ArrayList<>();
        var mx =
                (MapChange) Wire.decode("MX\n1 2 0 " + full + ",5 -1\n3 4 0 " + sub + ":5 -1\n5 6 0 33 -1\n#", problems)
                        .get(0);
        assertEquals(
                List.of(33), mx.changes().stream().map(c -> c.object().id()).toList(), "only the line within the cap");
        assertEquals(2, problems.size(), problems.toString());
    }

    @Test
    void aLineageNamesAtMostTheServersOwnLimit() {
        var ln = (Lineage)
                Wire.decodeOne("LN\n9 " + numbers(Ancestors.MAX_ANCESTORS, " ").replace('0', '8') + " eve=3\n#");
        assertEquals(
                Ancestors.MAX_ANCESTORS, ln.people().get(0).ancestors().ids().size());
        List<String> problems = new ArrayList<>();
        Wire.decode("LN\n9 " + numbers(Ancestors.MAX_ANCESTORS + 1, " ") + " eve=3\n#", problems);
        assertTrue(
                problems.get(0).contains("more than " + Ancestors.MAX_ANCESTORS + " ancestors"), problems.toString());
    }
}
