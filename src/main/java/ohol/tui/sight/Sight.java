package ohol.tui.sight;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectDefinition;
import ohol.tui.data.Origin;
import ohol.tui.data.Transition;
import ohol.tui.data.TransitionBook;
import ohol.tui.knowledge.Biomes;
import ohol.tui.knowledge.Dangers;
import ohol.tui.knowledge.Hints;
import ohol.tui.knowledge.Knowledge;
import ohol.tui.knowledge.ObjectKind;
import ohol.tui.knowledge.ObjectSearch;
import ohol.tui.knowledge.Outcome;
import ohol.tui.path.DangerZone;
import ohol.tui.protocol.GameObject;
import ohol.tui.world.Cell;
import ohol.tui.world.Family;
import ohol.tui.world.Person;
import ohol.tui.world.Position;
import ohol.tui.world.Relation;
import ohol.tui.world.WorldSnapshot;

/**
 * What we see, with what the game data says it means: the full look at a tile, the things in
 * an area (distinct, what can kill and people first), objects found by name, what our hands can
 * do to what is in view, and what deadly thing is near. The screen and headless mode ask the
 * same questions here. Offsets count from {@link WorldSnapshot#ourPosition()}.
 *
 * <p>Reads one snapshot; confined to the thread that made it.
 */
public final class Sight {
    /** How far headless questions ({@code find}, {@code hints}, {@code goto}) look: as far as the server shows. */
    public static final int RADIUS = 32;
    /** A deadly animal is warned of this many tiles beyond the radius a walk keeps clear of it. */
    public static final int WARN_MARGIN = 3;
    /** Most hints listed: more do not fit a screen and say nothing new. */
    public static final int MAX_HINTS = 200;

    /** An object on a tile of the area: its id, name and offset from us. */
    public record Spot(int id, String name, int dx, int dy) {
        public Offset offset() {
            return new Offset(dx, dy);
        }
    }

    /** One use of what we hold, named; where the nearest target of it is when in view. */
    public record Use(
            String text,
            int held,
            String heldName,
            int target,
            String targetName,
            int newHeld,
            String newHeldName,
            int newTarget,
            String newTargetName,
            Optional<Offset> at) {}

    private static final Comparator<Spot> NEAREST = Comparator.comparingInt(
                    (Spot s) -> s.dx() * s.dx() + s.dy() * s.dy())
            .thenComparingInt(Spot::dy)
            .thenComparingInt(Spot::dx);

    private final WorldSnapshot world;
    private final Knowledge knowledge;
    private final ObjectCatalog catalog;
    private final Position here;
    private Family family;

    public Sight(WorldSnapshot world, Knowledge knowledge) {
        this.world = world;
        this.knowledge = knowledge;
        this.catalog = knowledge.catalog();
        this.here = world.ourPosition();
    }

    public WorldSnapshot world() {
        return world;
    }

    public Knowledge knowledge() {
        return knowledge;
    }

    /** The area within {@link #RADIUS} of us. */
    public Area nearby() {
        return Area.around(here, RADIUS);
    }

    // ---- one tile ------------------------------------------------------------------------------

    /** All that can be told of the tile {@code dx, dy} from us. */
    public TileFacts tile(int dx, int dy) {
        return tile(dx, dy, true);
    }

    /** The tile without what actions would do there (for a line that says that on its own). */
    public TileFacts describe(int dx, int dy) {
        return tile(dx, dy, false);
    }

    private TileFacts tile(int dx, int dy, boolean withUses) {
        int x = here.x() + dx;
        int y = here.y() + dy;
        Position at = new Position(x, y);
        List<TileFacts.PersonFacts> people = new ArrayList<>();
        for (Person p : world.peopleAt(x, y)) {
            if (!p.body().ghost()) {
                people.add(person(p));
            }
        }
        Optional<String> grave = world.records().graveOwner(at).map(world::nameOf);
        List<String> owners =
                world.records().ownersOf(at).stream().map(world::nameOf).toList();
        Optional<Cell> cell = world.cell(x, y);
        if (cell.isEmpty()) {
            return new TileFacts(
                    x,
                    y,
                    dx,
                    dy,
                    false,
                    Optional.empty(),
                    Optional.empty(),
                    Optional.empty(),
                    people,
                    grave,
                    owners,
                    List.of());
        }
        Cell c = cell.get();
        Biomes.Biome b = knowledge.biomes().biome(c.biome());
        Optional<TileFacts.BiomeFacts> biome =
                Optional.of(new TileFacts.BiomeFacts(b.id(), b.name(), b.effect(), b.groundHeat()));
        Optional<TileFacts.ThingFacts> object =
                c.object().isEmpty() ? Optional.empty() : Optional.of(thing(c.object()));
        Optional<TileFacts.ThingFacts> floor =
                c.floor() <= 0 ? Optional.empty() : Optional.of(thing(GameObject.of(c.floor())));
        return new TileFacts(
                x,
                y,
                dx,
                dy,
                true,
                biome,
                object,
                floor,
                people,
                grave,
                owners,
                withUses ? uses(dx, dy, c) : List.of());
    }

    /** What using what we hold on the tile would do (the look line's prediction), if the transitions are known. */
    public Optional<Outcome> useOutcome(int dx, int dy) {
        if (!knowledge.knowsTransitions()) {
            return Optional.empty();
        }
        Cell c = world.map().cellOrNull(here.x() + dx, here.y() + dy);
        if (c == null) {
            return Optional.empty();
        }
        int target = c.object().isEmpty() ? TransitionBook.NOTHING : c.object().id();
        return Optional.of(knowledge.predictor().predict(heldId(), target, ourAge()));
    }

    private List<TileFacts.KeyUse> uses(int dx, int dy, Cell c) {
        if (!knowledge.knowsTransitions() || world.us().isEmpty()) {
            return List.of();
        }
        List<TileFacts.KeyUse> uses = new ArrayList<>();
        int held = heldId();
        useOutcome(dx, dy).ifPresent(o -> uses.add(new TileFacts.KeyUse("use", o.text())));
        Optional<ObjectDefinition> object = catalog.find(c.object().id());
        Optional<ObjectDefinition> holding = held > 0 ? catalog.find(held) : Optional.empty();
        if (holding.isPresent()) {
            String name = holding.get().name();
            if (c.object().isEmpty()) {
                uses.add(new TileFacts.KeyUse("drop", "put down " + name));
            } else if (object.isPresent()
                    && object.get().isContainer()
                    && holding.get().containable()
                    && holding.get().containSize() <= object.get().slotSize()
                    && c.object().contained().size() < object.get().numSlots()) {
                uses.add(new TileFacts.KeyUse(
                        "drop", "put " + name + " in " + object.get().name()));
            }
        }
        if (object.isPresent() && !c.object().contained().isEmpty()) {
            var top = c.object().contained().get(c.object().contained().size() - 1);
            uses.add(new TileFacts.KeyUse(
                    "remv",
                    "take " + catalog.displayName(top.id()) + " out of "
                            + object.get().name()));
        }
        if (dx == 0 && dy == 0 && holding.isPresent()) {
            ObjectDefinition h = holding.get();
            if (h.isFood()) {
                uses.add(new TileFacts.KeyUse("self", "eat " + h.name() + " (" + h.foodValue() + " food)"));
            } else if (h.isWorn()) {
                uses.add(new TileFacts.KeyUse("self", "put on " + h.name()));
            }
        }
        return uses;
    }

    private TileFacts.PersonFacts person(Person p) {
        boolean us = world.ourId().isPresent() && world.ourId().getAsInt() == p.id();
        GameObject held = p.held();
        String holding = held.isEmpty() ? "" : held.id() < 0 ? "a baby" : catalog.displayName(held.id());
        return new TileFacts.PersonFacts(
                p.id(),
                world.nameOf(p.id()),
                p.ageAt(world.nanos()),
                us,
                holding,
                p.body().dying(),
                us ? "" : relationWords(p.id()));
    }

    /** What someone is to us, in lower case ({@code your mother}); empty when no relation is known. */
    public String relationWords(int playerId) {
        Relation r = family().relationOf(playerId);
        return r.kind() == Relation.Kind.NONE || r.kind() == Relation.Kind.SELF
                ? ""
                : r.label().toLowerCase(Locale.ROOT);
    }

    private Family family() {
        if (family == null) {
            family = Family.of(world, catalog);
        }
        return family;
    }

    private TileFacts.ThingFacts thing(GameObject object) {
        List<TileFacts.ThingFacts> contents = new ArrayList<>();
        for (GameObject.ContainedObject inside : object.contained()) {
            List<TileFacts.ThingFacts> sub = new ArrayList<>();
            for (int id : inside.subContained()) {
                sub.add(thing(id, List.of(), 0));
            }
            contents.add(thing(inside.id(), sub, 0));
        }
        return thing(object.id(), contents, object.contained().size());
    }

    private TileFacts.ThingFacts thing(int id, List<TileFacts.ThingFacts> contents, int held) {
        String name = catalog.displayName(id);
        Optional<ObjectDefinition> d = catalog.find(id);
        String kind = knowledge.kinds().kind(id).map(ObjectKind::word).orElse("unknown");
        int food = d.map(ObjectDefinition::foodValue).orElse(0);
        Optional<String> danger = knowledge.dangers().of(id).map(Sight::dangerWords);
        return new TileFacts.ThingFacts(
                id, name, kind, d.flatMap(o -> state(o, held)), contents, food, craved(id), danger);
    }

    /** How used or full an object is, in words. */
    private Optional<String> state(ObjectDefinition o, int held) {
        List<String> words = new ArrayList<>();
        if (o.origin().kind() == Origin.Kind.USE_DUMMY) {
            int of = catalog.find(o.origin().parentId())
                    .map(ObjectDefinition::numUses)
                    .orElse(0);
            words.add((o.origin().index() + 1) + (of > 0 ? " of " + of : "") + " uses left");
        } else if (o.numUses() > 1) {
            words.add("all " + o.numUses() + " uses left");
        } else if (knowledge.search().isUsedUp(o.id())) {
            words.add("used up");
        }
        if (o.isContainer()) {
            words.add(
                    held == 0 ? "empty" : held >= o.numSlots() ? "full" : held + " of " + o.numSlots() + " slots used");
        }
        return words.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", words));
    }

    // ---- an area -------------------------------------------------------------------------------

    /** Every object in the area, nearest first. */
    public List<Spot> objects(Area area) {
        List<Spot> spots = new ArrayList<>();
        for (int y = area.top(); y >= area.bottom(); y--) {
            for (int x = area.left(); x <= area.right(); x++) {
                Cell c = world.map().cellOrNull(x, y);
                if (c != null && !c.object().isEmpty()) {
                    spots.add(new Spot(
                            c.object().id(), catalog.displayName(c.object().id()), x - here.x(), y - here.y()));
                }
            }
        }
        spots.sort(NEAREST);
        return spots;
    }

    /** Everyone else in the area (ghosts left out), nearest first. */
    public List<Spot> people(Area area) {
        List<Spot> spots = new ArrayList<>();
        int ourId = world.ourId().orElse(Integer.MIN_VALUE);
        for (Person p : world.people().values()) {
            Position at = p.positionAt(world.nanos());
            if (p.id() != ourId && !p.body().ghost() && area.contains(at)) {
                spots.add(new Spot(p.id(), world.nameOf(p.id()), at.x() - here.x(), at.y() - here.y()));
            }
        }
        spots.sort(NEAREST.thenComparingInt(Spot::id));
        return spots;
    }

    /**
     * The distinct things in the area: what can kill, then people, then the rest; nearest first
     * within each, things of one name counted together at the nearest of them.
     */
    public List<Thing> things(Area area) {
        return things(objects(area), area);
    }

    /** As {@link #things(Area)}, from objects already listed. */
    public List<Thing> things(List<Spot> objects, Area area) {
        List<Thing> out = new ArrayList<>();
        for (Spot p : people(area)) {
            double age = Optional.ofNullable(world.people().get(p.id()))
                    .map(x -> x.ageAt(world.nanos()))
                    .orElse(0.0);
            String relation = relationWords(p.id());
            out.add(new Thing(
                    relation.isEmpty() ? Thing.Group.PERSON : Thing.Group.KIN,
                    p.id(),
                    p.name(),
                    p.dx(),
                    p.dy(),
                    1,
                    false,
                    false,
                    false,
                    age,
                    relation));
        }
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, Spot> nearest = new LinkedHashMap<>();
        for (Spot s : objects) {
            String key = s.name();
            if (nearest.putIfAbsent(key, s) == null) {
                counts.put(key, new int[] {1});
            } else {
                counts.get(key)[0]++;
            }
        }
        for (Spot s : nearest.values()) {
            boolean deadly = knowledge.dangers().isDangerousOnTheGround(s.id());
            int gives = foodFrom(s.id());
            out.add(new Thing(
                    deadly ? Thing.Group.DANGER : Thing.Group.THING,
                    s.id(),
                    s.name(),
                    s.dx(),
                    s.dy(),
                    counts.get(s.name())[0],
                    gives > 0,
                    gives > 0 && craved(gives) || craved(s.id()),
                    knowledge.search().isUsedUp(s.id()),
                    0,
                    ""));
        }
        out.sort(Comparator.comparing(Thing::group)
                .thenComparingInt(t -> t.dx() * t.dx() + t.dy() * t.dy())
                .thenComparingInt(Thing::dy)
                .thenComparingInt(Thing::dx)
                .thenComparing(Thing::name));
        return out;
    }

    /** Objects in the area matching a name as a player types it, best first (see {@link ObjectSearch#nearest}). */
    public List<ObjectSearch.Seen> find(String query, Area area) {
        return find(query, objects(area));
    }

    /** As above, among objects already listed. */
    public List<ObjectSearch.Seen> find(String query, List<Spot> objects) {
        List<ObjectSearch.InView> inView = new ArrayList<>(objects.size());
        for (Spot s : objects) {
            inView.add(new ObjectSearch.InView(s.id(), s.dx(), s.dy()));
        }
        return knowledge.search().nearest(query, inView);
    }

    /**
     * What what we hold (or the bare hand) does: to things in the area first, nearest first, with
     * where the nearest of each is; then what else it is used on, each use that reads the same
     * once. At most {@code limit}.
     */
    public List<Use> hints(Area area, int limit) {
        List<Spot> objects = objects(area);
        Map<Integer, Spot> nearestOf = new LinkedHashMap<>();
        for (Spot s : objects) {
            nearestOf.putIfAbsent(s.id(), s);
        }
        List<Use> uses = new ArrayList<>();
        java.util.Set<String> said = new java.util.HashSet<>();
        for (Hints.Hint h : knowledge.hints().forHeld(heldId(), nearestOf.keySet(), Math.min(limit, MAX_HINTS))) {
            String text = new Outcome.Change(
                            h.held(),
                            h.heldName(),
                            h.target(),
                            h.targetName(),
                            h.newHeld(),
                            h.newHeldName(),
                            h.newTarget(),
                            h.newTargetName())
                    .text();
            if (!h.inView() && !said.add(text)) {
                continue; // variants of one thing (a garland with more or fewer flowers) read the same
            }
            Optional<Offset> at =
                    h.inView() ? Optional.ofNullable(nearestOf.get(h.target())).map(Spot::offset) : Optional.empty();
            uses.add(new Use(
                    text,
                    h.held(),
                    h.heldName(),
                    h.target(),
                    h.targetName(),
                    h.newHeld(),
                    h.newHeldName(),
                    h.newTarget(),
                    h.newTargetName(),
                    at));
        }
        return uses;
    }

    /** The deadly animals in the area, nearest to reaching us first. */
    public List<Threat> threats(Area area) {
        return threats(objects(area));
    }

    /** As above, among objects already listed. */
    public List<Threat> threats(List<Spot> objects) {
        List<Threat> out = new ArrayList<>();
        for (Spot s : objects) {
            Optional<Dangers.Danger> d = knowledge.dangers().of(s.id());
            if (d.isPresent() && !d.get().inHand()) {
                out.add(new Threat(
                        s.id(),
                        s.name(),
                        s.dx(),
                        s.dy(),
                        DangerZone.radius(d.get()),
                        d.get().movement()));
            }
        }
        out.sort(Comparator.comparingDouble((Threat t) -> t.offset().distance() - t.radius()));
        return out;
    }

    // ---- words and small facts -----------------------------------------------------------------

    /** What a kind of thing is, in words for a sentence: {@code grows or lies in the wild}. */
    public static String kindWords(String kind) {
        return switch (ObjectKind.fromWord(kind).orElse(ObjectKind.PERMANENT)) {
            case PERSON -> "a person";
            case GRAVE -> "a grave";
            case FLOOR -> "a floor";
            case CONTAINER -> "a container";
            case FOOD -> "food";
            case CLOTHING -> "clothing";
            case DANGEROUS_ANIMAL -> "a dangerous animal";
            case ANIMAL -> "an animal";
            case WEAPON -> "a weapon";
            case HEAT -> "gives off heat";
            case WILD_OBSTACLE -> "grows in the wild and blocks the way";
            case OBSTACLE -> "blocks the way";
            case WILD -> "grows or lies in the wild";
            case TOOL -> "a tool";
            case PORTABLE -> "can be carried";
            case PERMANENT -> "stays where it is";
        };
    }

    /** How a danger kills, in words. */
    static String dangerWords(Dangers.Danger d) {
        if (d.inHand()) {
            return "kills in a hand, up to " + d.reach() + " tile" + (d.reach() == 1 ? "" : "s") + " away";
        }
        return dangerWords(d.movement(), DangerZone.radius(d));
    }

    static String dangerWords(Dangers.Movement movement, int radius) {
        String keep = "keep " + radius + " tile" + (radius == 1 ? "" : "s") + " away";
        return switch (movement) {
            case STILL -> "It kills whoever steps on it: " + keep;
            case FLEES -> "It kills whoever steps on it, and runs from people: " + keep;
            case CHASES -> "It chases people and kills whoever it reaches: " + keep;
            case WANDERS -> "It wanders and kills whoever it lands on: " + keep;
        };
    }

    /** The food an object is, or that the bare hand gets from it; 0 for none. */
    public int foodFrom(int id) {
        Optional<ObjectDefinition> o = catalog.find(id);
        if (o.isEmpty()) {
            return 0;
        }
        if (o.get().isFood()) {
            return id;
        }
        Optional<Transition> t = knowledge.book().find(TransitionBook.BARE_HAND, id);
        if (t.isPresent()
                && t.get().newActor() > 0
                && catalog.find(t.get().newActor())
                        .map(ObjectDefinition::isFood)
                        .orElse(false)) {
            return t.get().newActor();
        }
        return 0;
    }

    private boolean craved(int id) {
        return world.stats().cravingId().isPresent()
                && catalog.parentOf(id) == world.stats().cravingId().getAsInt();
    }

    /** What we hold: an object id, 0 for nothing, negative for a baby. */
    public int heldId() {
        return world.us().map(p -> p.held().id()).orElse(0);
    }

    /** Our age in years (0 before the server has told it). */
    public double ourAge() {
        return world.us().map(p -> p.ageAt(world.nanos())).orElse(0.0);
    }
}
