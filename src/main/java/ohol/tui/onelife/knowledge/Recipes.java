package ohol.tui.onelife.knowledge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Transition;
import ohol.tui.onelife.data.TransitionBook;

/**
 * How do I make X? The cheapest way to make each object from what is found in the wild (objects
 * with a map chance, the bare hand, the ground and time), worked out once for all objects: a
 * shortest-path search over transitions where a transition can be used once all it needs can be
 * had (Knuth's generalisation of Dijkstra's algorithm), costing {@link #ACTION_COST} per use and
 * more for waiting. Each transition is looked at once, when the last thing it needs is settled,
 * so the work is bounded by the number of transitions.
 *
 * <p>Use dummies and variants count as the object they were made from; category stand-ins
 * ({@code @ Rough Cutter}) are left out, their members' own transitions standing for them.
 * Immutable and thread-safe.
 */
public final class Recipes {
    /** Cost of one use of the hand or a tool. */
    public static final double ACTION_COST = 1;
    /** Each minute of waiting for time to change a thing costs as much as this many actions. */
    public static final double COST_PER_MINUTE_WAITED = 1;
    /** A decay counted in epochs: as long a wait as this many minutes. */
    private static final double EPOCH_MINUTES = 60;
    /** Deepest recipe tree built; the search never makes one this deep, it only guards the walk. */
    public static final int MAX_DEPTH = 200;

    /** Something a step needs. */
    public record Need(int id, String name, boolean tool, Optional<Step> made) {
        /** The bare hand, the ground or time: nothing to fetch. */
        public boolean isFree() {
            return id <= 0;
        }
    }

    /**
     * One use that makes {@code made}: {@code actor} (0: bare hand, -1: time) on {@code target}
     * (-1: the ground), leaving {@code newActor} in the hand and {@code newTarget} on the ground.
     * A need is a tool when it comes out of the step as it went in.
     */
    public record Step(
            int made,
            String madeName,
            Need actor,
            Need target,
            int newActor,
            String newActorName,
            int newTarget,
            String newTargetName,
            double cost) {
        /** The tools this step needs (things not used up by it), bare hand and ground left out. */
        public List<Need> tools() {
            return needs(true);
        }

        /** What this step uses up. */
        public List<Need> ingredients() {
            return needs(false);
        }

        private List<Need> needs(boolean tools) {
            List<Need> out = new ArrayList<>(2);
            for (Need n : List.of(actor, target)) {
                if (!n.isFree() && n.tool() == tools) {
                    out.add(n);
                }
            }
            return out;
        }

        /**
         * Every step of the recipe, what must be made first coming first, this step last. A tool
         * is made once and kept; what a step uses up is made again each time it is needed.
         */
        public List<Step> inOrder() {
            List<Step> out = new ArrayList<>();
            collect(this, out, new java.util.HashSet<>(), 0);
            return out;
        }

        private static void collect(Step s, List<Step> out, java.util.Set<Integer> toolsMade, int depth) {
            if (depth > MAX_DEPTH) {
                return;
            }
            for (Need n : List.of(s.actor, s.target)) {
                if (n.made().isEmpty() || (n.tool() && !toolsMade.add(n.id()))) {
                    continue;
                }
                collect(n.made().get(), out, toolsMade, depth + 1);
            }
            out.add(s);
        }

        /** Time passing, not a hand, does this step. */
        public boolean isWait() {
            return actor.id() == TransitionBook.TIME;
        }
    }

    private final ObjectCatalog catalog;
    private final TransitionBook book;
    private final Names names;
    /** Cheapest cost to have each object; infinite when it cannot be made from the wild. */
    private final double[] cost;
    /** The transition that makes each object at that cost; null for wild ones. */
    private final Transition[] how;

    public Recipes(ObjectCatalog catalog, TransitionBook book) {
        this.catalog = catalog;
        this.book = book;
        this.names = new Names(catalog);
        int size = catalog.maxId() + 1;
        this.cost = new double[size];
        this.how = new Transition[size];
        search();
    }

    /** Found in the wild: nothing to make. */
    public boolean isWild(int id) {
        return catalog.find(root(id)).map(o -> o.mapChance() > 0).orElse(false);
    }

    /** The cost of having {@code id}: 0 when wild, empty when it cannot be made from the wild. */
    public Optional<Double> cost(int id) {
        int r = root(id);
        return r > 0 && r < cost.length && cost[r] < Double.POSITIVE_INFINITY ? Optional.of(cost[r]) : Optional.empty();
    }

    /** How to make {@code id}: the last step, whose needs say how to make them in turn; empty when wild or unmakeable. */
    public Optional<Step> recipe(int id) {
        return step(root(id), 0);
    }

    private Optional<Step> step(int id, int depth) {
        if (id <= 0 || id >= how.length || how[id] == null || depth > MAX_DEPTH) {
            return Optional.empty();
        }
        Transition t = how[id];
        int a = actorOf(t);
        int b = targetOf(t);
        int na = root(t.newActor());
        int nb = root(t.newTarget());
        Need actor = new Need(a, names.actor(a), a > 0 && na == a, step(a, depth + 1));
        Need target = new Need(b, names.target(b), b > 0 && nb == b, step(b, depth + 1));
        return Optional.of(
                new Step(id, names.object(id), actor, target, na, names.result(na), nb, names.result(nb), cost[id]));
    }

    // ---- the search ----------------------------------------------------------------------------

    private record Queued(int id, double cost) {}

    private void search() {
        Arrays.fill(cost, Double.POSITIVE_INFINITY);
        boolean[] settled = new boolean[cost.length];
        List<Transition> usable = new ArrayList<>();
        Map<Integer, List<Integer>> waitingOn = new HashMap<>();
        List<Integer> missing = new ArrayList<>();
        for (Transition t : book.all()) {
            if (!usable(t)) {
                continue;
            }
            int index = usable.size();
            usable.add(t);
            int a = actorOf(t);
            int b = targetOf(t);
            int needed = 0;
            for (int input : a == b ? new int[] {a} : new int[] {a, b}) {
                if (input > 0) {
                    waitingOn.computeIfAbsent(input, k -> new ArrayList<>()).add(index);
                    needed++;
                }
            }
            missing.add(needed);
        }
        PriorityQueue<Queued> queue = new PriorityQueue<>((x, y) -> Double.compare(x.cost(), y.cost()));
        for (ObjectDefinition o : catalog.all()) {
            if (!o.origin().isDummy() && o.mapChance() > 0) {
                cost[o.id()] = 0;
                queue.add(new Queued(o.id(), 0));
            }
        }
        for (int i = 0; i < usable.size(); i++) {
            if (missing.get(i) == 0) {
                offer(usable.get(i), queue); // needs nothing but hands, ground and time
            }
        }
        while (!queue.isEmpty()) {
            Queued q = queue.poll();
            if (settled[q.id()] || q.cost() > cost[q.id()]) {
                continue;
            }
            settled[q.id()] = true;
            for (int i : waitingOn.getOrDefault(q.id(), List.of())) {
                int left = missing.get(i) - 1;
                missing.set(i, left);
                if (left == 0) {
                    offer(usable.get(i), queue);
                }
            }
        }
    }

    /** All inputs of {@code t} are settled: what it makes may get cheaper. */
    private void offer(Transition t, PriorityQueue<Queued> queue) {
        int a = actorOf(t);
        int b = targetOf(t);
        double total = stepCost(t) + (a > 0 ? cost[a] : 0) + (b > 0 ? cost[b] : 0);
        for (int made : new int[] {root(t.newActor()), root(t.newTarget())}) {
            if (made > 0 && made != a && made != b && made < cost.length && total < cost[made]) {
                cost[made] = total;
                how[made] = t;
                queue.add(new Queued(made, total));
            }
        }
    }

    private static double stepCost(Transition t) {
        if (!t.isDecay()) {
            return ACTION_COST;
        }
        double minutes = t.epochAutoDecay() > 0 ? t.epochAutoDecay() * EPOCH_MINUTES : t.autoDecaySeconds() / 60.0;
        return ACTION_COST + COST_PER_MINUTE_WAITED * minutes;
    }

    /** Known objects and special ids only; stand-ins and last-use copies (their dummies' twins) left out. */
    private boolean usable(Transition t) {
        if (t.lastUseActor() || t.lastUseTarget()) {
            return false;
        }
        for (int id : new int[] {t.actor(), t.target(), t.newActor(), t.newTarget()}) {
            if (id > 0 && (!catalog.contains(id) || book.category(root(id)).isPresent())) {
                return false;
            }
        }
        return t.actor() >= TransitionBook.TIME;
    }

    private int actorOf(Transition t) {
        return t.actor() > 0 ? root(t.actor()) : t.actor();
    }

    private int targetOf(Transition t) {
        return t.target() > 0 ? root(t.target()) : t.target();
    }

    /** The object a use dummy or a variant stands for, as recipes count it (a bush with some berries left is the bush). */
    public int sameThing(int id) {
        return id > 0 ? root(id) : id;
    }

    /** The object a dummy was made from (a variant of a use dummy: two steps). */
    private int root(int id) {
        int parent = catalog.parentOf(id);
        return parent == id ? id : catalog.parentOf(parent);
    }
}
