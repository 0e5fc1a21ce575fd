package ohol.tui.onelife.knowledge;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;

/**
 * What can I do with this? For what is held (or the bare hand), the transitions it takes part in
 * as the thing used: on what, and what comes of it. Things in view come first, with exactly the
 * ids they have (a bush with three berries left answers as that bush does); the rest of what the
 * held thing can be used on follows by name, each target once. With empty hands only things in
 * view are offered (the bare hand can be used on thousands of things).
 *
 * <p>Immutable and thread-safe.
 */
public final class Hints {
    /** Most hints given at once: a screen shows far fewer, and the list is built on each call. */
    public static final int MAX_HINTS = 500;

    /**
     * One use: {@code held} used on {@code target} leaves {@code newHeld} in the hand and
     * {@code newTarget} on the ground.
     */
    public record Hint(
            int held,
            String heldName,
            int target,
            String targetName,
            int newHeld,
            String newHeldName,
            int newTarget,
            String newTargetName,
            boolean inView) {}

    private final ObjectCatalog catalog;
    private final TransitionBook book;
    private final Names names;

    public Hints(ObjectCatalog catalog, TransitionBook book) {
        this.catalog = catalog;
        this.book = book;
        this.names = new Names(catalog);
    }

    /**
     * The uses of {@code held} (0: empty hands), those on things in {@code inView} first (in the
     * order given), at most {@code limit} (and {@link #MAX_HINTS}).
     */
    public List<Hint> forHeld(int held, Collection<Integer> inView, int limit) {
        int max = Math.min(limit, MAX_HINTS);
        List<Hint> hints = new ArrayList<>();
        if (held < 0 || max <= 0) {
            return hints; // a baby in the arms uses nothing
        }
        Set<Integer> coveredTargets = new HashSet<>();
        for (int id : new LinkedHashSet<>(inView)) {
            if (id <= 0 || hints.size() == max) {
                continue;
            }
            Optional<Transition> t = book.find(held, id);
            if (t.isPresent()) {
                hints.add(hint(t.get(), true));
                coveredTargets.add(catalog.parentOf(id));
            }
        }
        if (held == TransitionBook.BARE_HAND) {
            return hints;
        }
        List<Hint> elsewhere = new ArrayList<>();
        for (Transition t : book.withActor(held)) {
            if (t.actor() != held || t.lastUseActor() || t.lastUseTarget() || !worthShowing(t.target())) {
                continue;
            }
            if (coveredTargets.add(t.target())) {
                elsewhere.add(hint(t, false));
            }
        }
        elsewhere.sort(Comparator.comparing((Hint h) -> h.targetName().toLowerCase(Locale.ROOT))
                .thenComparingInt(Hint::target));
        for (Hint h : elsewhere) {
            if (hints.size() == max) {
                break;
            }
            hints.add(h);
        }
        return hints;
    }

    /** The ground, or a real object from a file: no dummies (their parent stands for them), no stand-ins. */
    private boolean worthShowing(int target) {
        if (target == TransitionBook.NOTHING) {
            return true;
        }
        Optional<ObjectDefinition> o = catalog.find(target);
        return o.isPresent()
                && !o.get().origin().isDummy()
                && book.category(target).isEmpty()
                && !o.get().name().isEmpty()
                && Character.isLetterOrDigit(o.get().name().codePointAt(0));
    }

    private Hint hint(Transition t, boolean inView) {
        return new Hint(
                t.actor(),
                names.actor(t.actor()),
                t.target(),
                names.target(t.target()),
                t.newActor(),
                names.result(t.newActor()),
                t.newTarget(),
                names.result(t.newTarget()),
                inView);
    }
}
