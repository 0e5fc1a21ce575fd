package ohol.tui.onelife.world;

import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;

/**
 * A person as the look describes them: name, age, sex (from their body in the game data), what
 * they are to us, what they hold (a baby by who it is), the emotion they show and what they last said.
 */
public record PersonLook(
        int id,
        String name,
        String relation,
        double age,
        String sex,
        Optional<String> holding,
        Optional<String> lastSaid,
        boolean dying,
        Optional<String> showing,
        boolean named) {

    public static PersonLook of(Person p, Family family, ObjectCatalog catalog) {
        WorldSnapshot world = family.world();
        Optional<String> holding = Optional.empty();
        if (p.heldBabyId().isPresent()) {
            holding = Optional.of(family.who(p.heldBabyId().getAsInt()));
        } else if (!p.held().isEmpty()) {
            holding = Optional.of(catalog.displayName(p.held().id()));
        }
        return new PersonLook(
                p.id(),
                family.named(p.id()),
                family.relationOf(p.id()).words(),
                p.ageAt(world.nanos()),
                family.sex(p.id()),
                holding,
                world.lastSaidBy(p.id()).map(WorldEvent.Said::text),
                p.body().dying(),
                p.mood().emote().filter(e -> e.untilNanos() > world.nanos()).map(e -> Emotions.word(e.index())),
                world.kin().name(p.id()).isPresent());
    }

    /**
     * {@code EVE SMITH (your mother, female, 31, holding Basket, said "COME")}; ourselves
     * {@code you (female, 14)}; strangers without a relation.
     */
    public String words() {
        boolean us = relation.equals(Relation.SELF.words());
        StringBuilder out = new StringBuilder(us ? (named ? "you, " + name : "you") : name).append(" (");
        if (!us && !relation.equals(Relation.NONE.words())) {
            out.append(relation).append(", ");
        }
        if (!sex.equals("unknown")) {
            out.append(sex).append(", ");
        }
        out.append(Ages.years(age));
        holding.ifPresent(h -> out.append(", holding ").append(h));
        if (dying) {
            out.append(", dying");
        }
        showing.ifPresent(e -> out.append(", showing ").append(e));
        lastSaid.ifPresent(s -> out.append(", said \"").append(s).append('"'));
        return out.append(')').toString();
    }
}
