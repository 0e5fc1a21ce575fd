package ohol.tui.onelife.data;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The objects a client knows, by id: what the server's numbers mean. Built once by
 * {@link ObjectLoader} (or {@link #empty()} when the client runs without data, in which case
 * every object is shown by its number).
 *
 * <p>Immutable and thread-safe.
 */
public final class ObjectCatalog {
    /** Highest id accepted; real data stays far below (about 11,400 with dummies). */
    public static final int MAX_ID = 1 << 22;

    private static final ObjectCatalog EMPTY = new ObjectCatalog(List.of());

    private final ObjectDefinition[] byId;
    private final String[] names;
    private final List<ObjectDefinition> all;
    private final Map<String, List<ObjectDefinition>> byName;

    private ObjectCatalog(Collection<ObjectDefinition> definitions) {
        int maxId = 0;
        for (ObjectDefinition o : definitions) {
            if (o.id() <= 0 || o.id() > MAX_ID) {
                throw new IllegalArgumentException("object id " + o.id() + " is outside 1.." + MAX_ID);
            }
            maxId = Math.max(maxId, o.id());
        }
        byId = new ObjectDefinition[maxId + 1];
        names = new String[maxId + 1];
        for (ObjectDefinition o : definitions) {
            if (byId[o.id()] != null) {
                throw new IllegalArgumentException("object id " + o.id() + " is defined twice");
            }
            byId[o.id()] = o;
        }
        List<ObjectDefinition> inOrder = new ArrayList<>(definitions.size());
        Map<String, List<ObjectDefinition>> index = new HashMap<>();
        for (ObjectDefinition o : byId) {
            if (o == null) {
                continue;
            }
            inOrder.add(o);
            names[o.id()] = o.name();
            if (!o.origin().isDummy()) {
                // walking by id keeps each list in id order
                index.computeIfAbsent(key(names[o.id()]), k -> new ArrayList<>(1))
                        .add(o);
            }
        }
        // wrapped, not copied: nothing else holds them, and copying rehashes thousands of names
        all = Collections.unmodifiableList(inOrder);
        byName = Collections.unmodifiableMap(index);
    }

    /** A catalog of these objects; ids must be unique and within {@code 1..MAX_ID}. */
    public static ObjectCatalog of(Collection<ObjectDefinition> definitions) {
        return new ObjectCatalog(definitions);
    }

    /** The catalog of a client without data: knows nothing, names everything by number. */
    public static ObjectCatalog empty() {
        return EMPTY;
    }

    public Optional<ObjectDefinition> find(int id) {
        return contains(id) ? Optional.of(byId[id]) : Optional.empty();
    }

    public boolean contains(int id) {
        return id > 0 && id < byId.length && byId[id] != null;
    }

    /** The object's name, or {@code #id} for an id this catalog does not know (or with no data). */
    public String displayName(int id) {
        return contains(id) ? names[id] : "#" + id;
    }

    /**
     * The object a dummy was generated from; the id itself for an object from a file or an unknown
     * id (as the game's {@code getObjectParent}).
     */
    public int parentOf(int id) {
        return contains(id) ? byId[id].origin().parentId() : id;
    }

    /** Objects from files with exactly this name, ignoring case, in id order; dummies are left out. */
    public List<ObjectDefinition> named(String name) {
        return Collections.unmodifiableList(byName.getOrDefault(key(name.strip()), List.of()));
    }

    /** Every object, in id order. */
    public List<ObjectDefinition> all() {
        return all;
    }

    public int size() {
        return all.size();
    }

    public boolean isEmpty() {
        return all.isEmpty();
    }

    /** The highest id known, 0 when empty. */
    public int maxId() {
        return byId.length - 1;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "ObjectCatalog[" + size() + " objects, max id " + maxId() + "]";
    }
}
