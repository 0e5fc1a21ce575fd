package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.onelife.data.Clothing;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;
import ohol.tui.onelife.data.Origin;

/**
 * The objects of the practice world and the one transition it plays out: picking a Wild
 * Gooseberry Bush, whose six berries are counted by its use dummies as the game numbers them,
 * leaving an Empty Wild Gooseberry Bush. From the game data when it is given, else from a
 * built-in table of the same facts.
 */
public final class PracticeObjects {
    public static final int JUNIPER_TREE = 49;
    public static final int MAPLE_TREE = 48;
    public static final int YEW_TREE = 406;
    public static final int GOOSEBERRY_BUSH = 30;
    public static final int EMPTY_GOOSEBERRY_BUSH = 279;
    public static final int GOOSEBERRY = 31;
    public static final int BASKET = 292;
    public static final int STONE = 33;
    public static final int BIG_HARD_ROCK = 32;
    public static final int CARROT = 402;
    public static final int MILKWEED = 50;
    /** What the server leaves where someone died. */
    public static final int FRESH_GRAVE = 87;
    /** What a baby that gives up its life leaves in its carrier's hands (contentSettings babyBones). */
    public static final int BABY_BONES = 1920;
    /** What it leaves on the ground (contentSettings babyBonesGround). */
    public static final int BABY_BONE_PILE = 3053;
    /**
     * The bush as it empties: full (6 berries), then its use dummies for 5, 4, 3, 2 and 1 left.
     * The official loader numbers the dummies from the highest object id + 1 in id order, "use 1"
     * first: for data version 437 that gives 5023 ("use 1") to 5027 ("use 5").
     */
    static final List<Integer> BUILT_IN_BUSH_STATES = List.of(30, 5027, 5026, 5025, 5024, 5023);

    private static final List<ObjectFacts> BUILT_IN = List.of(
            new ObjectFacts(JUNIPER_TREE, "Juniper Tree", true, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(MAPLE_TREE, "Maple Tree", true, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(YEW_TREE, "Yew Tree", true, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(GOOSEBERRY_BUSH, "Wild Gooseberry Bush", false, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(EMPTY_GOOSEBERRY_BUSH, "Empty Wild Gooseberry Bush", false, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(GOOSEBERRY, "Gooseberry", false, false, 3, true, 1, 0, 1, 3),
            new ObjectFacts(BASKET, "Basket", false, false, 0, true, 2, 3, 1, 3),
            new ObjectFacts(STONE, "Stone", false, false, 0, true, 1, 0, 1, 3),
            new ObjectFacts(BIG_HARD_ROCK, "Big Hard Rock", false, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(CARROT, "Carrot", false, false, 5, true, 1, 0, 1, 3),
            new ObjectFacts(MILKWEED, "Milkweed", false, true, 0, false, 1, 0, 1, 3),
            new ObjectFacts(FRESH_GRAVE, "Fresh Grave", false, true, 0, false, 1, 15, 1, 3));

    /** The built-in table, or empty when the facts come from the game data. */
    private final Map<Integer, ObjectFacts> byId;
    /** The game data, or empty: an object's facts are taken from it when they are asked for. */
    private final ObjectCatalog catalog;

    private final List<Integer> bushStates;

    private PracticeObjects(Map<Integer, ObjectFacts> byId, ObjectCatalog catalog, List<Integer> bushStates) {
        this.byId = Map.copyOf(byId);
        this.catalog = catalog;
        this.bushStates = List.copyOf(bushStates);
    }

    public static PracticeObjects builtIn() {
        Map<Integer, ObjectFacts> map = new HashMap<>();
        BUILT_IN.forEach(f -> map.put(f.id(), f));
        ObjectFacts bush = map.get(GOOSEBERRY_BUSH);
        for (int dummy : BUILT_IN_BUSH_STATES.subList(1, BUILT_IN_BUSH_STATES.size())) {
            map.put(dummy, new ObjectFacts(dummy, bush.name(), false, true, 0, false, 1, 0, 1, 3));
        }
        return new PracticeObjects(map, ObjectCatalog.empty(), BUILT_IN_BUSH_STATES);
    }

    /**
     * Facts read from the game data, each when it is first asked for (the world asks about a few
     * dozen of its ten thousand objects); the bush's states are its use dummies, most berries first.
     */
    public static PracticeObjects from(ObjectCatalog catalog) {
        if (catalog.isEmpty()) {
            return builtIn();
        }
        List<Integer> states = new ArrayList<>();
        states.add(GOOSEBERRY_BUSH);
        catalog.all().stream()
                .filter(d ->
                        d.origin().kind() == Origin.Kind.USE_DUMMY && d.origin().parentId() == GOOSEBERRY_BUSH)
                .sorted((a, b) -> Integer.compare(b.origin().index(), a.origin().index()))
                .forEach(d -> states.add(d.id()));
        return new PracticeObjects(Map.of(), catalog, states);
    }

    private static ObjectFacts factsOf(ObjectDefinition d) {
        return new ObjectFacts(
                d.id(),
                d.name(),
                d.blocksWalking(),
                d.permanent(),
                d.foodValue(),
                d.containable(),
                d.containSize(),
                d.numSlots(),
                d.slotSize(),
                d.minPickupAge());
    }

    /**
     * The built-in facts as object definitions, so that a client without game data still sees
     * the practice world's things by name (and drawn as what they are).
     */
    public ObjectCatalog asCatalog() {
        return catalog.isEmpty() ? ObjectCatalog.of(definitions()) : catalog;
    }

    private List<ObjectDefinition> definitions() {
        List<ObjectDefinition> definitions = new ArrayList<>();
        for (ObjectFacts f : byId.values()) {
            definitions.add(new ObjectDefinition(
                    f.id(),
                    f.name(),
                    f.containable(),
                    f.containSize(),
                    f.permanent(),
                    f.minPickupAge(),
                    true,
                    false,
                    f.blocksWalking(),
                    0,
                    List.of(),
                    0,
                    false,
                    0,
                    false,
                    false,
                    false,
                    f.foodValue(),
                    1,
                    Clothing.NONE,
                    0,
                    1,
                    f.numSlots(),
                    f.slotSize(),
                    f.id() == GOOSEBERRY_BUSH ? bushStates.size() : 1,
                    1,
                    origin(f.id()),
                    0,
                    0));
        }
        return definitions;
    }

    /**
     * Where a built-in object comes from, as in the game data: the bush's states after the first
     * are its use dummies ({@code index + 1} berries left), so a client without data counts them too.
     */
    private Origin origin(int id) {
        int state = bushStates.indexOf(id);
        return state > 0
                ? new Origin(Origin.Kind.USE_DUMMY, GOOSEBERRY_BUSH, bushStates.size() - 1 - state)
                : new Origin(Origin.Kind.FILE, id, 0);
    }

    public Optional<ObjectFacts> find(int id) {
        return catalog.isEmpty()
                ? Optional.ofNullable(byId.get(id))
                : catalog.find(id).map(PracticeObjects::factsOf);
    }

    public boolean blocks(int id) {
        return id > 0 && find(id).map(ObjectFacts::blocksWalking).orElse(false);
    }

    /**
     * What using {@code actor} (0: the bare hand; -1 on the target side: the empty ground) on
     * {@code target} gives, in the built-in world: picking a berry from a bush with berries.
     */
    public Optional<PracticeTransitions.Change> builtInTransition(int actor, int target) {
        int i = bushStates.indexOf(target);
        if (actor != 0 || i < 0) {
            return Optional.empty();
        }
        int after = i + 1 < bushStates.size() ? bushStates.get(i + 1) : EMPTY_GOOSEBERRY_BUSH;
        return Optional.of(new PracticeTransitions.Change(GOOSEBERRY, after));
    }
}
