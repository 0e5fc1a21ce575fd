package ohol.tui.onelife.ui;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.OurStats;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Places;
import ohol.tui.onelife.world.Way;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What the status line says about the life itself: a baby's (who holds us, how hungry we are,
 * what a baby can do, where our mother is) and the way to the place we are guided to.
 */
final class LifeLine {
    /** Younger than this we are a baby: someone may pick us up (the server's limit is 5). */
    static final double BABY_YEARS = 5;
    /** The server takes DIE only from players younger than this. */
    static final double DIE_YEARS = 2;
    /** Younger than this, a baby in its mother's arms only wriggles when it jumps. */
    static final double JUMP_FREE_YEARS = 1;
    /** Farther than this, our mother is "not near" and we are told where she is. */
    static final int NEAR_TILES = 3;
    // how long each part of a baby's line stays when it is narrow: the lowest goes first
    private static final int KEEP_MOTHER = 1;
    private static final int KEEP_KEYS = 2;
    private static final int KEEP_STATE = 3;

    private LifeLine() {}

    /** Hunger in words, from the food in store. */
    static String hunger(OurStats s) {
        if (s.foodCapacity() <= 0) {
            return "not fed yet";
        }
        if (s.food() <= 0) {
            return "starving";
        }
        if (s.food() == 1) {
            return "very hungry";
        }
        if (s.food() * 2 <= s.foodCapacity()) {
            return "hungry";
        }
        return s.food() >= s.foodCapacity() ? "full" : "fed";
    }

    /**
     * A baby's line, while we are one, in parts that a narrow terminal drops whole (where we are
     * and how hungry stay longest): {@code held by your mother, full}, {@code You can: t talk, J
     * wriggle, Ctrl-d die} with the player's keys ({@code keys}), where our mother is. Only what
     * {@code era}'s server takes is offered.
     */
    static Optional<StatusParts> baby(
            WorldSnapshot world, Family family, EraFeatures era, Function<BabyCan, List<String>> keys) {
        Optional<Person> us = world.us();
        if (us.isEmpty() || !world.alive() || us.get().ageAt(world.nanos()) >= BABY_YEARS) {
            return Optional.empty();
        }
        int id = us.get().id();
        OptionalInt holder = family.holderOf(id);
        OptionalInt mother = family.motherId();
        StatusParts parts = new StatusParts();
        parts.add(
                (holder.isPresent() ? "held by " + ServerText.clean(family.who(holder.getAsInt())) : "on the ground")
                        + (era.has(EraFeatures.Feature.FOOD) ? ", " + hunger(world.stats()) : ""),
                KEEP_STATE,
                Painter.ACCENT);
        List<String> can = keys.apply(BabyCan.of(world, era).orElseThrow());
        boolean motherHolds = holder.isPresent() && mother.isPresent() && holder.getAsInt() == mother.getAsInt();
        if (!can.isEmpty()) {
            parts.add("You can: " + String.join(", ", can), KEEP_KEYS, Painter.ACCENT);
        }
        if (mother.isPresent() && !motherHolds) {
            parts.add(motherWhere(family, mother.getAsInt()), KEEP_MOTHER, Painter.ACCENT);
        }
        return Optional.of(parts);
    }

    private static String motherWhere(Family family, int mother) {
        if (!family.alive(mother)) {
            return "Your mother is dead";
        }
        Optional<Way> way = family.wayTo(mother);
        if (way.isEmpty()) {
            return "M asks where your mother is";
        }
        if (way.get().tiles() <= NEAR_TILES && family.inSight(mother)) {
            return "Your mother is near: " + way.get().words();
        }
        return "Your mother is " + way.get().words() + (family.inSight(mother) ? "" : " (last seen; M asks)");
    }

    /** The way to the chosen place: {@code to BERRY PATCH: 12 tiles NE}. */
    static Optional<String> guide(WorldSnapshot world) {
        Optional<Places.Place> place = world.places().chosenPlace();
        return place.map(p -> "to " + ServerText.clean(p.name()) + ": "
                + Way.between(world.ourPosition(), p.at()).words());
    }
}
