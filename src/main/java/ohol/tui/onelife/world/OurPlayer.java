package ohol.tui.onelife.world;

import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;

/**
 * Our own player, in two halves with one writer each. What the server confirmed (who we are,
 * where we stand, which move it finished, whether it forced us back) is written only by the
 * world's applier. What we predict while a walk we asked for is under way (where it ends, its
 * sequence number) is written only by whoever sends {@code MOVE}. Our id is the last new player
 * in the first {@code PU}, as the official client decides.
 *
 * <p>Thread safety: confined to the thread that applies messages.
 */
public final class OurPlayer {
    /** Where we are: the tile the server last had us standing on, and where we will stand when our walk ends. */
    public record Whereabouts(Position confirmed, Position predicted) {
        public static final Whereabouts ORIGIN = new Whereabouts(new Position(0, 0), new Position(0, 0));
    }

    // confirmed by the server
    private int id = -1;
    private boolean alive;
    private Position confirmed = new Position(0, 0);
    private int doneMovingSeq;
    private int forcedMoves;
    /** Where the arms that carry us are, and where their walk ends; empty on our own feet. */
    private Optional<Whereabouts> carried = Optional.empty();

    // predicted by the sender of MOVE
    private Position destination = new Position(0, 0);
    private int movingSequence;
    private int nextSequence = Move.FIRST_SEQUENCE;
    private int forcedMovesSeen;

    /** Is who and where a snapshot says we were, with no walk of ours under way. */
    void restore(int playerId, boolean living, Position at) {
        id = playerId;
        alive = living;
        confirmed = at;
        destination = at;
    }

    /** Reads a PU; returns true if it said something about us. Only the world's applier calls this. */
    boolean confirm(PlayerUpdate update) {
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
            } else if (line instanceof PlayerState state) {
                if (state.forced()) {
                    forcedMoves++;
                    confirmed = new Position(state.x(), state.y());
                } else if (state.isStill()) {
                    confirmed = new Position(state.x(), state.y());
                    doneMovingSeq = Math.max(doneMovingSeq, state.doneMovingSeq());
                } else if (!isMoving()) {
                    confirmed = new Position(state.x(), state.y()); // someone else moves us (a held baby)
                }
            }
        }
        return aboutUs;
    }

    /**
     * Whether someone carries us, and where they are: we are where they are until put down.
     * Only the world, after each frame, calls this.
     */
    void carried(Optional<Whereabouts> arms) {
        carried = arms;
        arms.ifPresent(at -> confirmed = at.confirmed());
    }

    /** Someone carries us (a walk of our own is over: the server stopped it when we were picked up). */
    public boolean isCarried() {
        return carried.isPresent();
    }

    /** Records a MOVE we are sending, which ends at {@code end}; returns its sequence number. */
    public int predictMove(Position end) {
        forcedMovesSeen = forcedMoves;
        movingSequence = nextSequence++;
        destination = end;
        return movingSequence;
    }

    /** The sequence number the next MOVE will carry. */
    public int nextSequence() {
        return nextSequence;
    }

    /** True once after each forced position, which we must acknowledge with {@code FORCE x y}. */
    public boolean takePendingForce() {
        if (forcedMovesSeen == forcedMoves) {
            return false;
        }
        forcedMovesSeen = forcedMoves;
        movingSequence = 0;
        return true;
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

    /** A move we sent is under way: the server has neither finished it nor forced us elsewhere. */
    public boolean isMoving() {
        return carried.isEmpty()
                && movingSequence != 0
                && doneMovingSeq < movingSequence
                && forcedMovesSeen == forcedMoves;
    }

    public Whereabouts whereabouts() {
        if (carried.isPresent()) {
            return carried.get();
        }
        return new Whereabouts(confirmed, isMoving() ? destination : confirmed);
    }

    /**
     * Where we will stand when our walk ends (where we stand, when still; where the walk of the
     * arms that carry us ends): what offsets count from.
     */
    public Position tile() {
        return whereabouts().predicted();
    }
}
