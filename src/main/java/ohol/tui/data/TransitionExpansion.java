package ohol.tui.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the transitions of the files into every transition the server knows, as the official
 * {@code initTransBankFinish} in {@code gameSource/transitionBank.cpp} does when the server starts
 * it with all four generators on: in this order,
 * <ol>
 *   <li><b>categories</b>: a transition of a plain category ({@code @ Rough Cutter}) is copied for
 *       each member (Sharp Stone), unless the member has its own;</li>
 *   <li><b>patterns</b>: a transition whose actor or target is a pattern category is copied for each
 *       position of the pattern, members of the other patterns of the same size taking part by
 *       position;</li>
 *   <li><b>generic uses</b> (twice): where an object has a use on nothing ({@code X_-1}) that leaves
 *       nothing, its tool uses that keep it become that use's result;</li>
 *   <li><b>used objects</b>: copies for each use dummy, so that using an object with uses steps it
 *       down one dummy at a time, its last-use transitions ({@code _LA}, {@code _LT}) applying to
 *       the dummy with one use left;</li>
 *   <li><b>variable objects</b>: copies for the numbered variants of {@code $N} objects.</li>
 * </ol>
 * Later copies replace earlier ones with the same actor, target and last-use flags, as the
 * official {@code addTrans} does. Used once per load, by {@link TransitionBook}; not thread-safe.
 */
final class TransitionExpansion {

    private final ObjectCatalog catalog;
    private final List<Category> categoryList;
    /** Every category by its parent id. */
    private final Map<Integer, Category> categories;

    private final Dummies dummies;

    final ExpansionCounts counts = new ExpansionCounts();
    private final TransitionBank bank = new TransitionBank();

    TransitionExpansion(ObjectCatalog catalog, List<Category> categoryList) {
        this.catalog = catalog;
        this.categoryList = categoryList;
        Map<Integer, Category> byParent = new HashMap<>();
        for (Category c : categoryList) {
            byParent.put(c.parentId(), c);
        }
        this.categories = byParent;
        this.dummies = new Dummies(catalog);
    }

    /** All transitions, generated ones included, in the order the official bank holds them. */
    List<Transition> expand(List<Transition> fromFiles) {
        for (Transition t : fromFiles) {
            if (t.target() == -2 && t.actor() != -2) {
                continue; // the official reader treats a target it cannot read as -2 and skips the file
            }
            bank.load(TransRecord.of(t));
        }
        counts.fromFiles = bank.size();
        new CategoryCopies(catalog, categoryList, categories, bank).run();
        counts.categories = bank.size() - counts.fromFiles;
        new PatternCopies(categories, bank).run();
        counts.patterns = bank.size() - counts.fromFiles - counts.categories;
        GenericUses genericUses = new GenericUses(catalog, bank);
        for (int run = 0; run < 2; run++) {
            genericUses.run(run, counts);
        }
        new UsedObjectCopies(dummies, bank).run(counts);
        variableTransitions();
        return bank.transitions();
    }

    // ---- 5. variable objects -----------------------------------------------------------------

    private void variableTransitions() {
        List<TransRecord> toAdd = new ArrayList<>();
        for (TransRecord tr : bank.records()) {
            if (tr.deleted) {
                continue;
            }
            int actor = dummies.known(tr.actor) ? tr.actor : 0;
            int target = dummies.known(tr.target) ? tr.target : 0;
            int newActor = dummies.known(tr.newActor) ? tr.newActor : 0;
            int newTarget = dummies.known(tr.newTarget) ? tr.newTarget : 0;
            int lead = actor != 0 && dummies.numVariants(actor) > 0
                    ? actor
                    : target != 0 && dummies.numVariants(target) > 0 ? target : 0;
            int follow = newTarget != 0 && dummies.numVariants(newTarget) > 0
                    ? newTarget
                    : newActor != 0 && dummies.numVariants(newActor) > 0 ? newActor : 0;
            if (lead != 0 && (lead != follow || serialOrNumeral(lead))) {
                int num = dummies.numVariants(lead);
                for (int k = 0; k < num; k++) {
                    toAdd.add(variant(tr, actor, target, newActor, newTarget, num, k, k));
                }
            } else if (lead == 0 && follow != 0) {
                // one way into a variable object: its first variant
                TransRecord r = tr.copy();
                if (actor != 0 && dummies.numVariants(actor) > 0) {
                    r.actor = dummies.variant(actor, 0);
                }
                if (target != 0 && dummies.numVariants(target) > 0) {
                    r.target = dummies.variant(target, 0);
                }
                if (newActor != 0 && dummies.numVariants(newActor) > 0) {
                    r.newActor = dummies.variant(newActor, 0);
                }
                if (newTarget != 0 && dummies.numVariants(newTarget) > 0) {
                    r.newTarget = dummies.variant(newTarget, 0);
                }
                toAdd.add(r);
            } else if (lead != 0) {
                // each variant turns into the next
                int num = dummies.numVariants(lead);
                for (int k = 0; k < num - 1; k++) {
                    toAdd.add(variant(tr, actor, target, newActor, newTarget, num, k, k + 1));
                }
            }
        }
        counts.variableGenerated = toAdd.size();
        toAdd.forEach(bank::add);
    }

    private TransRecord variant(
            TransRecord tr, int actor, int target, int newActor, int newTarget, int num, int from, int to) {
        TransRecord r = tr.copy();
        if (actor != 0 && dummies.numVariants(actor) == num) {
            r.actor = dummies.variant(actor, from);
        }
        if (target != 0 && dummies.numVariants(target) == num) {
            r.target = dummies.variant(target, from);
        }
        if (newActor != 0 && dummies.numVariants(newActor) == num) {
            r.newActor = dummies.variant(newActor, to);
        }
        if (newTarget != 0 && dummies.numVariants(newTarget) == num) {
            r.newTarget = dummies.variant(newTarget, to);
        }
        return r;
    }

    private boolean serialOrNumeral(int id) {
        String d = dummies.description(id);
        return d.contains("+varSerialNumber") || d.contains("+varNumeral");
    }
}
