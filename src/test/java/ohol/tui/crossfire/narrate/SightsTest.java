package ohol.tui.crossfire.narrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import ohol.tui.crossfire.session.Direction;
import ohol.tui.crossfire.world.Cell;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;
import org.junit.jupiter.api.Test;

/** The map near the player in words, and a step told from the map. */
class SightsTest {
    /** A 5 by 5 view of floor, with {@code things} (x, y, face) on the wall layer, the player in the middle. */
    private static View view(Object... things) {
        List<List<Cell>> rows = new ArrayList<>();
        for (int y = 0; y < 5; y++) {
            List<Cell> row = new ArrayList<>();
            for (int x = 0; x < 5; x++) {
                String[] layers = {"floor", "", "", "", "", "", "", "", "", ""};
                for (int i = 0; i < things.length; i += 3) {
                    if ((int) things[i] == x && (int) things[i + 1] == y) {
                        layers[1] = (String) things[i + 2];
                    }
                }
                row.add(new Cell(List.of(layers), 255));
            }
            rows.add(row);
        }
        return new View(
                5, 5, rows, List.of(), List.of(), StatSheet.EMPTY, "", 0, 0, List.of(), List.of(), Optional.empty());
    }

    @Test
    void compassWordsAreTheEightWays() {
        assertEquals("north", Sights.compass(0, -3));
        assertEquals("north east", Sights.compass(2, -2));
        assertEquals("east", Sights.compass(3, 1));
        assertEquals("south east", Sights.compass(2, 1));
        assertEquals("south west", Sights.compass(-1, 1));
        assertEquals("west", Sights.compass(-2, 0));
    }

    @Test
    void theNearestOfEachThingIsNamedWithItsWay() {
        View v = view(3, 2, "wall_4", 4, 2, "wall_4", 0, 0, "sign");
        assertEquals(
                List.of("You stand on floor.", "Near you: wall 1 east (2 in view); sign 2 north west."),
                Sights.look(v));
        assertEquals("Now near: sign 2 north west.", Sights.cameNear(v, Set.of("wall")));
        assertEquals("", Sights.cameNear(v, Set.of("wall", "sign")));
    }

    @Test
    void aStepIsTakenWhenTheMapMovedThatWay() {
        View before = view(3, 2, "wall", 0, 0, "sign");
        View east = view(2, 2, "wall", -1, 0, "sign");
        assertTrue(Sights.moved(before, east, Direction.EAST));
        assertFalse(Sights.moved(before, before, Direction.EAST));
        assertFalse(Sights.moved(before, view(3, 2, "wall", 0, 0, "sign"), Direction.EAST));
    }
}
