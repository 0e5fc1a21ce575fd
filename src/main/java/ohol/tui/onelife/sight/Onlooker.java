package ohol.tui.onelife.sight;

import java.util.Locale;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Relation;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * We, as one snapshot shows us, for what is said of what we see: what we hold, our age, what we
 * crave, and what each person is to us (the family worked out once, when first asked).
 *
 * <p>Confined to the thread that made it.
 */
final class Onlooker {
    private final WorldSnapshot world;
    private final ObjectCatalog catalog;
    private Family family;

    Onlooker(WorldSnapshot world, ObjectCatalog catalog) {
        this.world = world;
        this.catalog = catalog;
    }

    /** What we hold: an object id, 0 for nothing, negative for a baby. */
    int heldId() {
        return world.us().map(p -> p.held().id()).orElse(0);
    }

    /** Our age in years (0 before the server has told it). */
    double age() {
        return world.us().map(p -> p.ageAt(world.nanos())).orElse(0.0);
    }

    boolean isUs(int playerId) {
        return world.ourId().isPresent() && world.ourId().getAsInt() == playerId;
    }

    /** Whether {@code id} is (a state of) what we crave. */
    boolean craves(int id) {
        return world.stats().cravingId().isPresent()
                && catalog.parentOf(id) == world.stats().cravingId().getAsInt();
    }

    /** What someone is to us, in lower case ({@code your mother}); empty when no relation is known. */
    String relationWords(int playerId) {
        Relation r = family().relationOf(playerId);
        return r.kind() == Relation.Kind.NONE || r.kind() == Relation.Kind.SELF
                ? ""
                : r.label().toLowerCase(Locale.ROOT);
    }

    Family family() {
        if (family == null) {
            family = Family.of(world, catalog);
        }
        return family;
    }
}
