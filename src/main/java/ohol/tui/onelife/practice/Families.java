package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import ohol.tui.onelife.path.Reach;
import ohol.tui.onelife.path.Reach.ActionKind;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.server.BabyWiggle;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.world.Position;

/**
 * Mothers and babies as the official server has them: a newcomer is born to a fertile woman if
 * the world has one, else is an Eve; a woman of 10 or more picks up a child under 5 (BABY), and
 * if she is fertile that feeds a hungry one; a baby in fertile arms does not get hungry; a
 * carried baby is put down with DROP or wriggles free with JUMP. Names come from speech: an Eve's
 * {@code I AM NAME} names her family, {@code YOU ARE NAME} names the baby in her arms.
 */
final class Families {
    /** The server's maxLivingChildrenPerMother: mothers with this many living children are passed over while others can take a baby. */
    static final int MAX_LIVING_CHILDREN = 4;
    /**
     * The server's babyBirthFoodDecrement, as its shipped settings file sets it (0; the code's
     * fallback is 10): what a birth costs the mother, who keeps at least 4.
     */
    static final int BIRTH_FOOD_COST = 0;
    /** The server starts babies "almost starving". */
    static final int BABY_START_FOOD = 2;
    /** The server's nurseCost: what picking up a baby costs a fertile woman. */
    static final int NURSE_COST = 1;
    /** The server's getClosestOtherPlayer: nobody farther than this is named by a YOU ARE. */
    static final double NAMING_DISTANCE = 20;

    private final PracticeWorld world;
    private final SplittableRandom random;

    Families(PracticeWorld world, long seed) {
        this.world = world;
        this.random = new SplittableRandom(seed);
    }

    /** A newcomer's life: a baby of a fertile woman if there is one (and the world has babies), else an Eve at the spawn. */
    PracticePlayer newLife(int id, String email) {
        long now = world.now();
        long year = world.config.year().toNanos();
        Optional<PracticePlayer> mother = world.config.evesOnly() ? Optional.empty() : chooseMother(now);
        if (mother.isEmpty()) {
            PracticePlayer eve = new PracticePlayer(id, email, true, PracticePlayer.EVE_AGE, now, year, List.of(), id);
            eve.food = eve.foodCapacity(now);
            eve.nextHungerNanos = now + world.config.foodPip().toNanos();
            return eve;
        }
        PracticePlayer mom = mother.get();
        PracticePlayer baby =
                new PracticePlayer(id, email, random.nextBoolean(), 0, now, year, mom.lineForChild(), mom.eveId);
        baby.familyName = mom.familyName;
        baby.x = mom.isMoving() ? mom.destX : mom.x;
        baby.y = mom.isMoving() ? mom.destY : mom.y;
        baby.food = BABY_START_FOOD;
        baby.nextHungerNanos = now + world.config.foodPip().toNanos();
        int keep = Math.min(4, mom.food);
        mom.food = Math.max(keep, mom.food - BIRTH_FOOD_COST);
        if (mom.link != null) {
            world.sendFood(mom, -1); // the server tells her, changed or not
        }
        return baby;
    }

    /**
     * The server's choice of mother: fertile women (14 to 40), first those with fewer than
     * {@link #MAX_LIVING_CHILDREN} living children, then any; one of them by chance.
     */
    private Optional<PracticePlayer> chooseMother(long now) {
        List<PracticePlayer> fertile = world.players.values().stream()
                .filter(p -> !p.dead && p.isFertile(now))
                .toList();
        List<PracticePlayer> open = fertile.stream()
                .filter(p -> livingChildren(p) < MAX_LIVING_CHILDREN)
                .toList();
        List<PracticePlayer> choices = open.isEmpty() ? fertile : open;
        if (choices.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(choices.get(random.nextInt(choices.size())));
    }

    private long livingChildren(PracticePlayer mother) {
        return world.players.values().stream()
                .filter(c -> c.motherId().equals(OptionalInt.of(mother.id)))
                .count();
    }

    /** A player on the tile who is not {@code except}, not carried, younger than {@code maxAge}; the one with {@code id} if given. */
    Optional<PracticePlayer> onTile(PracticePlayer except, int x, int y, OptionalInt id, double maxAge) {
        long now = world.now();
        return world.players.values().stream()
                .filter(q -> q != except && q.heldBy == null && q.x == x && q.y == y && q.age(now) < maxAge)
                .filter(q -> id.isEmpty() || q.id == id.getAsInt())
                .findFirst();
    }

    /** BABY: the server's pick-up of a child, with the feeding that comes with fertile arms. */
    void pickUp(PracticePlayer p, Baby b, Turn turn) {
        turn.update(p);
        long now = world.now();
        if (p.age(now) < PracticePlayer.MIN_PICKUP_BABY_AGE
                || !PracticeMap.inside(b.x(), b.y())
                || !Reach.canActOn(new Position(p.x, p.y), new Position(b.x(), b.y()), ActionKind.BABY)
                || !p.held.isEmpty()) {
            return;
        }
        Optional<PracticePlayer> hit = onTile(p, b.x(), b.y(), b.playerId(), PracticePlayer.BABY_AGE);
        if (hit.isEmpty()) {
            return;
        }
        PracticePlayer child = hit.get();
        p.held = GameObject.of(-child.id);
        child.heldBy = p;
        child.x = b.x();
        child.y = b.y();
        child.movingSeq = 0;
        if (!child.held.isEmpty()) {
            child.held = GameObject.NOTHING; // what a picked-up child held falls where it stood
        }
        if (p.isFertile(now)) {
            if (child.food <= PracticeWorld.BABY_FEEDING_LEVEL || child.age(now) >= PracticePlayer.DEFAULT_ACTION_AGE) {
                child.food = child.foodCapacity(now);
                child.nextHungerNanos = now + world.config.foodPip().toNanos();
                turn.food(child, p.id);
            }
            p.food = Math.max(0, p.food - NURSE_COST);
            turn.food(p, -1);
        }
    }

    /**
     * The server's handleDrop for a carried baby: on the tile, told where it is (a forced PU).
     * Nothing is sent about the carrier here: a DROP's own answer does that, and a wriggle out
     * of arms is told only by the baby's line (handleForcedBabyDrop).
     */
    void putDown(PracticePlayer carrier, int x, int y, Turn turn) {
        PracticePlayer baby = world.players.get(-carrier.held.id());
        carrier.held = GameObject.NOTHING;
        if (baby == null) {
            return;
        }
        baby.heldBy = null;
        baby.x = x;
        baby.y = y;
        baby.awaitingForce = true;
        if (carrier.isFertile(world.now())) {
            baby.nextHungerNanos = world.now() + world.config.foodPip().toNanos();
        }
        turn.force(baby);
    }

    /**
     * JUMP: a carried child of a year or more (or in a stranger's arms) jumps down beside the
     * carrier; a younger one, and one too small to walk, only wriggles (BW).
     */
    void jump(PracticePlayer p) {
        long now = world.now();
        if (p.heldBy != null) {
            PracticePlayer carrier = p.heldBy;
            if (p.age(now) >= 1 || !p.motherId().equals(OptionalInt.of(carrier.id))) {
                Turn turn = new Turn();
                putDown(carrier, carrier.x, carrier.y, turn);
                world.flush(turn);
            } else {
                world.broadcast(new BabyWiggle(List.of(p.id)));
            }
        } else if (p.age(now) < PracticePlayer.START_WALKING_AGE) {
            world.broadcast(new BabyWiggle(List.of(p.id)));
        }
    }

    /** Naming phrases in what {@code p} said (already cleaned), as the server hears them. */
    void listen(PracticePlayer p, String said) {
        List<PracticePlayer> named = new ArrayList<>();
        if (p.isEve() && p.firstName.isEmpty()) {
            Speech.named(said, Speech.FAMILY_NAMING).ifPresent(family -> {
                p.firstName = Optional.of("EVE");
                p.familyName = Optional.of(family);
                named.add(p);
            });
        }
        if (p.holdsBaby()) {
            PracticePlayer baby = world.players.get(-p.held.id());
            if (baby != null && baby.firstName.isEmpty()) {
                Speech.named(said, Speech.BABY_NAMING).ifPresent(name -> {
                    name(baby, name, p);
                    named.add(baby);
                });
            }
        } else {
            Speech.named(said, Speech.BABY_NAMING)
                    .flatMap(name -> closestNameless(p).map(other -> {
                        name(other, name, p);
                        return other;
                    }))
                    .ifPresent(named::add);
        }
        if (!named.isEmpty()) {
            world.broadcast(
                    new Names(named.stream().map(q -> q.name().orElseThrow()).toList()));
        }
    }

    /** A baby's name keeps the baby's family name, or takes the namer's. */
    private static void name(PracticePlayer who, String first, PracticePlayer namer) {
        if (who.familyName.isEmpty()) {
            who.familyName = namer.familyName;
        }
        who.firstName = Optional.of(first);
    }

    /**
     * The nameless non-Eve of 5 or more nearest to {@code p}, within {@link #NAMING_DISTANCE}:
     * who a YOU ARE names when no baby is in arms (the server's Eve-naming phrases are not
     * modelled, so a nameless Eve is left alone).
     */
    private Optional<PracticePlayer> closestNameless(PracticePlayer p) {
        long now = world.now();
        return world.players.values().stream()
                .filter(q -> q != p && q.firstName.isEmpty() && q.age(now) >= PracticePlayer.BABY_AGE)
                .filter(q -> Math.hypot(q.x - p.x, q.y - p.y) < NAMING_DISTANCE)
                .min(Comparator.comparingDouble(q -> Math.hypot(q.x - p.x, q.y - p.y)))
                .filter(q -> !q.isEve());
    }
}
