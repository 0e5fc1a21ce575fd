package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The expansion's last step: copies for the numbered variants of {@code $N} objects. A transition
 * from a variable object to another one (or to one marked {@code +varSerialNumber} or
 * {@code +varNumeral}) maps each variant to the same-numbered one; one into a variable object gives
 * its first variant; one from a variable object to itself turns each variant into the next.
 */
final class VariableCopies {
    private final Dummies dummies;
    private final TransitionBank bank;

    VariableCopies(Dummies dummies, TransitionBank bank) {
        this.dummies = dummies;
        this.bank = bank;
    }

    void run(ExpansionCounts counts) {
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
