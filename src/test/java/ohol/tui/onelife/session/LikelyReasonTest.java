package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.RealData;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.protocol.GameObject;
import org.junit.jupiter.api.Test;

class LikelyReasonTest {
    private static final int BITE_WOUND = 1363;
    private static final int STONE = 33;

    private final LikelyReason reason = new LikelyReason(RealData.catalog(), RealData.book());

    @Test
    void aWoundInHandCannotBePutDownAsTheServerRefuses() {
        assertEquals(
                "the Bite Wound cannot be put down: it stays until it heals or someone tends it",
                reason.why(
                        new TileAction.Drop(new Target.Offset(1, 0)),
                        GameObject.of(BITE_WOUND),
                        GameObject.NOTHING,
                        20));
    }

    @Test
    void aStoneOnATakenTileIsATakenTile() {
        assertEquals(
                "the tile is taken (a Stone stands there)",
                reason.why(
                        new TileAction.Drop(new Target.Offset(1, 0)), GameObject.of(STONE), GameObject.of(STONE), 20));
    }
}
