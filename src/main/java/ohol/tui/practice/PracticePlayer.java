package ohol.tui.practice;

import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.server.ClothingSet;
import ohol.tui.protocol.server.PlayerRemoved;
import ohol.tui.protocol.server.PlayerState;
import ohol.tui.protocol.server.RemovalReason;

/**
 * One life in the practice world. Born an Eve of 14, walking 3.75 tiles a second as in the
 * captures of the real server.
 *
 * <p>Thread safety: confined to the practice world's thread.
 */
final class PracticePlayer {
    static final double AGE = 14;
    static final double AGE_RATE = 60;
    static final double SPEED = 3.75;
    static final int FOOD_CAPACITY = 18;

    final int id;
    final String email;
    final String firstName;
    final String lastName;
    ClientLink link;
    int x;
    int y;
    GameObject held = GameObject.NOTHING;
    int food = FOOD_CAPACITY;
    int lastAte;
    int doneSeq = 1;
    /** The move under way (its number), or 0. */
    int movingSeq;
    long arrivalNanos;
    int destX;
    int destY;
    /** A FORCE the client still owes us; until then position-bound commands are ignored. */
    boolean awaitingForce;
    long disconnectedAt = -1;
    /** Food pips drained so far in this life. */
    long hungerTicks;
    final long bornNanos;

    PracticePlayer(int id, String email, String firstName, String lastName, long bornNanos) {
        this.id = id;
        this.email = email;
        this.firstName = firstName;
        this.lastName = lastName;
        this.bornNanos = bornNanos;
    }

    double age(long now) {
        return AGE + (now - bornNanos) / 1e9 / AGE_RATE;
    }

    boolean isMoving() {
        return movingSeq != 0;
    }

    PlayerState state(long now, boolean forced, boolean justAte) {
        return new PlayerState(id, 19, 0, false, 0, 0, held, false, 0, 0, -1, 0.5, isMoving() ? 0 : doneSeq, forced, x, y,
                age(now), AGE_RATE, SPEED, ClothingSet.NONE, justAte, justAte ? lastAte : 0, -1, false, false);
    }

    PlayerRemoved removed(long now, String reason) {
        return new PlayerRemoved(id, 19, age(now), RemovalReason.parse(reason));
    }
}
