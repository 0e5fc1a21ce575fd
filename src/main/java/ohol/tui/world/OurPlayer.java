package ohol.tui.world;

import java.util.OptionalInt;
import ohol.tui.protocol.client.Move;
import ohol.tui.protocol.server.PlayerRemoved;
import ohol.tui.protocol.server.PlayerState;
import ohol.tui.protocol.server.PlayerUpdate;

/**
 * What the client must know about its own player to act: who we are, where we stand, whether a
 * move is under way and which move number comes next. Our id is the last new player in the first
 * {@code PU}, as the official client decides.
 *
 * <p>Thread safety: confined to the thread that applies messages.
 */
public final class OurPlayer {
    private int id = -1;
    private int x;
    private int y;
    private boolean alive;
    private int nextSequence = Move.FIRST_SEQUENCE;
    private int movingSequence;
    private boolean pendingForce;

    /** Reads a PU; returns true if it said something about us. */
    public boolean apply(PlayerUpdate update) {
        if (id < 0 && !update.players().isEmpty()) {
            id = update.players().get(update.players().size() - 1).playerId();
            alive = true;
        }
        boolean aboutUs = false;
        for (PlayerUpdate.PlayerLine line : update.players()) {
            if (line.playerId() != id) {
                continue;
            }
            aboutUs = true;
            if (line instanceof PlayerRemoved) {
                alive = false;
                movingSequence = 0;
            } else if (line instanceof PlayerState state) {
                applyState(state);
            }
        }
        return aboutUs;
    }

    private void applyState(PlayerState state) {
        if (state.forced()) {
            x = state.x();
            y = state.y();
            movingSequence = 0;
            pendingForce = true;
        } else if (state.isStill()) {
            x = state.x();
            y = state.y();
            if (state.doneMovingSeq() >= movingSequence) {
                movingSequence = 0;
            }
        } else if (movingSequence == 0) {
            x = state.x();
            y = state.y();
        }
    }

    /** Records a MOVE we are sending; returns its sequence number. */
    public int startMove(int destinationX, int destinationY) {
        movingSequence = nextSequence++;
        x = destinationX;
        y = destinationY;
        return movingSequence;
    }

    /** The sequence number the next MOVE will carry. */
    public int nextSequence() {
        return nextSequence;
    }

    /** True once after a forced position, which we must acknowledge with FORCE x y. */
    public boolean takePendingForce() {
        boolean force = pendingForce;
        pendingForce = false;
        return force;
    }

    public boolean isKnown() {
        return id >= 0;
    }

    public OptionalInt id() {
        return id < 0 ? OptionalInt.empty() : OptionalInt.of(id);
    }

    public boolean isAlive() {
        return alive;
    }

    public boolean isMoving() {
        return movingSequence != 0;
    }

    /** Where we are, or where our current move ends. */
    public int x() {
        return x;
    }

    public int y() {
        return y;
    }
}
