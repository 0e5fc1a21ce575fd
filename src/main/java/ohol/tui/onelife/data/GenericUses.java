package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The expansion's third step, run twice: where an object that is not food has a use on nothing
 * ({@code X_-1}) that leaves nothing, its tool uses that keep it become that use's result; a
 * last-use one ({@code X_-1_LA}) adds last-use copies of them instead.
 */
final class GenericUses {
    private final ObjectCatalog catalog;
    private final TransitionBank bank;

    GenericUses(ObjectCatalog catalog, TransitionBank bank) {
        this.catalog = catalog;
        this.bank = bank;
    }

    /** Run {@code run} (0 or 1), counted in {@code counts}. */
    void run(int run, ExpansionCounts counts) {
        List<TransRecord> toAdd = new ArrayList<>();
        for (ObjectDefinition o : catalog.all()) {
            if (o.foodValue() != 0) {
                continue;
            }
            int id = o.id();
            TransRecord[] generics = {bank.get(id, -1, false, false), bank.get(id, -1, true, false)};
            for (TransRecord generic : generics) {
                if (generic == null || generic.newTarget != 0) {
                    continue;
                }
                boolean lastUse = generic.lastUseActor;
                for (TransRecord tr : bank.usesOf(id)) {
                    if (tr.actor == id && tr.newActor == id) {
                        if (lastUse) {
                            TransRecord r = tr.copy();
                            r.lastUseActor = true;
                            r.newActor = generic.newActor;
                            toAdd.add(r);
                        } else {
                            tr.newActor = generic.newActor;
                            counts.genericChanged[run]++;
                        }
                    } else if (tr.target == id && tr.newTarget == id) {
                        if (lastUse) {
                            TransRecord r = tr.copy();
                            r.lastUseTarget = true;
                            r.newTarget = generic.newActor;
                            toAdd.add(r);
                        } else {
                            tr.newTarget = generic.newActor;
                            counts.genericChanged[run]++;
                        }
                    }
                }
            }
        }
        counts.genericAdded[run] = toAdd.size();
        toAdd.forEach(bank::add);
    }
}
