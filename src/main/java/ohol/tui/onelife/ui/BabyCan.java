package ohol.tui.onelife.ui;

import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.world.Arms;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What a baby can do now, as the server of its era takes it: the status line says it and the
 * hint line offers its keys, and nothing else (a baby does not walk, eat or use things).
 *
 * @param say    it can speak
 * @param crawl  whether and when it can crawl
 * @param jump   in someone's arms: {@code wriggle} (too young to get free of its mother) or {@code jump free}; empty on the ground
 * @param die    it can give up its life
 */
record BabyCan(boolean say, Crawl crawl, Optional<String> jump, boolean die) {
    /** A baby on the ground crawls, or will once old enough; held, it does not. */
    enum Crawl {
        NOW,
        SOON,
        NO
    }

    /** What we can do, while we are a living baby. */
    static Optional<BabyCan> of(WorldSnapshot world, EraFeatures era) {
        Optional<Person> us = world.us();
        if (us.isEmpty() || !world.alive() || us.get().ageAt(world.nanos()) >= LifeLine.BABY_YEARS) {
            return Optional.empty();
        }
        int id = us.get().id();
        double age = us.get().ageAt(world.nanos());
        OptionalInt holder = holderOf(world, id);
        OptionalInt mother = world.kin().motherOf(id);
        Crawl crawl = Crawl.NO;
        if (holder.isEmpty()) {
            // today's server ignores a MOVE from a baby younger than this; 2016's lets a newborn crawl
            boolean waits = era.dialect().babiesWaitToWalk() && age < Arms.START_WALKING_AGE;
            crawl = waits ? Crawl.SOON : Crawl.NOW;
        }
        boolean motherHolds = holder.isPresent() && holder.equals(mother);
        Optional<String> jump = holder.isPresent() && era.offers(new BodyAction.Jump())
                ? Optional.of(motherHolds && age < LifeLine.JUMP_FREE_YEARS ? "wriggle" : "jump free")
                : Optional.empty();
        boolean die = age < LifeLine.DIE_YEARS && era.offers(new BodyAction.Die());
        return Optional.of(new BabyCan(era.has(EraFeatures.Feature.SPEECH), crawl, jump, die));
    }

    /** Who holds a player in their arms, if anyone in sight does. */
    static OptionalInt holderOf(WorldSnapshot world, int playerId) {
        for (Person p : world.people().values()) {
            if (p.heldBabyId().isPresent() && p.heldBabyId().getAsInt() == playerId) {
                return OptionalInt.of(p.id());
            }
        }
        return OptionalInt.empty();
    }
}
