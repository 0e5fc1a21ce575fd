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

    /**
     * What each step did, counted as the official loader prints it at start-up ("Auto-generated
     * N transitions based on ..."), so that the two can be compared on the same data.
     */
    static final class Counts {
        int fromFiles;
        int categories;
        int patterns;
        final int[] genericChanged = new int[2];
        final int[] genericAdded = new int[2];
        int usedGenerated;
        int usedRemoved;
        int variableGenerated;
    }

    /** A step of an object through its uses: from, to, and what it becomes if its use chance fails (0: nothing). */
    private record Step(int from, int to, int noChange) {}

    private final ObjectCatalog catalog;
    private final Map<Integer, Category> categories;
    /** For each object with uses, its use dummies; index {@code u} has {@code u + 1} uses left. */
    private final int[][] useDummies;
    /** For each {@code $N} object, its N variants in order. */
    private final int[][] variableDummies;
    /** For each object, the categories it is a member of, in the order of the category files. */
    private final Map<Integer, List<Integer>> categoriesOf = new HashMap<>();

    final Counts counts = new Counts();
    private final TransitionBank bank = new TransitionBank();

    TransitionExpansion(ObjectCatalog catalog, List<Category> categoryList) {
        this.catalog = catalog;
        Map<Integer, Category> byParent = new HashMap<>();
        for (Category c : categoryList) {
            byParent.put(c.parentId(), c);
            for (int member : c.objectIds()) {
                categoriesOf.computeIfAbsent(member, k -> new ArrayList<>(1)).add(c.parentId());
            }
        }
        this.categories = byParent;
        int size = catalog.maxId() + 1;
        useDummies = new int[size][];
        variableDummies = new int[size][];
        int[] variants = new int[size];
        for (ObjectDefinition o : catalog.all()) {
            if (o.origin().kind() == Origin.Kind.VARIABLE_DUMMY) {
                variants[o.origin().parentId()] =
                        Math.max(variants[o.origin().parentId()], o.origin().index() + 1);
            }
        }
        for (ObjectDefinition o : catalog.all()) {
            Origin origin = o.origin();
            int parent = origin.parentId();
            if (origin.kind() == Origin.Kind.USE_DUMMY) {
                int parentUses =
                        catalog.find(parent).map(ObjectDefinition::numUses).orElse(0);
                if (origin.index() < parentUses - 1) {
                    dummyArray(useDummies, parent, parentUses - 1)[origin.index()] = o.id();
                }
            } else if (origin.kind() == Origin.Kind.VARIABLE_DUMMY) {
                dummyArray(variableDummies, parent, variants[parent])[origin.index()] = o.id();
            }
        }
    }

    private static int[] dummyArray(int[][] arrays, int parent, int length) {
        if (arrays[parent] == null) {
            arrays[parent] = new int[length];
        }
        return arrays[parent];
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
        categoryTransitions();
        counts.categories = bank.size() - counts.fromFiles;
        patternTransitions();
        counts.patterns = bank.size() - counts.fromFiles - counts.categories;
        for (int run = 0; run < 2; run++) {
            genericUseTransitions(run);
        }
        usedObjectTransitions();
        variableTransitions();
        return bank.transitions();
    }

    // ---- the official bank's primitives ------------------------------------------------------

    private boolean known(int id) {
        return id > 0 && catalog.contains(id);
    }

    /** Uses of a known object as far as generating goes: objects without use dummies have one. */
    private int numUses(int id) {
        return useDummies.length > id && useDummies[id] != null ? useDummies[id].length + 1 : 1;
    }

    private int useDummy(int id, int index) {
        return useDummies[id][index];
    }

    private double useChance(int id) {
        return catalog.find(id).map(ObjectDefinition::useChance).orElse(1.0);
    }

    private int numVariants(int id) {
        return variableDummies.length > id && variableDummies[id] != null ? variableDummies[id].length : 0;
    }

    private String description(int id) {
        return catalog.find(id).map(ObjectDefinition::description).orElse("");
    }

    // ---- 1. categories -----------------------------------------------------------------------

    private void categoryTransitions() {
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

    // ---- 2. patterns -------------------------------------------------------------------------

    private void patternTransitions() {
        int count = bank.size();
        for (int i = 0; i < count; i++) {
            TransRecord tr = bank.at(i);
            int[] ids = {tr.actor, tr.target, tr.newActor, tr.newTarget};
            Category[] patterns = new Category[4];
            int size = -1;
            int found = 0;
            for (int n = 0; n < 4; n++) {
                if (ids[n] <= 0) {
                    continue;
                }
                Category c = categories.get(ids[n]);
                if (c == null || c.kind() != Category.Kind.PATTERN) {
                    continue;
                }
                if (size != -1 && c.objectIds().size() != size) {
                    continue; // a pattern of another length does not take part
                }
                size = c.objectIds().size();
                patterns[n] = c;
                found++;
            }
            if (found == 0 || (patterns[0] == null && patterns[1] == null)) {
                continue;
            }
            for (int p = 0; p < size; p++) {
                int[] now = ids.clone();
                for (int n = 0; n < 4; n++) {
                    if (patterns[n] != null) {
                        now[n] = patterns[n].objectIds().get(p);
                    }
                }
                if (bank.get(now[0], now[1], tr.lastUseActor, tr.lastUseTarget) == null) {
                    TransRecord r = tr.copy();
                    r.actor = now[0];
                    r.target = now[1];
                    r.newActor = now[2];
                    r.newTarget = now[3];
                    bank.add(r);
                }
            }
        }
    }

    // ---- 3. generic uses ---------------------------------------------------------------------

    private void genericUseTransitions(int run) {
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

    // ---- 4. used objects ---------------------------------------------------------------------

    private void usedObjectTransitions() {
        List<TransRecord> toDelete = new ArrayList<>();
        List<TransRecord> toAdd = new ArrayList<>();
        for (TransRecord tr : bank.records()) {
            if (tr.deleted) {
                continue;
            }
            int actor = known(tr.actor) ? tr.actor : 0;
            int target = known(tr.target) ? tr.target : 0;
            int newActor = known(tr.newActor) ? tr.newActor : 0;
            int newTarget = known(tr.newTarget) ? tr.newTarget : 0;
            float actorUseChance = actor != 0 && !tr.noUseActor ? (float) useChance(actor) : 1f;
            float targetUseChance = target != 0 && !tr.noUseTarget ? (float) useChance(target) : 1f;

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
            if (target != 0 && newTarget != 0 && numUses(target) <= 1 && numUses(newTarget) > 1) {
                int n = becomeUseCount(description(target));
                if (n > 0 && n < numUses(newTarget)) {
                    t.newTarget = useDummy(newTarget, n - 1);
                    becomeUse = true;
                }
            }

            if (!tr.lastUseTarget && !tr.lastUseActor) {
                boolean actorDecrement =
                        actor != 0 && newActor != 0 && numUses(actor) > 1 && numUses(actor) == numUses(newActor);
                List<Step> actorSteps = actorDecrement
                        ? decrementSteps(actor, newActor, tr.reverseUseActor, tr.noUseActor, false)
                        : plainSteps(actor, newActor, t.actor, t.newActor, tr.reverseUseActor, tr.actorMinUseFraction);
                boolean targetDecrement =
                        target != 0 && newTarget != 0 && numUses(target) > 1 && numUses(target) == numUses(newTarget);
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
                        && numUses(target) > 1
                        && numUses(target) == numUses(newActor)
                        && useChance(target) == useChance(newActor)) {
                    // the uses left pass from the target into the hand
                    for (int u = 0; u < numUses(target) - 1; u++) {
                        TransRecord r = t.copy();
                        r.target = useDummy(target, u);
                        r.newActor = useDummy(newActor, u);
                        toAdd.add(r);
                    }
                    processed = true;
                } else if (actor != 0
                        && newTarget != 0
                        && numUses(actor) > 1
                        && numUses(actor) == numUses(newTarget)
                        && useChance(actor) == useChance(newTarget)) {
                    // the uses left pass from the hand onto the ground
                    for (int u = 0; u < numUses(actor) - 1; u++) {
                        TransRecord r = t.copy();
                        r.actor = useDummy(actor, u);
                        r.newTarget = useDummy(newTarget, u);
                        toAdd.add(r);
                    }
                    processed = true;
                } else if (target != 0 && newTarget != 0 && numUses(target) > 1 && numUses(newTarget) > 1) {
                    // the fraction of uses left passes on (a partly picked carrot row seeds that many)
                    for (int u = 0; u < numUses(target) - 1; u++) {
                        TransRecord r = t.copy();
                        r.target = useDummy(target, u);
                        float fraction = (float) u / (float) numUses(target);
                        int left = (int) Math.rint(fraction * numUses(newTarget));
                        left = Math.min(left, numUses(newTarget) - 2);
                        r.newTarget = useDummy(newTarget, left);
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
        int uses = numUses(from);
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
                fromId = useDummy(from, u);
            } else if (dir == -1) {
                fromId = from;
            }
            if (uTo < uses - 1 && uTo >= 0) {
                toId = useDummy(to, uTo);
                noChange = u < uses - 1 ? useDummy(to, u) : to;
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
        if (object != 0 && reverse && newObject != 0 && numUses(newObject) > 1) {
            steps.add(new Step(object, useDummy(newObject, 0), 0));
            return steps;
        }
        steps.add(new Step(fromId, toId, toId));
        if (object != 0 && numUses(object) > 1) {
            for (int u = 0; u < numUses(object) - 1; u++) {
                if ((float) (u + 1) / (float) numUses(object) >= minUseFraction) {
                    steps.add(new Step(useDummy(object, u), toId, toId));
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
                    && numUses(actor) > 1
                    && target != 0
                    && numUses(target) > 1) {
                TransRecord r = t.copy();
                if (!tr.reverseUseActor) {
                    r.actor = useDummy(actor, 0);
                }
                if (!tr.reverseUseTarget) {
                    r.target = useDummy(target, 0);
                }
                toAdd.add(r);
            } else if (tr.lastUseActor && actor != 0 && numUses(actor) > 1) {
                if (!tr.reverseUseActor) {
                    t.actor = useDummy(actor, 0);
                }
                toAdd.add(t.copy());
                overTargetDummies(tr, t, target, newTarget, toAdd);
            } else if (tr.lastUseTarget && target != 0 && numUses(target) > 1) {
                if (!tr.reverseUseTarget) {
                    t.target = useDummy(target, 0);
                }
                toAdd.add(t.copy());
                overActorDummies(tr, t, actor, newActor, toAdd);
            }
        } else if (tr.reverseUseActor && newActor != 0 && numUses(newActor) > 1) {
            t.newActor = useDummy(newActor, 0);
            toAdd.add(t.copy());
            overTargetDummies(tr, t, target, newTarget, toAdd);
        } else if (tr.reverseUseTarget && newTarget != 0 && numUses(newTarget) > 1) {
            t.newTarget = useDummy(newTarget, 0);
            toAdd.add(t.copy());
            overActorDummies(tr, t, actor, newActor, toAdd);
        } else {
            // applies to every dummy with enough uses left, without using them further
            // (a bowl of berries taken from a bush more than half full empties it)
            List<Integer> actors = new ArrayList<>();
            if (actor != 0 && numUses(actor) > 1) {
                for (int u = 0; u < numUses(actor) - 1; u++) {
                    if ((float) (u + 1) / (float) numUses(actor) >= tr.actorMinUseFraction) {
                        actors.add(useDummy(actor, u));
                    }
                }
            }
            actors.add(tr.actor);
            List<Integer> targets = new ArrayList<>();
            if (target != 0 && numUses(target) > 1) {
                for (int u = 0; u < numUses(target) - 1; u++) {
                    if ((float) (u + 1) / (float) numUses(target) >= tr.targetMinUseFraction) {
                        targets.add(useDummy(target, u));
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
        if (target == 0 || numUses(target) <= 1) {
            return;
        }
        boolean passThrough = newTarget != 0 && numUses(target) == numUses(newTarget);
        for (int u = 0; u < numUses(target) - 1; u++) {
            if ((float) (u + 1) / (float) numUses(target) >= tr.targetMinUseFraction) {
                t.target = useDummy(target, u);
                if (passThrough) {
                    t.newTarget = useDummy(newTarget, u);
                }
                toAdd.add(t.copy());
            }
        }
    }

    private void overActorDummies(TransRecord tr, TransRecord t, int actor, int newActor, List<TransRecord> toAdd) {
        if (actor == 0 || numUses(actor) <= 1) {
            return;
        }
        boolean passThrough = newActor != 0 && numUses(actor) == numUses(newActor);
        for (int u = 0; u < numUses(actor) - 1; u++) {
            if ((float) (u + 1) / (float) numUses(actor) >= tr.actorMinUseFraction) {
                t.actor = useDummy(actor, u);
                if (passThrough) {
                    t.newActor = useDummy(newActor, u);
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
            int actor = known(tr.actor) ? tr.actor : 0;
            int target = known(tr.target) ? tr.target : 0;
            int newActor = known(tr.newActor) ? tr.newActor : 0;
            int newTarget = known(tr.newTarget) ? tr.newTarget : 0;
            int lead =
                    actor != 0 && numVariants(actor) > 0 ? actor : target != 0 && numVariants(target) > 0 ? target : 0;
            int follow = newTarget != 0 && numVariants(newTarget) > 0
                    ? newTarget
                    : newActor != 0 && numVariants(newActor) > 0 ? newActor : 0;
            if (lead != 0 && (lead != follow || serialOrNumeral(lead))) {
                int num = numVariants(lead);
                for (int k = 0; k < num; k++) {
                    toAdd.add(variant(tr, actor, target, newActor, newTarget, num, k, k));
                }
            } else if (lead == 0 && follow != 0) {
                // one way into a variable object: its first variant
                TransRecord r = tr.copy();
                if (actor != 0 && numVariants(actor) > 0) {
                    r.actor = variableDummies[actor][0];
                }
                if (target != 0 && numVariants(target) > 0) {
                    r.target = variableDummies[target][0];
                }
                if (newActor != 0 && numVariants(newActor) > 0) {
                    r.newActor = variableDummies[newActor][0];
                }
                if (newTarget != 0 && numVariants(newTarget) > 0) {
                    r.newTarget = variableDummies[newTarget][0];
                }
                toAdd.add(r);
            } else if (lead != 0) {
                // each variant turns into the next
                int num = numVariants(lead);
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
        if (actor != 0 && numVariants(actor) == num) {
            r.actor = variableDummies[actor][from];
        }
        if (target != 0 && numVariants(target) == num) {
            r.target = variableDummies[target][from];
        }
        if (newActor != 0 && numVariants(newActor) == num) {
            r.newActor = variableDummies[newActor][to];
        }
        if (newTarget != 0 && numVariants(newTarget) == num) {
            r.newTarget = variableDummies[newTarget][to];
        }
        return r;
    }

    private boolean serialOrNumeral(int id) {
        String d = description(id);
        return d.contains("+varSerialNumber") || d.contains("+varNumeral");
    }
}
