package ohol.tui.onelife.path;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.onelife.path.Reach.ActionKind;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

class ReachTest {
    private static final Position US = new Position(5, -3);

    /** A 5x5 map around us: '+' where the action reaches. */
    private static String reachMap(ActionKind kind) {
        StringBuilder out = new StringBuilder();
        for (int dy = 2; dy >= -2; dy--) {
            for (int dx = -2; dx <= 2; dx++) {
                out.append(Reach.canActOn(US, US.plus(dx, dy), kind) ? '+' : '.');
            }
            out.append('\n');
        }
        return out.toString();
    }

    @Test
    void ownTileAndTheFourOrthogonalNeighboursNeverADiagonal() {
        String cross =
                """
                .....
                ..+..
                .+++.
                ..+..
                .....
                """;
        for (ActionKind kind : new ActionKind[] {
            ActionKind.USE,
            ActionKind.DROP,
            ActionKind.SWAP,
            ActionKind.REMOVE,
            ActionKind.BABY,
            ActionKind.USE_ON_OTHER
        }) {
            assertEquals(cross, reachMap(kind), kind.name());
        }
    }

    @Test
    void eatingAndTakingFromClothesOnlyOnTheOwnTile() {
        String own =
                """
                .....
                .....
                ..+..
                .....
                .....
                """;
        assertEquals(own, reachMap(ActionKind.SELF));
        assertEquals(own, reachMap(ActionKind.REMOVE_FROM_CLOTHING));
    }
}
