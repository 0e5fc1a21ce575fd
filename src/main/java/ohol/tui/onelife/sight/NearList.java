package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The list of what is near (and the {@code scan} answer's {@code things}): the distinct things
 * in view, what can kill first, then kin, other people and the rest; nearest first within each,
 * things of one name counted together at the nearest of them.
 */
final class NearList {
    private final WorldSnapshot world;
    private final Knowledge knowledge;
    private final ObjectCatalog catalog;
    private final Onlooker us;

    NearList(WorldSnapshot world, Knowledge knowledge, Onlooker us) {
        this.world = world;
        this.knowledge = knowledge;
        this.catalog = knowledge.catalog();
        this.us = us;
    }

    /** The list, from the objects and the people in view, each nearest first. */
    List<Thing> of(List<Sight.Spot> objects, List<Sight.Spot> people) {
        List<Thing> out = new ArrayList<>();
        for (Sight.Spot p : people) {
            double age = Optional.ofNullable(world.people().get(p.id()))
                    .map(x -> x.ageAt(world.nanos()))
                    .orElse(0.0);
            String relation = us.relationWords(p.id());
            out.add(new Thing(
                    relation.isEmpty() ? Thing.Group.PERSON : Thing.Group.KIN,
                    p.id(),
                    p.name(),
                    p.dx(),
                    p.dy(),
                    1,
                    false,
                    false,
                    false,
                    age,
                    relation));
        }
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, Sight.Spot> nearest = new LinkedHashMap<>();
        for (Sight.Spot s : objects) {
            String key = s.name();
            if (nearest.putIfAbsent(key, s) == null) {
                counts.put(key, new int[] {1});
            } else {
                counts.get(key)[0]++;
            }
        }
        for (Sight.Spot s : nearest.values()) {
            boolean deadly = knowledge.dangers().isDangerousOnTheGround(s.id());
            int gives = foodFrom(s.id());
            out.add(new Thing(
                    deadly ? Thing.Group.DANGER : Thing.Group.THING,
                    s.id(),
                    s.name(),
                    s.dx(),
                    s.dy(),
                    counts.get(s.name())[0],
                    gives > 0,
                    gives > 0 && us.craves(gives) || us.craves(s.id()),
                    knowledge.search().isUsedUp(s.id()),
                    0,
                    ""));
        }
        out.sort(Comparator.comparing(Thing::group)
                .thenComparingInt(t -> t.dx() * t.dx() + t.dy() * t.dy())
                .thenComparingInt(Thing::dy)
                .thenComparingInt(Thing::dx)
                .thenComparing(Thing::name));
        return out;
    }

    /** The food an object is, or that the bare hand gets from it; 0 for none. */
    int foodFrom(int id) {
        Optional<ObjectDefinition> o = catalog.find(id);
        if (o.isEmpty()) {
            return 0;
        }
        if (o.get().isFood()) {
            return id;
        }
        Optional<Transition> t = knowledge.book().find(TransitionBook.BARE_HAND, id);
        if (t.isPresent()
                && t.get().newActor() > 0
                && catalog.find(t.get().newActor())
                        .map(ObjectDefinition::isFood)
                        .orElse(false)) {
            return t.get().newActor();
        }
        return 0;
    }
}
