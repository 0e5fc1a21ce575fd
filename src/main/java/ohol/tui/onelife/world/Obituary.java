package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.protocol.server.RemovalReason;

/**
 * A life that ended, as the death screen tells it: how (in plain words), at what age and where,
 * who the family is and which of them live on, and the children we had and what became of them.
 *
 * @param where      the tile we died on, in this life's coordinates
 * @param fromBirth  the way from where this life began to where it ended
 * @param family     the family panel as it stood at the end
 * @param livingKin  the close family still alive: mother and grandmothers, siblings, children, grandchildren
 * @param children   our children, the dead with how they died
 */
public record Obituary(
        String name,
        DeathCause cause,
        double age,
        Position where,
        Optional<Way> fromBirth,
        Family.Report family,
        List<Family.Member> livingKin,
        List<Family.Member> children) {
    public Obituary {
        livingKin = List.copyOf(livingKin);
        children = List.copyOf(children);
    }

    /** The obituary of the life a snapshot holds, once it has ended; empty while it goes on. */
    public static Optional<Obituary> of(WorldSnapshot world, ObjectCatalog catalog) {
        if (world.alive() || world.ourId().isEmpty()) {
            return Optional.empty();
        }
        int us = world.ourId().getAsInt();
        Family family = Family.of(world, catalog);
        RemovalReason reason = world.ourDeathReason().orElse(RemovalReason.UNKNOWN);
        double age = family.ageOf(us);
        Position where = world.roster().find(us).map(Roster.Known::lastSeen).orElse(world.ourPosition());
        DeathCause cause = DeathCause.of(reason, age, killer(world, family, reason), catalog, world.apocalypse());
        Optional<Way> fromBirth = world.places().list().stream()
                .filter(p -> p.kind() == Places.Kind.BIRTH)
                .findFirst()
                .map(p -> Way.between(p.at(), where));
        Family.Report report = family.report();
        List<Family.Member> living = new ArrayList<>();
        for (List<Family.Member> group :
                List.of(report.line(), report.siblings(), report.children(), report.grandchildren())) {
            group.stream().filter(Family.Member::alive).forEach(living::add);
        }
        return Optional.of(new Obituary(
                world.kin().name(us).orElse("nameless"),
                cause,
                age,
                where,
                fromBirth,
                report,
                living,
                report.children()));
    }

    /** Someone in sight who held the object that killed us. */
    private static Optional<String> killer(WorldSnapshot world, Family family, RemovalReason reason) {
        if (reason.killerObjectId().isEmpty()) {
            return Optional.empty();
        }
        int weapon = reason.killerObjectId().getAsInt();
        return world.people().values().stream()
                .filter(p -> p.held().id() == weapon)
                .findFirst()
                .map(p -> family.who(p.id()));
    }

    /** How many of our children died. */
    public long childrenDead() {
        return children.stream().filter(c -> !c.alive()).count();
    }
}
