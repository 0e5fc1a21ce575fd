package ohol.tui.onelife.world;

import java.util.Optional;
import java.util.OptionalInt;

/** A family's {@link Namer}: people by what they are to us, as {@link Family#who} says it. */
record FamilyNamer(Family family) implements Namer {
    @Override
    public String call(int playerId, String sent) {
        return family.who(playerId);
    }

    @Override
    public String subject(int playerId, String sent) {
        return Family.capitalized(family.who(playerId));
    }

    @Override
    public Relation relationOf(int playerId) {
        return family.relationOf(playerId);
    }

    @Override
    public Optional<Way> wayTo(Position place) {
        return Optional.of(Way.between(family.world().ourPosition(), place));
    }

    @Override
    public boolean knowsFamily() {
        return true;
    }

    @Override
    public OptionalInt motherOf(int playerId) {
        return family.world().kin().motherOf(playerId);
    }
}
