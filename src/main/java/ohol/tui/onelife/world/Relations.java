package ohol.tui.onelife.world;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import ohol.tui.onelife.protocol.server.Ancestors;

/**
 * What each person is to us, worked out once each, when asked, from both lineages, their bodies
 * (which are male) and ages: the one place relations are worked out.
 */
final class Relations {
    private final WorldSnapshot world;
    private final IntFunction<Optional<Boolean>> maleBody;
    private final IntToDoubleFunction ageOf;
    private final Map<Integer, Relation> known = new HashMap<>();
    private Relation.Side ourSide;

    /** {@code ageOf}: someone's age now, or at death, for those whose birth we did not see. */
    Relations(WorldSnapshot world, IntFunction<Optional<Boolean>> maleBody, IntToDoubleFunction ageOf) {
        this.world = world;
        this.maleBody = maleBody;
        this.ageOf = ageOf;
    }

    /** What someone is to us. */
    Relation of(int playerId) {
        return known.computeIfAbsent(playerId, this::workOut);
    }

    private Relation workOut(int playerId) {
        if (world.ourId().isEmpty()) {
            return Relation.NONE;
        }
        Relation.Side us = ourSide();
        if (playerId != us.id()
                && world.kin().lineage(playerId).isEmpty()
                && !us.ancestors().contains(playerId)) {
            return Relation.NONE; // Relation.between finds no kin without their lineage or them in ours
        }
        return Relation.between(us, side(playerId));
    }

    /** Our own side, worked out once for everyone asked about. */
    private Relation.Side ourSide() {
        if (ourSide == null) {
            ourSide = side(world.ourId().getAsInt());
        }
        return ourSide;
    }

    private Relation.Side side(int id) {
        Optional<Ancestors> lineage = world.kin().lineage(id);
        List<Integer> ancestors = lineage.map(Ancestors::ids).orElse(List.of());
        OptionalInt eve = lineage.map(Ancestors::eveId).orElse(OptionalInt.empty());
        return new Relation.Side(
                id,
                ancestors,
                eve.isPresent() ? Optional.of(eve.getAsInt()) : Optional.empty(),
                displayIdOf(id),
                ageByBirth(id),
                male(id));
    }

    /**
     * Age counted from birth as if still alive, so that who is the big sister does not change
     * when one of two sisters dies (the dead stop ageing).
     */
    private double ageByBirth(int id) {
        return world.roster()
                .find(id)
                .filter(k -> k.ageRate() > 0)
                .map(k -> (world.nanos() - k.bornNanos()) / 1e9 / k.ageRate())
                .orElseGet(() -> ageOf.applyAsDouble(id));
    }

    private int displayIdOf(int id) {
        Person p = world.people().get(id);
        if (p != null) {
            return p.body().displayId();
        }
        return world.roster().find(id).map(Roster.Known::displayId).orElse(0);
    }

    /** Whether they are male, when their body is in the game data. */
    Optional<Boolean> male(int playerId) {
        int body = displayIdOf(playerId);
        return body <= 0 ? Optional.empty() : maleBody.apply(body);
    }
}
