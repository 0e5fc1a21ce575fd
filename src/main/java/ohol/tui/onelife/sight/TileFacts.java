package ohol.tui.onelife.sight;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import ohol.tui.onelife.world.Ages;

/**
 * Everything the client can tell about one tile: the ground and what its biome does to our
 * heat, the floor, the object and what it holds and how used it is, who stands there, whose
 * grave or property it is, and what the action keys would do there with what we hold.
 *
 * @param uses what each tile action would do there (with the game's transitions only)
 */
public record TileFacts(
        int x,
        int y,
        int dx,
        int dy,
        boolean known,
        Optional<BiomeFacts> biome,
        Optional<ThingFacts> object,
        Optional<ThingFacts> floor,
        List<PersonFacts> people,
        Optional<String> graveOf,
        List<String> owners,
        List<KeyUse> uses) {

    public TileFacts {
        people = List.copyOf(people);
        owners = List.copyOf(owners);
        uses = List.copyOf(uses);
    }

    /** The ground: biome number, name, and how it warms or cools (empty without the data's heat). */
    public record BiomeFacts(int id, String name, String effect, OptionalDouble groundHeat) {}

    /**
     * An object: its name, what kind of thing it is, how used it is in words ({@code 2 of 6 uses
     * left}, {@code used up}, {@code empty}), what it holds, its food value, whether we crave it
     * (or what it gives), and how it kills, if it does.
     */
    public record ThingFacts(
            int id,
            String name,
            String kind,
            Optional<String> state,
            List<ThingFacts> contents,
            int foodValue,
            boolean craved,
            Optional<String> danger) {
        public ThingFacts {
            contents = List.copyOf(contents);
        }

        /** The name with what it holds and its state: {@code Basket [Stone, Gooseberry] (full)}. */
        public String words() {
            String named = TileLine.withContents(
                    name,
                    contents.stream()
                            .map(c -> TileLine.inside(c.name(), c.contents().size()))
                            .toList());
            return state.map(s -> named + " (" + s + ")").orElse(named);
        }
    }

    /**
     * Someone standing there: name (what can be seen of them while nameless: {@code a girl}), age, what they hold, and what
     * they are to us ({@code your mother}; empty when not kin or not known).
     */
    public record PersonFacts(
            int id, String name, double age, boolean us, String holding, boolean dying, String relation) {
        public String words() {
            StringBuilder out = new StringBuilder(48).append(us ? "you" : name).append(" (");
            if (!relation.isEmpty()) {
                out.append(relation).append(", ");
            }
            out.append("age ").append(Ages.years(age));
            if (!holding.isEmpty()) {
                out.append(", holding ").append(holding);
            }
            return out.append(dying ? ", dying)" : ")").toString();
        }
    }

    /** What an action on this tile would do: the action's verb ({@code use}, {@code drop}...) and the outcome. */
    public record KeyUse(String action, String outcome) {}

    public Offset offset() {
        return new Offset(dx, dy);
    }

    /** The outcome of one action here, if known. */
    public Optional<String> outcomeOf(String action) {
        return uses.stream()
                .filter(u -> u.action().equals(action))
                .map(KeyUse::outcome)
                .findFirst();
    }

    /** The tile in one line: {@code At 1,0: Stone on Floor, grassland | EVE (age 14) · use: pick up Stone}. */
    public String sentence() {
        StringBuilder text = new StringBuilder(describe());
        for (KeyUse u : uses) {
            text.append(" · ").append(u.action()).append(": ").append(u.outcome());
        }
        return text.toString();
    }

    /** The tile in one line without what actions would do: {@code At 1,0: Stone on Floor, grassland}. */
    public String describe() {
        Optional<String> seen = known
                ? Optional.of(object.map(ThingFacts::words).orElse("nothing")
                        + floor.map(f -> " on " + f.name()).orElse("")
                        + biome.map(b -> ", " + b.name()).orElse(""))
                : Optional.empty();
        return TileLine.of(
                dx,
                dy,
                seen,
                graveOf,
                owners,
                people.stream().map(PersonFacts::words).toList());
    }
}
