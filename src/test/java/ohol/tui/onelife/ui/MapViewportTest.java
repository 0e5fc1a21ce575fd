package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

class MapViewportTest {
    /** The map pane of an 80x24 screen with the list shown: 56 columns (28 tiles) by 14 rows. */
    private static final int COLS = 56;

    private static final int ROWS = 14;

    /** How many times the view moves while the player walks {@code dx, dy} a tile at a time, from the centre. */
    private static int turns(int dx, int dy, int steps) {
        Position center = new Position(0, 0);
        Position player = center;
        int turns = 0;
        for (int i = 0; i < steps; i++) {
            player = player.plus(dx, dy);
            Position next = MapViewport.follow(center, player, COLS, ROWS);
            MapViewport v = new MapViewport(next, COLS, ROWS);
            assertTrue(
                    player.x() >= v.leftX() + 7 && player.x() < v.leftX() + 28 - 7,
                    "a quarter of the view ahead at every step: " + player + " in " + next);
            if (!next.equals(center)) {
                turns++;
                center = next;
            }
        }
        return turns;
    }

    @Test
    void walkingStraightTheViewTurnsAPageAboutEveryFourteenTiles() {
        assertEquals(4, turns(1, 0, 60));
        assertEquals(4, turns(-1, 0, 60));
    }

    @Test
    void aTurnPutsThePlayerAQuarterFromTheEdgeTheyCameFrom() {
        Position center = new Position(0, 0);
        Position next = MapViewport.follow(center, new Position(7, 0), COLS, ROWS);
        assertEquals(new Position(7, 0).x() - 7, new MapViewport(next, COLS, ROWS).leftX());
        Position north = MapViewport.follow(center, new Position(0, 5), COLS, ROWS); // top row 7, margin 3
        MapViewport up = new MapViewport(north, COLS, ROWS);
        assertEquals(5 - 3, up.topY() - ROWS + 1, "the bottom edge a quarter (3 rows) behind: " + north);
    }

    @Test
    void insideTheMarginsTheViewStays() {
        Position center = new Position(5, 5);
        assertEquals(center, MapViewport.follow(center, new Position(10, 7), COLS, ROWS));
    }

    @Test
    void aPlayerOutsideTheViewIsCentred() {
        Position far = new Position(300, -40);
        assertEquals(far, MapViewport.follow(new Position(0, 0), far, COLS, ROWS));
    }
}
