package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The expansion's first step: a transition of a plain category ({@code @ Rough Cutter}) is copied
 * for each member (Sharp Stone), unless the member has its own. Members are taken in catalog order,
 * each one's categories in the order of the category files, as the official loader does.
 */
final class CategoryCopies {
    private final ObjectCatalog catalog;
    private final Map<Integer, Category> categories;
    /** For each object, the categories it is a member of, in the order of the category files. */
    private final Map<Integer, List<Integer>> categoriesOf = new HashMap<>();

    private final TransitionBank bank;

    /** {@code categories}: those of {@code categoryList} by their parent id. */
    CategoryCopies(
            ObjectCatalog catalog,
            List<Category> categoryList,
            Map<Integer, Category> categories,
            TransitionBank bank) {
        this.catalog = catalog;
        this.categories = categories;
        this.bank = bank;
        for (Category c : categoryList) {
            for (int member : c.objectIds()) {
                categoriesOf.computeIfAbsent(member, k -> new ArrayList<>(1)).add(c.parentId());
            }
        }
    }

    void run() {
        for (ObjectDefinition o : catalog.all()) {
            int id = o.id();
            for (int parent : categoriesOf.getOrDefault(id, List.of())) {
                Category category = categories.get(parent);
                if (category.kind() != Category.Kind.PLAIN) {
                    continue; // patterns come next; probability sets have none
                }
                for (TransRecord tr : List.copyOf(bank.usesOf(parent))) {
                    if (tr.actor == parent && bank.get(id, tr.target, tr.lastUseActor, tr.lastUseTarget) != null) {
                        continue; // the member has its own
                    }
                    if (tr.target == parent && bank.get(tr.actor, id, tr.lastUseActor, tr.lastUseTarget) != null) {
                        continue;
                    }
                    if (tr.actor == parent) {
                        TransRecord r = tr.copy();
                        r.actor = id;
                        if (tr.newActor == parent) {
                            r.newActor = id;
                        } else if (tr.newTarget == parent) {
                            r.newTarget = id; // the actor is left on the ground
                        }
                        bank.add(r);
                    }
                    if (tr.target == parent) {
                        TransRecord r = tr.copy();
                        r.target = id;
                        if (tr.newTarget == parent) {
                            r.newTarget = id;
                        } else if (tr.newActor == parent) {
                            r.newActor = id; // the target ends in the hand
                        }
                        bank.add(r);
                    }
                    if (tr.actor == parent && tr.target == parent) {
                        TransRecord r = tr.copy();
                        r.actor = id;
                        r.target = id;
                        if (tr.newActor == parent) {
                            r.newActor = id;
                        }
                        if (tr.newTarget == parent) {
                            r.newTarget = id;
                        }
                        bank.add(r);
                    }
                }
            }
        }
    }
}
