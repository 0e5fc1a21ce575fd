package ohol.tui.onelife.data;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the transitions of the files into every transition the server knows, as the official
 * {@code initTransBankFinish} in {@code gameSource/transitionBank.cpp} does when the server starts
 * it with all four generators on: in this order,
 * <ol>
 *   <li><b>categories</b> ({@link CategoryCopies}): a transition of a plain category
 *       ({@code @ Rough Cutter}) is copied for each member (Sharp Stone), unless the member has its
 *       own;</li>
 *   <li><b>patterns</b> ({@link PatternCopies}): a transition whose actor or target is a pattern
 *       category is copied for each position of the pattern, members of the other patterns of the
 *       same size taking part by position;</li>
 *   <li><b>generic uses</b> (twice, {@link GenericUses}): where an object has a use on nothing
 *       ({@code X_-1}) that leaves nothing, its tool uses that keep it become that use's result;</li>
 *   <li><b>used objects</b> ({@link UsedObjectCopies}): copies for each use dummy, so that using an
 *       object with uses steps it down one dummy at a time, its last-use transitions ({@code _LA},
 *       {@code _LT}) applying to the dummy with one use left;</li>
 *   <li><b>variable objects</b> ({@link VariableCopies}): copies for the numbered variants of
 *       {@code $N} objects.</li>
 * </ol>
 * Later copies replace earlier ones with the same actor, target and last-use flags, as the
 * official {@code addTrans} does ({@link TransitionBank}). Used once per load, by
 * {@link TransitionBook}; not thread-safe.
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
        new VariableCopies(dummies, bank).run(counts);
        return bank.transitions();
    }
}
