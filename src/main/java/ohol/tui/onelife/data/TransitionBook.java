package ohol.tui.onelife.data;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every transition the server knows, as it knows them: the files' transitions plus those the
 * official loader generates at start-up ({@link TransitionExpansion}: category members, patterns,
 * generic uses, use dummies and last uses, variants). So {@code find(0, 30)} (bare hand on a full
 * Wild Gooseberry Bush) answers a Gooseberry and the bush's dummy with five uses left, and on the
 * dummy with one use left it answers the Empty Wild Gooseberry Bush, exactly the ids the server
 * would send.
 *
 * <p>Actor 0 is the bare hand, -1 time passing (decay), -2 the default action; target -1 is
 * nothing (the ground). Immutable and thread-safe.
 */
public final class TransitionBook {
    public static final int BARE_HAND = 0;
    public static final int TIME = -1;
    public static final int NOTHING = -1;

    private static final TransitionBook EMPTY = new TransitionBook(List.of(), List.of(), ObjectCatalog.empty());

    private final ObjectCatalog catalog;
    private final List<Transition> all;
    private final Map<Long, Transition> byKey;
    private final Map<Integer, Category> categories;
    /** By id: transitions where it is the actor, the target, a result (null: none). */
    private final List<Transition>[] byActor;

    private final List<Transition>[] byTarget;
    private final List<Transition>[] byProduct;

    private TransitionBook(List<Transition> expanded, List<Category> categoryList, ObjectCatalog catalog) {
        this.catalog = catalog;
        this.all = List.copyOf(expanded);
        Map<Long, Transition> keys = new HashMap<>(all.size() * 2);
        Map<Integer, Category> cats = new HashMap<>();
        for (Category c : categoryList) {
            cats.put(c.parentId(), c);
        }
        int maxId = catalog.maxId();
        for (Transition t : all) {
            maxId = Math.max(maxId, Math.max(Math.max(t.actor(), t.target()), Math.max(t.newActor(), t.newTarget())));
        }
        int size = Math.min(maxId, ObjectCatalog.MAX_ID) + 1;
        List<Transition>[] actors = newLists(size);
        List<Transition>[] targets = newLists(size);
        List<Transition>[] products = newLists(size);
        for (Transition t : all) {
            keys.putIfAbsent(key(t.actor(), t.target(), t.lastUseActor(), t.lastUseTarget()), t);
            add(actors, t.actor(), t);
            add(targets, t.target(), t);
            addProduct(products, cats, t.newActor(), t);
            if (t.actorChangeChance() < 1 && t.newActorNoChange() != t.newActor()) {
                addProduct(products, cats, t.newActorNoChange(), t);
            }
            if (t.newTarget() != t.newActor()) {
                addProduct(products, cats, t.newTarget(), t);
            }
            if (t.targetChangeChance() < 1
                    && t.newTargetNoChange() != t.newTarget()
                    && t.newTargetNoChange() != t.newActor()) {
                addProduct(products, cats, t.newTargetNoChange(), t);
            }
        }
        this.byKey = keys;
        this.categories = Map.copyOf(cats);
        this.byActor = freeze(actors);
        this.byTarget = freeze(targets);
        this.byProduct = freeze(products);
    }

    @SuppressWarnings("unchecked")
    private static List<Transition>[] newLists(int size) {
        return (List<Transition>[]) new List<?>[size];
    }

    private static void add(List<Transition>[] lists, int id, Transition t) {
        if (id <= 0 || id >= lists.length) {
            return;
        }
        if (lists[id] == null) {
            lists[id] = new ArrayList<>(2);
        }
        List<Transition> list = lists[id];
        if (list.isEmpty() || list.get(list.size() - 1) != t) {
            list.add(t);
        }
    }

    private static void addProduct(List<Transition>[] products, Map<Integer, Category> cats, int id, Transition t) {
        if (id <= 0) {
            return;
        }
        add(products, id, t);
        Category set = cats.get(id);
        if (set != null && set.kind() == Category.Kind.PROBABILITY_SET) {
            // a probability set turns into one of its members: each is produced
            for (int i = 0; i < set.objectIds().size(); i++) {
                if (set.weights().get(i) > 0) {
                    add(products, set.objectIds().get(i), t);
                }
            }
        }
    }

    private static List<Transition>[] freeze(List<Transition>[] lists) {
        for (int i = 0; i < lists.length; i++) {
            if (lists[i] != null) {
                lists[i] = Collections.unmodifiableList(lists[i]);
            }
        }
        return lists;
    }

    private static List<Transition> at(List<Transition>[] lists, int id) {
        List<Transition> list = id > 0 && id < lists.length ? lists[id] : null;
        return list != null ? list : List.of();
    }

    /** Reads the transitions and categories of {@code dir} and expands them over {@code catalog}. */
    public static TransitionBook load(DataDirectory dir, ObjectCatalog catalog) throws IOException {
        return of(new TransitionReader().readAll(dir), new CategoryReader().readAll(dir), catalog);
    }

    /** The book of these file transitions and categories, expanded as the official loader does. */
    public static TransitionBook of(List<Transition> fromFiles, List<Category> categories, ObjectCatalog catalog) {
        List<Transition> expanded = new TransitionExpansion(catalog, categories).expand(fromFiles);
        return new TransitionBook(expanded, categories, catalog);
    }

    /** The book of a client without data: nothing happens. */
    public static TransitionBook empty() {
        return EMPTY;
    }

    public ObjectCatalog catalog() {
        return catalog;
    }

    /**
     * What happens when {@code actor} is used on {@code target}, as the server's plain lookup
     * ({@code getTrans(actor, target)}) finds it: ids of use dummies included.
     */
    public Optional<Transition> find(int actor, int target) {
        return find(actor, target, false, false);
    }

    /** The transition with these last-use flags (the {@code _LA}/{@code _LT} files keep theirs). */
    public Optional<Transition> find(int actor, int target, boolean lastUseActor, boolean lastUseTarget) {
        if (target < 0 && actor <= 0) {
            return Optional.empty(); // the official lookup needs a target or a held object
        }
        return Optional.ofNullable(byKey.get(key(actor, target, lastUseActor, lastUseTarget)));
    }

    /** What {@code object} turns into with time, if anything. */
    public Optional<Transition> decay(int object) {
        return find(TIME, object);
    }

    /** Transitions in which {@code id} is held (the actor), in load order. */
    public List<Transition> withActor(int id) {
        return at(byActor, id);
    }

    /** Transitions in which {@code id} is what is used on (the target), decays included. */
    public List<Transition> withTarget(int id) {
        return at(byTarget, id);
    }

    /** Transitions that leave {@code id} in the hand or on the ground (members of probability sets too). */
    public List<Transition> producing(int id) {
        return at(byProduct, id);
    }

    /** The category whose stand-in object is {@code id}, if it is one. */
    public Optional<Category> category(int id) {
        return Optional.ofNullable(categories.get(id));
    }

    /** Every transition, generated ones included. */
    public List<Transition> all() {
        return all;
    }

    public int size() {
        return all.size();
    }

    private static long key(int actor, int target, boolean lastUseActor, boolean lastUseTarget) {
        // ids are below 2^22, so the 30 bits kept of a target tell negatives (-1, -2) from ids
        return TransitionBank.key(actor, target, lastUseActor, lastUseTarget);
    }

    @Override
    public String toString() {
        return "TransitionBook[" + size() + " transitions]";
    }
}
