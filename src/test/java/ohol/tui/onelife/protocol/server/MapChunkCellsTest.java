package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk.MapCell;
import org.junit.jupiter.api.Test;

/** Map chunk cells of every shape the reader has a way for, read as a plain split-and-parse reads them. */
class MapChunkCellsTest {
    private static List<ServerMessage> decode(int width, int height, String cells, List<String> problems) {
        Frame frame = new Frame("MC", List.of(width + " " + height + " 5 -7"), cells.getBytes(StandardCharsets.UTF_8));
        return Wire.decode(FrameEncoder.encode(frame), problems);
    }

    /** What each cell says, read the slow obvious way. */
    private static List<MapCell> expected(String cells) {
        List<MapCell> out = new ArrayList<>();
        for (String cell : cells.strip().split("[ \t\n\u000b\f\r]+")) {
            String[] parts = cell.split(":", 3);
            out.add(new MapCell(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), GameObject.parse(parts[2])));
        }
        return out;
    }

    @Test
    void cellsOfEveryLengthAndFormAreReadAsWritten() {
        String cells = "6:0:0 6:0:0 6:0:2804 6:0:2804 12:3:2804 12:3:28045 1:0:0\t6:0:0\n"
                + "-1:0:33 +2:0:33 007:0:00033 2147483647:0:1 1:-2147483648:5 1:0:292,33,34:35 1:0:292,33 "
                + "99:99:9999 9:9:999999 6:0:2804   6:0:2804\r\n6:0:0 1:0:-5 6:0:0 6:0:0 6:0:2804";
        List<MapCell> want = expected(cells);
        assertEquals(24, want.size());
        List<String> problems = new ArrayList<>();
        MapChunk chunk = (MapChunk) decode(6, 4, cells, problems).get(0);
        assertEquals(List.of(), problems);
        assertEquals(want, chunk.cells());
        for (int i = 0; i < want.size(); i++) {
            assertEquals(want.get(i).biome(), chunk.biome(i));
            assertEquals(want.get(i).floor(), chunk.floor(i));
            assertEquals(want.get(i).object().id(), chunk.objectId(i));
            assertEquals(want.get(i).object(), chunk.object(i));
            assertEquals(!want.get(i).object().contained().isEmpty(), chunk.holdsObjects(i));
        }
        assertEquals(want.get(7), chunk.cellAt(5 + 1, -7 + 1));
    }

    @Test
    void aChunkOfMoreKindsThanItIndexesIsReadCellByCell() {
        StringBuilder cells = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            cells.append(i % 3).append(":0:").append(i % 200).append(i % 7 == 0 ? ",5,6:7 " : " ");
        }
        List<String> problems = new ArrayList<>();
        MapChunk chunk = (MapChunk) decode(20, 20, cells.toString(), problems).get(0);
        assertEquals(List.of(), problems);
        assertEquals(expected(cells.toString()), chunk.cells());
        assertTrue(chunk.kindCount() <= 400);
        for (int i = 0; i < 400; i++) {
            int kind = chunk.kindOf(i);
            assertTrue(kind >= 0 && kind < chunk.kindCount());
        }
    }

    @Test
    void cellsOfEightBytesAtTheEndAreRead() {
        for (String cells : List.of("6:0:2804 6:0:2804", "6:0:2804 1:0:2804 6:0:2804", "6:0:2804 6:0:2804 \n")) {
            int n = expected(cells).size();
            MapChunk chunk = (MapChunk) decode(n, 1, cells, new ArrayList<>()).get(0);
            assertEquals(expected(cells), chunk.cells(), cells);
        }
    }

    @Test
    void aChunkOfOneShortCellAtTheEndIsRead() {
        MapChunk chunk = (MapChunk) decode(1, 1, "3:0:7", new ArrayList<>()).get(0);
        assertEquals(List.of(new MapCell(3, 0, GameObject.of(7))), chunk.cells());
    }

    @Test
    void malformedCellsAreReportedAndTheChunkSkipped() {
        for (String bad : List.of(
                "6:0:0 6:0 6:0:0 6:0:0",
                "6:0:0 6:0:0 :0:0 6:0:0",
                "6:0:0 6:0:0x 6:0:0 6:0:0",
                "6:0:0 6:0:0 6:0:0 2147483648:0:0",
                "6:0:0 6::0 6:0:0 6:0:0",
                "6:0:0 6:0:0 6:0:0 6:0:0\u00006:0:0",
                "6:0:0 6:0:0 6:0:1,x 6:0:0")) {
            List<String> problems = new ArrayList<>();
            List<ServerMessage> messages = decode(2, 2, bad, problems);
            assertEquals(List.of(), messages, bad);
            assertEquals(1, problems.size(), bad + " " + problems);
            assertTrue(problems.get(0).contains("cell"), problems.toString());
        }
    }
}
