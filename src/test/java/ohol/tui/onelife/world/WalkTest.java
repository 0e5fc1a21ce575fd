package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class WalkTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aWalkerIsWhereTheTimeOnThePathPutsThem() {
        // four steps east in 1.6 s, as a PM "p 0 0 1.600 1.600 0 1 0 2 0 3 0 4 0" announces
        Walk walk = new Walk(
                new Position(0, 0),
                List.of(new Position(1, 0), new Position(2, 0), new Position(3, 0), new Position(4, 0)),
                0,
                1.6);
        assertEquals(new Position(0, 0), walk.positionAt(0));
        assertEquals(new Position(1, 0), walk.positionAt(SECOND * 4 / 10));
        assertEquals(new Position(2, 0), walk.positionAt(SECOND * 9 / 10));
        assertEquals(new Position(4, 0), walk.positionAt(2 * SECOND));
        assertEquals(true, walk.isOverAt(2 * SECOND));
    }

    @Test
    void theTileEnteredIsTheNextFromTheMomentAStepBegins() {
        Walk walk = new Walk(
                new Position(0, 0),
                List.of(new Position(1, 0), new Position(2, 0), new Position(3, 0), new Position(4, 0)),
                0,
                1.6);
        assertEquals(new Position(1, 0), walk.tileEnteredAt(1));
        assertEquals(new Position(2, 0), walk.tileEnteredAt(SECOND * 4 / 10));
        assertEquals(new Position(4, 0), walk.tileEnteredAt(SECOND * 15 / 10));
        assertEquals(new Position(4, 0), walk.tileEnteredAt(2 * SECOND));
        assertEquals(new Position(0, 0), walk.tileEnteredAt(-1));
    }

    @Test
    void joiningMidWalkStartsFromTheElapsedPart() {
        // eta 0.8 of 1.6 total: the walk began 0.8 s before we heard of it
        long heard = 10 * SECOND;
        long began = heard - (long) ((1.6 - 0.8) * SECOND);
        Walk walk = new Walk(
                new Position(0, 0),
                List.of(new Position(1, 0), new Position(2, 0), new Position(3, 0), new Position(4, 0)),
                began,
                1.6);
        assertEquals(new Position(2, 0), walk.positionAt(heard));
    }
}
