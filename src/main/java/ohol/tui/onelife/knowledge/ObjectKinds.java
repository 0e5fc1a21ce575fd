package ohol.tui.onelife.knowledge;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;

/**
 * The {@link ObjectKind} of every object, decided once from the game data, in this order: a
 * person; a grave (a death marker, or {@code origGrave} in the description's {@code #} comment);
 * a floor; a container (it has slots); food (it has a food value); clothing; an animal that
 * kills from a distance (fixed in place and changed by time), or one that moves by itself (its
 * decay moves it: chase, flee or wander); a thing that kills only in a hand (a weapon); something that gives off heat; something that blocks the way,
 * wild (it grows on fresh maps) or not; something wild and fixed; a tool (carried, and used on
 * something that changes while the tool stays as it was); anything else portable; anything else.
 * Names are not read: what the data cannot tell apart the theme may split by name.
 *
 * <p>Use dummies and variants have the kind of the object they were made from, so that a bush
 * with berries picked looks like the bush. Immutable and thread-safe.
 */
public final class ObjectKinds {
    /** A decay's {@code move} that makes an animal: chase, flee or wander (4-7 are machines' fixed directions). */
    private static final int CHASE = 1;

    private static final int WANDER = 3;

    private final ObjectCatalog catalog;
    private final ObjectKind[] kinds;

    private ObjectKinds(ObjectCatalog catalog, TransitionBook book) {
        this.catalog = catalog;
        this.kinds = new ObjectKind[catalog.maxId() + 1];
        for (ObjectDefinition o : catalog.all()) {
            kinds[o.id()] = decide(root(o), book);
        }
    }

    /** The kinds of every object of {@code catalog}, with what {@code book} says objects do. */
    public static ObjectKinds of(ObjectCatalog catalog, TransitionBook book) {
        return new ObjectKinds(catalog, book);
    }

    /** Kinds from the objects alone: without transitions no animal moves and nothing is a tool. */
    public static ObjectKinds of(ObjectCatalog catalog) {
        return new ObjectKinds(catalog, TransitionBook.empty());
    }

    /** The kind of a known object; empty for an id the catalog does not know. */
    public Optional<ObjectKind> kind(int id) {
        return id > 0 && id < kinds.length ? Optional.ofNullable(kinds[id]) : Optional.empty();
    }

    /** How many objects (dummies included) are of each kind. */
    public Map<ObjectKind, Integer> counts() {
        Map<ObjectKind, Integer> counts = new EnumMap<>(ObjectKind.class);
        for (ObjectKind k : kinds) {
            if (k != null) {
                counts.merge(k, 1, Integer::sum);
            }
        }
        return counts;
    }

    private ObjectDefinition root(ObjectDefinition o) {
        ObjectDefinition at = o;
        // a variant of a use dummy points at the dummy, the dummy at the object from a file
        for (int step = 0; step < 2 && at.origin().isDummy(); step++) {
            at = catalog.find(at.origin().parentId()).orElse(at);
        }
        return at;
    }

    /** The kind of one object from a file, as described above. */
    static ObjectKind decide(ObjectDefinition o, TransitionBook book) {
        if (o.person()) {
            return ObjectKind.PERSON;
        }
        if (isGrave(o)) {
            return ObjectKind.GRAVE;
        }
        if (o.floor()) {
            return ObjectKind.FLOOR;
        }
        if (o.isContainer()) {
            return ObjectKind.CONTAINER;
        }
        if (o.isFood()) {
            return ObjectKind.FOOD;
        }
        if (o.isWorn()) {
            return ObjectKind.CLOTHING;
        }
        if (o.deadlyDistance() > 0) {
            // an animal lives: time changes it (it moves, wakes, has young); a weapon only kills in a hand
            // (without transitions all that is known is that it cannot be carried)
            boolean lives = book.size() == 0 || book.decay(o.id()).isPresent();
            return o.permanent() && lives ? ObjectKind.DANGEROUS_ANIMAL : ObjectKind.WEAPON;
        }
        if (movesByItself(o, book)) {
            return ObjectKind.ANIMAL;
        }
        if (o.heatValue() > 0) {
            return ObjectKind.HEAT;
        }
        boolean wild = o.mapChance() > 0;
        if (o.blocksWalking()) {
            return wild ? ObjectKind.WILD_OBSTACLE : ObjectKind.OBSTACLE;
        }
        if (o.permanent()) {
            return wild ? ObjectKind.WILD : ObjectKind.PERMANENT;
        }
        return isTool(o, book) ? ObjectKind.TOOL : ObjectKind.PORTABLE;
    }

    /** A death marker, or marked in its comment as what a grave turns into. */
    static boolean isGrave(ObjectDefinition o) {
        if (o.deathMarker()) {
            return true;
        }
        int hash = o.description().indexOf('#');
        return hash >= 0 && o.description().indexOf("origGrave", hash) >= 0;
    }

    private static boolean movesByItself(ObjectDefinition o, TransitionBook book) {
        return book.decay(o.id())
                .map(t -> t.move() >= CHASE && t.move() <= WANDER)
                .orElse(false);
    }

    private static boolean isTool(ObjectDefinition o, TransitionBook book) {
        for (Transition t : book.withActor(o.id())) {
            if (t.actor() == o.id() && t.newActor() == o.id() && t.target() > 0 && t.newTarget() != t.target()) {
                return true;
            }
        }
        return false;
    }
}
