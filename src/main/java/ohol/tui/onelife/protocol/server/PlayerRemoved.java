package ohol.tui.onelife.protocol.server;

import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Lines;

/**
 * A PU line with {@code X X} for its position: the player is gone (dead or disconnected), with the
 * reason at the end of the line.
 */
public record PlayerRemoved(int playerId, int displayId, double age, RemovalReason reason)
        implements PlayerUpdate.PlayerLine {

    @Override
    public String toWire() {
        return Lines.join(
                playerId,
                displayId,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                0,
                -1,
                "0.00",
                0,
                0,
                "X",
                "X",
                Decimals.two(age),
                "60.00",
                "0.00",
                ClothingSet.NONE.toWire(),
                0,
                0,
                -1,
                0,
                0,
                reason.toWire());
    }
}
