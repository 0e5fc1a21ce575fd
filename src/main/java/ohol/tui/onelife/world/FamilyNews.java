package ohol.tui.onelife.world;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The family news that stays in view: births and deaths in our close family, in sentences. */
record FamilyNews(Family family) {
    /** Close kin: whose births and deaths are family news. */
    private static final List<Relation.Group> CLOSE =
            List.of(Relation.Group.MOTHER, Relation.Group.CHILD, Relation.Group.SIBLING);

    /**
     * Births and deaths in our close family (mother and grandmothers, children and theirs,
     * siblings) since this life began, oldest first: the lines the events pane keeps in view.
     */
    List<Family.News> news() {
        WorldSnapshot world = family.world();
        List<Family.News> out = new ArrayList<>();
        if (world.ourId().isEmpty()) {
            return out;
        }
        int us = world.ourId().getAsInt();
        long ourBirth = world.roster().find(us).map(Roster.Known::bornNanos).orElse(Long.MIN_VALUE);
        for (Roster.Known k : world.roster().people().values()) {
            if (!k.seenBorn() && k.fate().isEmpty()) {
                continue; // neither born nor dead while we looked: no news, and no relation to work out
            }
            Relation r = family.relationOf(k.id());
            if (!CLOSE.contains(r.kind().group())) {
                continue;
            }
            if (k.seenBorn() && k.bornNanos() >= ourBirth) {
                out.add(new Family.News(k.bornNanos(), k.id(), EventText.birth(family.namer(), k.id()), false));
            }
            k.fate().ifPresent(f -> {
                String years = Ages.years(f.age());
                String who = Family.capitalized(family.who(k.id()));
                out.add(new Family.News(f.nanos(), k.id(), EventText.death(who, f.reason(), years), true));
            });
        }
        out.sort(Comparator.comparingLong(Family.News::nanos));
        return out;
    }
}
