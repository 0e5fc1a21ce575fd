package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.Ancestors;
import ohol.tui.onelife.protocol.server.ClothingSet;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * One life in the practice world: an Eve of 14, or a baby born to a mother at 0. Ages, food
 * capacity and the ages that matter are the official server's.
 *
 * <p>Thread safety: confined to the practice world's thread.
 */
final class PracticePlayer {
    static final double EVE_AGE = 14;
    static final double SPEED = 3.75;
    /** The server's forceDeathAge: nobody lives past 60. */
    static final double OLD_AGE = 60;
    /** The server's minPickupBabyAge: younger players cannot pick up a baby. */
    static final double MIN_PICKUP_BABY_AGE = 10;
    /** The server's babyAge: only players younger than this can be picked up. */
    static final double BABY_AGE = 5;
    /** The server's defaultActionAge: younger players cannot do bare-hand actions that leave the hand empty. */
    static final double DEFAULT_ACTION_AGE = 3;
    /** The server's startWalkingAge: younger babies cannot walk. */
    static final double START_WALKING_AGE = 0.2;
    /** The server's getFirstFertileAge and its upper bound. */
    static final double FIRST_FERTILE_AGE = 14;

    static final double LAST_FERTILE_AGE = 40;
    /** Display ids of the bodies: a dark-skinned woman and man of the game's race 4. */
    static final int FEMALE_BODY = 19;

    static final int MALE_BODY = 347;

    final int id;
    final String email;
    final boolean female;
    final double startAge;
    final long bornNanos;
    private final long yearNanos;
    /** Mother first, then her mother and on up; empty for an Eve. */
    final List<Integer> ancestors;

    final int eveId;
    Optional<String> firstName = Optional.empty();
    Optional<String> familyName = Optional.empty();
    ClientLink link;
    int x;
    int y;
    /** What the hand holds; a negative id is the player id of a held baby. */
    GameObject held = GameObject.NOTHING;

    int food;
    int lastAte;
    /** Food before the last meal, as FX reports it. */
    int lastAteFillMax;

    int doneSeq = 1;
    /** The move under way (its number), or 0. */
    int movingSeq;

    long arrivalNanos;
    int destX;
    int destY;
    /** A FORCE the client still owes us; until then position-bound commands are ignored. */
    boolean awaitingForce;

    long disconnectedAt = -1;
    long nextHungerNanos;
    /** The player carrying this one, or null. */
    PracticePlayer heldBy;

    long lastSayNanos;
    boolean facingLeft;
    final EmoteThrottle emotes;
    long lastFlipNanos = Long.MIN_VALUE / 2;
    boolean dead;

    PracticePlayer(
            int id,
            String email,
            boolean female,
            double startAge,
            long bornNanos,
            long yearNanos,
            List<Integer> ancestors,
            int eveId) {
        this.id = id;
        this.email = email;
        this.female = female;
        this.startAge = startAge;
        this.bornNanos = bornNanos;
        this.yearNanos = yearNanos;
        this.ancestors = List.copyOf(ancestors);
        this.eveId = eveId;
        this.lastSayNanos = bornNanos;
        this.emotes = new EmoteThrottle(bornNanos);
    }

    boolean isEve() {
        return ancestors.isEmpty();
    }

    OptionalInt motherId() {
        return ancestors.isEmpty() ? OptionalInt.empty() : OptionalInt.of(ancestors.get(0));
    }

    long yearNanos() {
        return yearNanos;
    }

    double age(long now) {
        return Math.min(OLD_AGE, startAge + (double) (now - bornNanos) / yearNanos);
    }

    double secondsPerYear() {
        return yearNanos / 1e9;
    }

    boolean isFertile(long now) {
        double age = age(now);
        return female && age >= FIRST_FERTILE_AGE && age <= LAST_FERTILE_AGE;
    }

    /** The server's computeFoodCapacity: age + 4 up to 20 at 16, shrinking again after 44. */
    int foodCapacity(long now) {
        long years = Math.round(age(now));
        if (years < 44) {
            return (int) Math.min(years, 16) + 4;
        }
        return (int) Math.max(4, OLD_AGE - years + 4);
    }

    /**
     * The server's computeMoveSpeed: three quarters of full speed at birth, full speed at 10,
     * rounded to whole pixels (128 a tile) per frame (60 a second) as the server rounds it.
     */
    double speed(long now) {
        double age = age(now);
        double speed = age < 10 ? SPEED * (0.75 + 0.25 * age / 10) : SPEED;
        return Math.rint(speed * 128 / 60) * 60 / 128;
    }

    boolean isMoving() {
        return movingSeq != 0;
    }

    boolean holdsBaby() {
        return held.id() < 0;
    }

    int displayId() {
        return female ? FEMALE_BODY : MALE_BODY;
    }

    PlayerState state(long now, boolean forced, boolean justAte) {
        return new PlayerState(
                id,
                displayId(),
                0,
                false,
                0,
                0,
                held,
                false,
                0,
                0,
                -1,
                0.5,
                isMoving() || heldBy != null ? 0 : doneSeq, // server.cpp: a held player is never done moving
                forced,
                x,
                y,
                age(now),
                secondsPerYear(),
                speed(now),
                ClothingSet.NONE,
                justAte,
                justAte ? lastAte : 0,
                -1,
                false,
                false);
    }

    PlayerRemoved removed(long now, String reason) {
        return new PlayerRemoved(id, displayId(), age(now), RemovalReason.parse(reason));
    }

    Ancestors lineage() {
        return new Ancestors(ancestors, OptionalInt.of(eveId));
    }

    Optional<Names.Name> name() {
        return firstName.map(first -> new Names.Name(id, first, familyName));
    }

    /** This player's line for a child: the child's mother is this player. */
    List<Integer> lineForChild() {
        List<Integer> line = new ArrayList<>();
        line.add(id);
        line.addAll(ancestors);
        return line;
    }
}
