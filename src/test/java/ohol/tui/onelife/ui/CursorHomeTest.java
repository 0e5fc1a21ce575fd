package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import ohol.tui.TestMaps;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/**
 * Once a look ends (Esc, or an action), the cursor goes home: the next action aims at us, not at
 * a tile looked at before; acting on that tile again takes a key of its own ({@code `}). A tile
 * picked in target mode stays picked, and a drop keeps the aim where it was, as the official
 * client's pointer stays on the tile dropped on. Keys on Lanterna's virtual terminal, with the real data;
 * what is sent is what the server would have read.
 */
class CursorHomeTest {
    private static final int STONE = 33;
    private static final int BUSH = 30;
    private static final int LOOK_ROW = 22;

    /** We hold a stone; a bush 3 tiles west is the nearest thing, so Tab puts the cursor on it. */
    private static UiHarness world() {
        UiHarness ui = UiHarness.withData(80, 24);
        ui.sendBytes(TestMaps.bytes(TestMaps.chunk(8, Map.of(new Position(-3, 0), BUSH)), STONE));
        return ui;
    }

    @Test
    void afterTabAndEscTheDropKeyDropsHere() {
        UiHarness ui = world();
        ui.press("<tab>");
        assertTrue(ui.row(LOOK_ROW).startsWith("W 3: Wild Gooseberry Bush"), ui.row(LOOK_ROW));
        ui.press("<esc>", "d");
        assertEquals(List.of("DROP 0 0 -1#"), ui.sent, "dropped where we stand, no walk to the bush");
    }

    @Test
    void afterLookModeClosedTheDropKeyDropsHere() {
        for (String close : List.of("<esc>", ";", "q")) {
            UiHarness ui = world();
            ui.press(";", "<tab>");
            assertTrue(ui.screenText().contains("-- Look: -3,0"), ui.screenText());
            ui.press(close, "d");
            assertEquals(List.of("DROP 0 0 -1#"), ui.sent, "look closed with " + close);
        }
    }

    @Test
    void anActionEndsTheLookAndTheNextOneAimsAtUsAgain() {
        UiHarness ui = world();
        ui.press("<tab>", "<");
        assertEquals(1, ui.sent.size(), ui.sent.toString());
        assertTrue(ui.sent.get(0).startsWith("FLIP "), "< faces west: " + ui.sent);
        assertTrue(ui.row(LOOK_ROW).startsWith("Here"), "the cursor is home: " + ui.row(LOOK_ROW));
        ui.sent.clear();
        ui.press("d");
        assertEquals(
                List.of("DROP 0 0 -1#"),
                ui.sent,
                "acting ended the look: the drop is not aimed at the bush 3 tiles away");
    }

    @Test
    void theRecallKeyPutsTheCursorBackOnTheTileLookedAt() {
        UiHarness ui = world();
        ui.press("<tab>", "<esc>", "`");
        assertTrue(ui.screenText().contains("back on the tile you last looked at (W 3)"), ui.screenText());
        assertTrue(ui.row(LOOK_ROW).startsWith("W 3: Wild Gooseberry Bush"), ui.row(LOOK_ROW));
        ui.press("d");
        assertEquals(1, ui.sent.size(), ui.sent.toString());
        assertTrue(ui.sent.get(0).startsWith("MOVE "), "walks to the bush first: " + ui.sent);
    }

    @Test
    void aTilePickedInTargetModeStaysPickedAfterActing() {
        UiHarness ui = world();
        ui.press("x", "h", "h", "h", "x", "g");
        assertEquals(1, ui.sent.size(), ui.sent.toString());
        assertTrue(ui.sent.get(0).startsWith("MOVE "), "walks to the bush: " + ui.sent);
        assertTrue(
                ui.row(LOOK_ROW).contains(": Wild Gooseberry Bush"), "the bush is still picked: " + ui.row(LOOK_ROW));
    }

    @Test
    void aDropKeepsTheAimOnTheTileSoTheNextUseActsThere() {
        UiHarness ui = world();
        ui.press("<tab>", "d");
        assertEquals(1, ui.sent.size(), ui.sent.toString());
        assertTrue(ui.sent.get(0).startsWith("MOVE "), "walks to the bush to drop there: " + ui.sent);
        // beside the bush: the drop goes out; then the stone is on the ground
        ui.send(standing(-2, 2, STONE));
        ui.send(standing(-2, 2, 0));
        assertTrue(ui.sent.contains("DROP -3 0 -1#"), ui.sent.toString());
        assertTrue(
                ui.row(LOOK_ROW).startsWith("W 1: Wild Gooseberry Bush"),
                "the aim stays on the bush after the drop: " + ui.row(LOOK_ROW));
        ui.sent.clear();
        ui.press("g");
        assertEquals(List.of("USE -3 0#"), ui.sent, "g acts on the bush too, not on our own tile");
    }

    /** Our player update: standing at {@code x, 0} after the walk numbered {@code seq}, holding {@code held}. */
    private static String standing(int x, int seq, int held) {
        return String.format(
                java.util.Locale.ROOT,
                "PU\n%d 2404 0 0 0 0 %d 0 0 0 -1 0.50 %d 0 %d 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#",
                TestMaps.OUR_ID,
                held,
                seq,
                x);
    }
}
