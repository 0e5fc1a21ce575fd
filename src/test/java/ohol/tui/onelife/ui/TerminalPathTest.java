package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk;
import org.junit.jupiter.api.Test;

class TerminalPathTest {
    private static final String US_AT_ORIGIN =
            "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";

    /** Grassland from -20..20 with a wall of Juniper Trees (49, blocking) at x=3 for y=-3..3. */
    private static String mapWithTreeWall() {
        List<MapChunk.MapCell> cells = new ArrayList<>();
        for (int i = 0; i < 41 * 41; i++) {
            int x = -20 + i % 41;
            int y = -20 + i / 41;
            boolean tree = x == 3 && y >= -3 && y <= 3;
            cells.add(new MapChunk.MapCell(0, 0, GameObject.of(tree ? 49 : 0)));
        }
        return new String(
                FrameEncoder.encode(new MapChunk(41, 41, -20, -20, cells).toFrame()), StandardCharsets.ISO_8859_1);
    }

    private static List<int[]> steps(String move) {
        String[] f = move.replace("#", "").split(" ");
        int x = Integer.parseInt(f[1]);
        int y = Integer.parseInt(f[2]);
        List<int[]> tiles = new ArrayList<>();
        for (int i = 4; i + 1 < f.length; i += 2) {
            tiles.add(new int[] {
                x + Integer.parseInt(f[i]),
                y + Integer.parseInt(f[i + 1]),
                Integer.parseInt(f[i]),
                Integer.parseInt(f[i + 1])
            });
        }
        return tiles;
    }

    @Test
    void walkingToTheTargetGoesAroundTreesInLegsOfSixteen() {
        UiHarness ui = new UiHarness(100, 30);
        ui.sendBytes(mapWithTreeWall().getBytes(StandardCharsets.ISO_8859_1));
        ui.send(US_AT_ORIGIN);
        ui.press("x");
        for (int i = 0; i < 18; i++) {
            ui.press("l");
        }
        ui.press("<enter>");
        assertEquals(1, ui.sent.size(), ui.sent.toString());
        String first = ui.sent.get(0);
        assertTrue(first.startsWith("MOVE 0 0 @2 "), first);
        List<int[]> leg = steps(first);
        for (int[] t : leg) {
            assertTrue(!(t[0] == 3 && t[1] >= -3 && t[1] <= 3), "the path crosses a tree at " + t[0] + "," + t[1]);
            assertTrue(Math.abs(t[2]) <= 16 && Math.abs(t[3]) <= 16, "a step more than 16 from the start");
        }
        int[] end = leg.get(leg.size() - 1);
        assertTrue(end[0] < 18, "the first leg stops short of the goal");
        ui.send("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 2 0 " + end[0] + " " + end[1]
                + " 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        assertEquals(2, ui.sent.size(), ui.sent.toString());
        List<int[]> second = steps(ui.sent.get(1));
        assertTrue(ui.sent.get(1).startsWith("MOVE " + end[0] + " " + end[1] + " @3 "), ui.sent.get(1));
        int[] goal = second.get(second.size() - 1);
        assertEquals(18, goal[0]);
        assertEquals(0, goal[1]);
    }

    @Test
    void aClickOnTheMapWalksThere() {
        UiHarness ui = new UiHarness(80, 24);
        ui.send(US_AT_ORIGIN);
        // 80x24: map rows 2..15 and columns 0..55 (the list of what is near is right of it), our
        // tile at column 28, row 9; three tiles east is column 34
        ui.terminal.addInput(new MouseAction(MouseActionType.CLICK_DOWN, 1, new TerminalPosition(34, 9)));
        ui.tick();
        assertEquals(List.of("MOVE 0 0 @2 1 0 2 0 3 0#"), ui.sent);
        // positions count from where our walk ends: the clicked tile is where we will stand
        assertTrue(ui.row(22).startsWith("Here:"), ui.row(22));
        // the status line says where the @ is: still home as the walk starts, there once it is walked
        // (the server's PU says so)
        assertTrue(ui.row(1).contains("at 0,0"), ui.row(1));
        ui.send("PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 2 0 3 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        assertTrue(ui.row(1).contains("at 3,0"), ui.row(1));
    }
}
