package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.Random;
import ohol.tui.onelife.protocol.GameObject;
import org.junit.jupiter.api.Test;

class MapViewTest {
    @Test
    void aRowHoldsTheCellsOneByOneWouldGive() {
        MapMirror mirror = new MapMirror();
        Random random = new Random(3);
        for (int i = 0; i < 400; i++) { // scattered over blocks on both sides of zero, some left unknown
            mirror.set(random.nextInt(80) - 40, random.nextInt(40) - 20, new Cell(i % 7, 0, GameObject.NOTHING));
        }
        MapMirror.MapView view = mirror.view();
        for (int y = -22; y <= 22; y++) {
            for (int fromX = -45; fromX <= 5; fromX += 5) {
                Cell[] row = new Cell[1 + random.nextInt(60)];
                Arrays.fill(row, new Cell(-1, -1, GameObject.NOTHING)); // as a reused row would be
                view.row(fromX, y, row);
                for (int i = 0; i < row.length; i++) {
                    assertSame(view.cellOrNull(fromX + i, y), row[i], (fromX + i) + "," + y);
                }
            }
        }
    }
}
