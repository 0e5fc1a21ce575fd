package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import ohol.tui.TestMaps;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/**
 * "Go to food" does not walk us up to a wolf: it goes to the nearest food whose walk ends out
 * of every deadly animal's reach; when there is none, it is refused, saying what and where the
 * animal is, and nothing is sent.
 */
class DeadlyGotoTest {
    private static final int WILD_GOOSEBERRY_BUSH = 30;
    private static final int WOLF = 418;

    /** Us at 0,0 on a map of only {@code objects}. */
    private static UiHarness world(Map<Position, Integer> objects) {
        UiHarness ui = UiHarness.withData(100, 30);
        ui.sendBytes(TestMaps.bytes(TestMaps.chunk(8, objects), 0));
        ui.sent.clear();
        return ui;
    }

    private static String move(UiHarness ui) {
        return ui.sent.stream().filter(s -> s.startsWith("MOVE")).findFirst().orElse("");
    }

    @Test
    void goingToFoodBesideAWolfIsRefusedWithTheWolfNamedWhenNoOtherFoodIsKnown() {
        UiHarness ui = world(Map.of(new Position(2, 0), WILD_GOOSEBERRY_BUSH, new Position(4, 0), WOLF));
        ui.press(".");
        String screen = ui.screenText();
        assertTrue(screen.contains("You can't go to food: the walk would end within a deadly animal's"), screen);
        assertTrue(screen.contains("Wolf 4 tiles E"), screen);
        assertFalse(ui.sent.stream().anyMatch(s -> s.startsWith("MOVE")), ui.sent.toString());
    }

    @Test
    void goingToFoodWithNoWolfNearWalks() {
        UiHarness ui = world(Map.of(new Position(2, 0), WILD_GOOSEBERRY_BUSH));
        ui.press(".");
        assertTrue(move(ui).endsWith(" 1 0#"), ui.sent + "\n" + ui.screenText());
    }

    @Test
    void goingToFoodWithAWolfBesideTheNearestGoesToTheNearestFoodOutOfItsReach() {
        UiHarness ui = world(Map.of(
                new Position(2, 0), WILD_GOOSEBERRY_BUSH,
                new Position(4, 0), WOLF,
                new Position(-6, 0), WILD_GOOSEBERRY_BUSH,
                new Position(-7, 0), WILD_GOOSEBERRY_BUSH));
        ui.press(".");
        String screen = ui.screenText();
        assertFalse(screen.contains("deadly animal's reach"), screen);
        assertTrue(move(ui).endsWith(" -5 0#"), "beside the nearest bush out of reach: " + ui.sent + "\n" + screen);
    }
}
