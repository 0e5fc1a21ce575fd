package ohol.tui.onelife.world;

import java.util.OptionalInt;

/**
 * Who a bare-handed use on a tile would take into our arms. The official client turns a click
 * into {@code BABY} when nothing lies on the tile, our hands are empty and someone else there,
 * in no one's arms, is under 5 (LivingLifePage.cpp); the age we may carry from is the server's
 * {@code minPickupBabyAge} (10), below which it ignores {@code BABY}.
 */
public final class Arms {
    /** server.cpp minPickupBabyAge: younger players cannot pick up a baby. */
    public static final double MIN_CARRIER_AGE = 10;
    /** server.cpp babyAge: only someone younger can be picked up. */
    public static final double BABY_AGE = 5;
    /** server.cpp startWalkingAge: today's server ignores a younger player's MOVE; from then a baby crawls. */
    public static final double START_WALKING_AGE = 0.20;

    private Arms() {}

    /** The baby a use on {@code tile} picks up, if any (the lowest id when several lie there). */
    public static OptionalInt babyToPickUp(WorldSnapshot world, Position tile) {
        Person us = world.us().orElse(null);
        if (us == null
                || !us.held().isEmpty()
                || us.ageAt(world.nanos()) < MIN_CARRIER_AGE
                || world.cell(tile.x(), tile.y())
                        .map(c -> !c.object().isEmpty())
                        .orElse(false)) {
            return OptionalInt.empty();
        }
        var carried = Carrying.carriers(world.people().values());
        for (Person p : world.peopleAt(tile.x(), tile.y())) {
            if (p.id() != us.id() && !carried.containsKey(p.id()) && p.ageAt(world.nanos()) < BABY_AGE) {
                return OptionalInt.of(p.id());
            }
        }
        return OptionalInt.empty();
    }
}
