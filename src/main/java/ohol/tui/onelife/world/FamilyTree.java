package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.onelife.protocol.server.Ancestors;

/**
 * The family panel and the death screen's family: the line from Eve down to our mother, us, our
 * siblings, children and grandchildren, each as a {@link Family.Member}.
 */
record FamilyTree(Family family) {
    /** The family panel. */
    Family.Report report() {
        WorldSnapshot world = family.world();
        if (world.ourId().isEmpty()) {
            return new Family.Report(List.of(), Optional.empty(), List.of(), List.of(), List.of());
        }
        int us = world.ourId().getAsInt();
        List<Family.Member> line = new ArrayList<>();
        Optional<Ancestors> ours = world.kin().lineage(us);
        List<Integer> up = new ArrayList<>(ours.map(Ancestors::ids).orElse(List.of()));
        Collections.reverse(up);
        OptionalInt eve = ours.map(Ancestors::eveId).orElse(OptionalInt.empty());
        if (eve.isPresent() && eve.getAsInt() != us && !up.contains(eve.getAsInt())) {
            line.add(member(eve.getAsInt()));
        }
        up.forEach(id -> line.add(member(id)));
        OptionalInt mother = family.motherId();
        List<Family.Member> siblings = new ArrayList<>();
        List<Integer> children = new ArrayList<>();
        List<Family.Member> grandchildren = new ArrayList<>();
        List<Integer> known = new ArrayList<>(world.kin().lineages().keySet());
        known.sort(Comparator.naturalOrder());
        for (int id : known) {
            OptionalInt m = world.kin().motherOf(id);
            if (id == us || m.isEmpty()) {
                continue;
            }
            if (m.getAsInt() == us) {
                children.add(id);
            } else if (mother.isPresent() && m.getAsInt() == mother.getAsInt()) {
                siblings.add(member(id));
            }
        }
        for (int id : known) {
            OptionalInt m = world.kin().motherOf(id);
            if (m.isPresent() && children.contains(m.getAsInt())) {
                grandchildren.add(member(id));
            }
        }
        return new Family.Report(
                line,
                Optional.of(member(us)),
                siblings,
                children.stream().map(this::member).toList(),
                grandchildren);
    }

    /** One person as the family panel shows them. */
    Family.Member member(int id) {
        boolean alive = family.alive(id);
        boolean before = family.neverSeenAlive(id);
        Optional<String> death = before
                ? Optional.of(family.world().resumed() ? "died before you came back" : "died before you were born")
                : family.world()
                        .roster()
                        .find(id)
                        .flatMap(Roster.Known::fate)
                        .map(f -> EventText.deathReason(f.reason()));
        return new Family.Member(
                id,
                family.world().kin().nameOf(id),
                family.world().kin().name(id),
                family.relationOf(id).words(),
                alive,
                family.ageOf(id),
                family.sex(id),
                alive ? family.wayTo(id) : Optional.empty(),
                family.inSight(id),
                death,
                !before);
    }
}
