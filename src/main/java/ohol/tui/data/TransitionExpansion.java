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

    /** A step of an object through its uses: from, to, and what it becomes if its use chance fails (0: nothing). */
    private record Step(int from, int to, int noChange) {}

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
        usedObjectTransitions();
        variableTransitions();
        return bank.transitions();
    }

    // ---- 4. used objects ---------------------------------------------------------------------

    private void usedObjectTransitions() {
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
                List<Step> actorSteps = actorDecrement
                        ? decrementSteps(actor, newActor, tr.reverseUseActor, tr.noUseActor, false)
                        : plainSteps(actor, newActor, t.actor, t.newActor, tr.reverseUseActor, tr.actorMinUseFraction);
                boolean targetDecrement = target != 0
                        && newTarget != 0
                        && dummies.numUses(target) > 1
                        && dummies.numUses(target) == dummies.numUses(newTarget);
                List<Step> targetSteps = targetDecrement
                        ? decrementSteps(target, newTarget, tr.reverseUseTarget, tr.noUseTarget, true)
                        : plainSteps(
                                target, newTarget, t.target, t.newTarget, tr.reverseUseTarget, tr.targetMinUseFraction);
                if (actorDecrement || targetDecrement) {
                    for (Step a : actorSteps) {
                        for (Step s : targetSteps) {
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
                lastUseOrReverseOrAll(tr, t, actor, target, newActor, newTarget, toAdd);
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

    /** Steps of an object used up (or filled, or kept) one use at a time; the official TransIDPair lists. */
    private List<Step> decrementSteps(int from, int to, boolean reverse, boolean noUse, boolean isTarget) {
        List<Step> steps = new ArrayList<>();
        int uses = dummies.numUses(from);
        int dir = reverse ? 1 : -1;
        if (noUse) {
            dir = 0;
            steps.add(new Step(from, to, 0));
        }
        for (int u = 0; u < uses; u++) {
            int fromId = -1;
            int toId = -1;
            int noChange = 0; // as the official pair left partly initialised
            int uTo = u + dir;
            if (u < uses - 1) {
                fromId = dummies.useDummy(from, u);
            } else if (dir == -1) {
                fromId = from;
            }
            if (uTo < uses - 1 && uTo >= 0) {
                toId = dummies.useDummy(to, uTo);
                noChange = u < uses - 1 ? dummies.useDummy(to, u) : to;
            } else if (uTo >= uses - 1) {
                toId = to;
                // a target filled back to its parent stays on its last dummy when the chance fails
                noChange = isTarget && dir == 1 && fromId != -1 ? fromId : to;
            }
            if (fromId != -1 && toId != -1) {
                steps.add(new Step(fromId, toId, noChange));
            }
        }
        return steps;
    }

    /** Steps of an object that is not used up: itself and its dummies with enough uses left. */
    private List<Step> plainSteps(
            int object, int newObject, int fromId, int toId, boolean reverse, float minUseFraction) {
        List<Step> steps = new ArrayList<>();
        if (object != 0 && reverse && newObject != 0 && dummies.numUses(newObject) > 1) {
            steps.add(new Step(object, dummies.useDummy(newObject, 0), 0));
            return steps;
        }
        steps.add(new Step(fromId, toId, toId));
        if (object != 0 && dummies.numUses(object) > 1) {
            for (int u = 0; u < dummies.numUses(object) - 1; u++) {
                if ((float) (u + 1) / (float) dummies.numUses(object) >= minUseFraction) {
                    steps.add(new Step(dummies.useDummy(object, u), toId, toId));
                }
            }
        }
        return steps;
    }

    private void lastUseOrReverseOrAll(
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

    /** The N of a {@code +becomeUseN} tag, 0 without one. */
    static int becomeUseCount(String description) {
        int at = description.indexOf("+becomeUse");
        if (at < 0) {
            return 0;
        }
        return Scan.leadingInt(description, at + "+becomeUse".length(), description.length(), 0);
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
