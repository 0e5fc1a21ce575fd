package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Naming a tile, the places list, the status line's way there, the travel key, and where speech points. */
class PlacesScreenTest {
    private static final String US_AT_5_0 =
            "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 5 0 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";

    @Test
    void nameThisTileGuideToItAndTravelBack() {
        UiHarness ui = new UiHarness(200, 30).play("idle.cap");
        ui.press("m");
        assertTrue(ui.screenText().contains("Name this place:"), ui.screenText());
        ui.type("BERRY PATCH");
        ui.press("<enter>");
        String list = ui.screenText();
        assertTrue(list.contains("1 birthplace (where you were born): here"), list);
        assertTrue(list.contains("2 BERRY PATCH (named by you): here"), list);
        ui.press("2", "<enter>", "<esc>");
        assertTrue(ui.screenText().contains("Guiding to BERRY PATCH: here"), ui.screenText());

        ui.send(US_AT_5_0);
        assertTrue(ui.row(1).startsWith("to BERRY PATCH: 5 tiles W"), ui.row(1));
        String map = ui.screenText();
        assertTrue(map.contains("⚑"), "the place on the map:\n" + map);

        ui.sent.clear();
        ui.press("T");
        assertTrue(ui.sent.stream().anyMatch(s -> s.startsWith("MOVE 5 0 @")), ui.sent.toString());
        assertTrue(ui.screenText().contains("Walking to BERRY PATCH: 5 tiles W"), ui.screenText());

        ui.press("'");
        assertTrue(
                ui.screenText().contains("2 BERRY PATCH (named by you): here  [guiding]"),
                "counted from where the walk ends:\n" + ui.screenText());
    }

    @Test
    void aSpotPointedToInSpeechIsMarkedOnTheMapAndListed() {
        UiHarness ui = new UiHarness(200, 30).play("idle.cap");
        ui.send("PS\n11/0 MEET ME HERE *map 3 -4 20\n#FM\n#");
        String screen = ui.screenText();
        assertTrue(screen.contains("You: MEET ME HERE (points at") && screen.contains("3,-4)"), screen);
        // we stand at 0,0 (drawn @); the spot is 3 tiles east and 4 south, marked beside the tile's glyph
        int row = 0;
        while (ui.row(row).indexOf('@') < 0) {
            row++;
        }
        int col = ui.row(row).indexOf('@');
        assertEquals('✦', ui.at(col + 3 * MapViewport.TILE_COLUMNS + 1, row + 4), screen);
        ui.press("'");
        assertTrue(ui.screenText().contains("map: MEET ME HERE (pointed out): 4 tiles SE"), ui.screenText());
    }
}
