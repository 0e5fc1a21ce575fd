package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The used-object step's copies of a transition that does not step its objects down a use: a
 * last-use one ({@code _LA}, {@code _LT}) applies to the dummy with one use left, a reverse-use one
 * makes the dummy with one use, and any other applies to every dummy with enough uses left (its
 * minimum use fraction), without using them further.
 */
final class LastUseCopies {
    private final Dummies dummies;

    LastUseCopies(Dummies dummies) {
        this.dummies = dummies;
    }

    /**
     * Adds to {@code toAdd} the copies of {@code tr} (whose working copy, without use flags, is
     * {@code t}; changed here) that the decrementing of uses did not make; ids are 0 when not known.
     */
    void add(
            TransRecord tr,
            TransRecord t,
            int actor,
            int target,
            int newActor,
            int newTarget,
            List<TransRecord> toAdd) {
        if (tr.lastUseActor || tr.lastUseTarget) {
            if (tr.lastUseActor
                    && tr.lastUseTarget
                    && actor != 0
                    && dummies.numUses(actor) > 1
                    && target != 0
                    && dummies.numUses(target) > 1) {
                TransRecord r = t.copy();
                if (!tr.reverseUseActor) {
                    r.actor = dummies.useDummy(actor, 0);
                }
                if (!tr.reverseUseTarget) {
                    r.target = dummies.useDummy(target, 0);
                }
                toAdd.add(r);
            } else if (tr.lastUseActor && actor != 0 && dummies.numUses(actor) > 1) {
                if (!tr.reverseUseActor) {
                    t.actor = dummies.useDummy(actor, 0);
                }
                toAdd.add(t.copy());
                overTargetDummies(tr, t, target, newTarget, toAdd);
            } else if (tr.lastUseTarget && target != 0 && dummies.numUses(target) > 1) {
                if (!tr.reverseUseTarget) {
                    t.target = dummies.useDummy(target, 0);
                }
                toAdd.add(t.copy());
                overActorDummies(tr, t, actor, newActor, toAdd);
            }
        } else if (tr.reverseUseActor && newActor != 0 && dummies.numUses(newActor) > 1) {
            t.newActor = dummies.useDummy(newActor, 0);
            toAdd.add(t.copy());
            overTargetDummies(tr, t, target, newTarget, toAdd);
        } else if (tr.reverseUseTarget && newTarget != 0 && dummies.numUses(newTarget) > 1) {
            t.newTarget = dummies.useDummy(newTarget, 0);
            toAdd.add(t.copy());
            overActorDummies(tr, t, actor, newActor, toAdd);
        } else {
            // applies to every dummy with enough uses left, without using them further
            // (a bowl of berries taken from a bush more than half full empties it)
            List<Integer> actors = new ArrayList<>();
            if (actor != 0 && dummies.numUses(actor) > 1) {
                for (int u = 0; u < dummies.numUses(actor) - 1; u++) {
                    if ((float) (u + 1) / (float) dummies.numUses(actor) >= tr.actorMinUseFraction) {
                        actors.add(dummies.useDummy(actor, u));
                    }
                }
            }
            actors.add(tr.actor);
            List<Integer> targets = new ArrayList<>();
            if (target != 0 && dummies.numUses(target) > 1) {
                for (int u = 0; u < dummies.numUses(target) - 1; u++) {
                    if ((float) (u + 1) / (float) dummies.numUses(target) >= tr.targetMinUseFraction) {
                        targets.add(dummies.useDummy(target, u));
                    }
                }
            }
            targets.add(tr.target);
            if (actors.size() > 1 || targets.size() > 1) {
                for (int a : actors) {
                    for (int b : targets) {
                        TransRecord r = t.copy();
                        r.actor = a;
                        r.target = b;
                        toAdd.add(r);
                    }
                }
            }
        }
    }

    /** The copy {@code t} for each dummy of the target with enough uses left (carrying them over if alike). */
    private void overTargetDummies(TransRecord tr, TransRecord t, int target, int newTarget, List<TransRecord> toAdd) {
        if (target == 0 || dummies.numUses(target) <= 1) {
            return;
        }
        boolean passThrough = newTarget != 0 && dummies.numUses(target) == dummies.numUses(newTarget);
        for (int u = 0; u < dummies.numUses(target) - 1; u++) {
            if ((float) (u + 1) / (float) dummies.numUses(target) >= tr.targetMinUseFraction) {
                t.target = dummies.useDummy(target, u);
                if (passThrough) {
                    t.newTarget = dummies.useDummy(newTarget, u);
                }
                toAdd.add(t.copy());
            }
        }
    }

    private void overActorDummies(TransRecord tr, TransRecord t, int actor, int newActor, List<TransRecord> toAdd) {
        if (actor == 0 || dummies.numUses(actor) <= 1) {
            return;
        }
        boolean passThrough = newActor != 0 && dummies.numUses(actor) == dummies.numUses(newActor);
        for (int u = 0; u < dummies.numUses(actor) - 1; u++) {
            if ((float) (u + 1) / (float) dummies.numUses(actor) >= tr.actorMinUseFraction) {
                t.actor = dummies.useDummy(actor, u);
                if (passThrough) {
                    t.newActor = dummies.useDummy(newActor, u);
                }
                toAdd.add(t.copy());
            }
        }
    }
}
