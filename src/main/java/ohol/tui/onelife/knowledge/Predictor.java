package ohol.tui.onelife.knowledge;

import java.util.Optional;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;

/**
 * What the use key would do with what is held on one thing, following the server's USE handling
 * (server.cpp): the transition for held and target; if none and the hand is empty, picking up a
 * thing that is not fixed (if old enough); with something held and none, a default transition
 * ({@code -2}) or a bare-hand one that leaves the hand empty; then putting the held thing into a
 * container it fits, or taking from a fixed one. Not foreseen: what the server decides from the
 * moment (use chances, things contained, tools a player has not learned, instant decays).
 *
 * <p>Immutable and thread-safe.
 */
public final class Predictor {
    private static final int DEFAULT_ACTION = -2;

    private final ObjectCatalog catalog;
    private final TransitionBook book;
    private final Names names;

    public Predictor(ObjectCatalog catalog, TransitionBook book) {
        this.catalog = catalog;
        this.book = book;
        this.names = new Names(catalog);
    }

    /**
     * The outcome of using {@code held} (0: empty hands) on {@code target} (-1: the empty
     * ground) for a player of {@code age} years.
     */
    public Outcome predict(int held, int target, double age) {
        if (held < 0) {
            return noUse(held, target); // a baby in the arms
        }
        Optional<Transition> t = book.find(held, target);
        if (t.isPresent()) {
            return change(t.get());
        }
        Optional<ObjectDefinition> thing = catalog.find(target);
        if (thing.isEmpty()) {
            return noUse(held, target);
        }
        ObjectDefinition o = thing.get();
        if (held == 0 && !o.permanent()) {
            return o.minPickupAge() <= age
                    ? new Outcome.PickUp(target, o.name())
                    : new Outcome.TooYoung(target, o.name(), o.minPickupAge());
        }
        if (held != 0 || o.permanent()) {
            Optional<Transition> fallback = book.find(DEFAULT_ACTION, target);
            if (fallback.isEmpty() && (held == 0 || !o.isContainer())) {
                fallback = book.find(0, target).filter(bare -> bare.newActor() == 0);
            }
            if (fallback.isPresent()) {
                // the bare hand's (or default) change, the held thing staying in the hand
                Transition f = fallback.get();
                return new Outcome.Change(
                        held,
                        names.actor(held),
                        target,
                        names.target(target),
                        held,
                        names.result(held),
                        f.newTarget(),
                        names.result(f.newTarget()));
            }
        }
        if (o.isContainer() && held > 0 && fits(held, o)) {
            return new Outcome.PutIn(held, names.object(held), target, o.name());
        }
        if (o.isContainer() && held == 0 && o.permanent()) {
            return new Outcome.TakeOut(target, o.name());
        }
        return noUse(held, target);
    }

    private boolean fits(int held, ObjectDefinition container) {
        return catalog.find(held)
                        .map(h -> h.containable() && h.containSize() <= container.slotSize())
                        .orElse(false)
                && !ObjectKinds.isGrave(container);
    }

    private Outcome change(Transition t) {
        return new Outcome.Change(
                t.actor(),
                names.actor(t.actor()),
                t.target(),
                names.target(t.target()),
                t.newActor(),
                names.result(t.newActor()),
                t.newTarget(),
                names.result(t.newTarget()));
    }

    private Outcome noUse(int held, int target) {
        return new Outcome.NoUse(held, names.actor(held), target, names.target(target));
    }
}
