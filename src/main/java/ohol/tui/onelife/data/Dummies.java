package ohol.tui.onelife.data;

/**
 * What the generators ask of an object: its use dummies (an object with N uses has N - 1, index
 * {@code u} having {@code u + 1} uses left), its variants ({@code $N} objects), its use chance and
 * its description. Built once from the catalog; read-only after.
 */
final class Dummies {
    private final ObjectCatalog catalog;
    /** For each object with uses, its use dummies; index {@code u} has {@code u + 1} uses left. */
    private final int[][] useDummies;
    /** For each {@code $N} object, its N variants in order. */
    private final int[][] variableDummies;

    Dummies(ObjectCatalog catalog) {
        this.catalog = catalog;
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

    /** An object of the catalog: not nothing, the bare hand or time. */
    boolean known(int id) {
        return id > 0 && catalog.contains(id);
    }

    /** Uses of a known object as far as generating goes: objects without use dummies have one. */
    int numUses(int id) {
        return useDummies.length > id && useDummies[id] != null ? useDummies[id].length + 1 : 1;
    }

    /** The use dummy of {@code id} with {@code index + 1} uses left. */
    int useDummy(int id, int index) {
        return useDummies[id][index];
    }

    double useChance(int id) {
        return catalog.find(id).map(ObjectDefinition::useChance).orElse(1.0);
    }

    /** How many variants a {@code $N} object has; 0 for other objects. */
    int numVariants(int id) {
        return variableDummies.length > id && variableDummies[id] != null ? variableDummies[id].length : 0;
    }

    /** The variant of {@code id} at {@code index}, from 0. */
    int variant(int id, int index) {
        return variableDummies[id][index];
    }

    String description(int id) {
        return catalog.find(id).map(ObjectDefinition::description).orElse("");
    }
}
