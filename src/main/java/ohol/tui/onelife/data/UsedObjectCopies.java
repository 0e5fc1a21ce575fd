package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The expansion's fourth step: copies for each use dummy, so that using an object with uses steps
 * it down one dummy at a time (or up, for a reverse use), its use chance deciding whether it does;
 * uses left pass on to a result with as many uses, and {@code +becomeUseN} makes a target without
 * uses into one with N left. Transitions that the dummies' copies replace are deleted. Last-use,
 * reverse-use and the remaining transitions are left to {@link LastUseCopies}.
 */
final class UsedObjectCopies {
    private final Dummies dummies;
    private final TransitionBank bank;
    private final UseSteps useSteps;
    private final LastUseCopies lastUses;

    UsedObjectCopies(Dummies dummies, TransitionBank bank) {
        this.dummies = dummies;
        this.bank = bank;
        this.useSteps = new UseSteps(dummies);
        this.lastUses = new LastUseCopies(dummies);
    }

    void run(ExpansionCounts counts) {
        List<TransRecord> toDelete = new ArrayList<>();
        List<TransRecord> toAdd = new ArrayList<>();
        for (TransRecord tr : bank.records()) {
            if (tr.deleted) {
                continue;
            }
            int actor = dummies.known(tr.actor) ? tr.actor : 0;
            int target = dummies.known(tr.target) ? tr.target : 0;
            int newActor = dummies.known(tr.newActor) ? tr.newActor : 0;
            int newTarget = dummies.known(tr.newTarget) ? tr.newTarget : 0;
            float actorUseChance = actor != 0 && !tr.noUseActor ? (float) dummies.useChance(actor) : 1f;
            float targetUseChance = target != 0 && !tr.noUseTarget ? (float) dummies.useChance(target) : 1f;

            TransRecord t = tr.copy();
            t.lastUseActor = false;
            t.lastUseTarget = false;
            t.reverseUseActor = false;
            t.reverseUseTarget = false;
            t.noUseActor = false;
            t.noUseTarget = false;
            boolean processed = false;
            int addedBefore = toAdd.size();

            // "+becomeUseN": a target without uses turns into a new target with N uses left
            boolean becomeUse = false;
            if (target != 0 && newTarget != 0 && dummies.numUses(target) <= 1 && dummies.numUses(newTarget) > 1) {
                int n = becomeUseCount(dummies.description(target));
                if (n > 0 && n < dummies.numUses(newTarget)) {
                    t.newTarget = dummies.useDummy(newTarget, n - 1);
                    becomeUse = true;
                }
            }

            if (!tr.lastUseTarget && !tr.lastUseActor) {
                boolean actorDecrement = actor != 0
                        && newActor != 0
                        && dummies.numUses(actor) > 1
                        && dummies.numUses(actor) == dummies.numUses(newActor);
                List<UseSteps.Step> actorSteps = actorDecrement
                        ? useSteps.decrement(actor, newActor, tr.reverseUseActor, tr.noUseActor, false)
                        : useSteps.plain(
                                actor, newActor, t.actor, t.newActor, tr.reverseUseActor, tr.actorMinUseFraction);
                boolean targetDecrement = target != 0
                        && newTarget != 0
                        && dummies.numUses(target) > 1
                        && dummies.numUses(target) == dummies.numUses(newTarget);
                List<UseSteps.Step> targetSteps = targetDecrement
                        ? useSteps.decrement(target, newTarget, tr.reverseUseTarget, tr.noUseTarget, true)
                        : useSteps.plain(
                                target, newTarget, t.target, t.newTarget, tr.reverseUseTarget, tr.targetMinUseFraction);
                if (actorDecrement || targetDecrement) {
                    for (UseSteps.Step a : actorSteps) {
                        for (UseSteps.Step s : targetSteps) {
                            TransRecord r = t.copy();
                            r.actor = a.from();
                            r.newActor = a.to();
                            r.target = s.from();
                            r.newTarget = s.to();
                            r.actorChangeChance = actorUseChance;
                            r.targetChangeChance = targetUseChance;
                            r.newActorNoChange = a.noChange();
                            r.newTargetNoChange = s.noChange();
                            toAdd.add(r);
                        }
                    }
                    if ((actorDecrement && tr.reverseUseActor) || (targetDecrement && tr.reverseUseTarget)) {
                        toDelete.add(tr); // the dummies' transitions replace it
                    }
                    processed = true;
                } else if (target != 0
                        && newActor != 0
                        && dummies.numUses(target) > 1
                        && dummies.numUses(target) == dummies.numUses(newActor)
                        && dummies.useChance(target) == dummies.useChance(newActor)) {
                    // the uses left pass from the target into the hand
                    for (int u = 0; u < dummies.numUses(target) - 1; u++) {
                        TransRecord r = t.copy();
                        r.target = dummies.useDummy(target, u);
                        r.newActor = dummies.useDummy(newActor, u);
                        toAdd.add(r);
                    }
                    processed = true;
                } else if (actor != 0
                        && newTarget != 0
                        && dummies.numUses(actor) > 1
                        && dummies.numUses(actor) == dummies.numUses(newTarget)
                        && dummies.useChance(actor) == dummies.useChance(newTarget)) {
                    // the uses left pass from the hand onto the ground
                    for (int u = 0; u < dummies.numUses(actor) - 1; u++) {
                        TransRecord r = t.copy();
                        r.actor = dummies.useDummy(actor, u);
                        r.newTarget = dummies.useDummy(newTarget, u);
                        toAdd.add(r);
                    }
                    processed = true;
                } else if (target != 0
                        && newTarget != 0
                        && dummies.numUses(target) > 1
                        && dummies.numUses(newTarget) > 1) {
                    // the fraction of uses left passes on (a partly picked carrot row seeds that many)
                    for (int u = 0; u < dummies.numUses(target) - 1; u++) {
                        TransRecord r = t.copy();
                        r.target = dummies.useDummy(target, u);
                        float fraction = (float) u / (float) dummies.numUses(target);
                        int left = (int) Math.rint(fraction * dummies.numUses(newTarget));
                        left = Math.min(left, dummies.numUses(newTarget) - 2);
                        r.newTarget = dummies.useDummy(newTarget, left);
                        toAdd.add(r);
                    }
                    processed = true;
                }
            }

            if (!processed) {
                lastUses.add(tr, t, actor, target, newActor, newTarget, toAdd);
            }
            if (toAdd.size() == addedBefore && becomeUse) {
                toAdd.add(t);
            }
        }
        toDelete.forEach(bank::delete);
        toAdd.forEach(bank::add);
        counts.usedGenerated = toAdd.size();
        counts.usedRemoved = toDelete.size();
    }

    /** The N of a {@code +becomeUseN} tag, 0 without one. */
    private static int becomeUseCount(String description) {
        int at = description.indexOf("+becomeUse");
        if (at < 0) {
            return 0;
        }
        return Scan.leadingInt(description, at + "+becomeUse".length(), description.length(), 0);
    }
}
