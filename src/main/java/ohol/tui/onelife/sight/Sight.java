package ohol.tui.onelife.sight;

import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectKind;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.knowledge.Outcome;
import ohol.tui.onelife.path.DangerZone;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What we see, with what the game data says it means: the full look at a tile, the things in
 * an area (distinct, what can kill and people first), objects found by name, what our hands can
 * do to what is in view, and what deadly thing is near. The screen and headless mode ask the
 * same questions here; each is answered by the class whose job it is ({@link TileDescriber},
 * and within this package the survey of an area, the list of what is near, the uses of what we
 * hold). Offsets count from {@link WorldSnapshot#ourPosition()}.
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

    /**
     * An object (or a person) on a tile of the area: its offset from us, id and name. Its
     * components, in this order, are the {@code scan} answer's {@code entries} in headless JSON:
     * never rename or reorder one.
     */
    public record Spot(int dx, int dy, int id, String name) {
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

    private final WorldSnapshot world;
    private final Knowledge knowledge;
    private final Onlooker us;
    private final TileDescriber tiles;
    private final TileUses uses;
    private final Survey survey;

    public Sight(WorldSnapshot world, Knowledge knowledge) {
        this.world = world;
        this.knowledge = knowledge;
        this.us = new Onlooker(world, knowledge.catalog());
        this.tiles = new TileDescriber(world, knowledge, us);
        this.uses = new TileUses(world, knowledge, us);
        this.survey = new Survey(world, knowledge);
    }

    public WorldSnapshot world() {
        return world;
    }

    public Knowledge knowledge() {
        return knowledge;
    }

    /** The area within {@link #RADIUS} of us. */
    public Area nearby() {
        return Area.around(world.ourPosition(), RADIUS);
    }

    /**
     * Everything the client knows of the map: the smallest area holding every tile it keeps
     * (what the server has shown us and we have not gone too far from to forget), and
     * {@link #nearby()}.
     */
    public Area known() {
        Area near = nearby();
        return world.map()
                .bounds()
                .map(b -> new Area(
                        Math.min(b[0], near.left()),
                        Math.min(b[1], near.bottom()),
                        Math.max(b[2], near.right()),
                        Math.max(b[3], near.top())))
                .orElse(near);
    }

    // ---- one tile ------------------------------------------------------------------------------

    /** All that can be told of the tile {@code dx, dy} from us. */
    public TileFacts tile(int dx, int dy) {
        return tiles.facts(dx, dy);
    }

    /** The tile without what actions would do (for a line that says that on its own). */
    public TileFacts describe(int dx, int dy) {
        return tiles.factsWithoutUses(dx, dy);
    }

    /** The tile in names only, as the {@code look} answer's {@code tile} gives it. */
    public TileReport report(int dx, int dy) {
        return tiles.report(dx, dy);
    }

    /** What using what we hold on the tile would do (the look line's prediction), if the transitions are known. */
    public Optional<Outcome> useOutcome(int dx, int dy) {
        return uses.useOutcome(dx, dy);
    }

    /** What someone is to us, in lower case ({@code your mother}); empty when no relation is known. */
    public String relationWords(int playerId) {
        return us.relationWords(playerId);
    }

    // ---- an area -------------------------------------------------------------------------------

    /** Every object in the area, nearest first. */
    public List<Spot> objects(Area area) {
        return survey.objects(area);
    }

    /** Everyone else in the area (ghosts left out), nearest first. */
    public List<Spot> people(Area area) {
        return survey.people(area);
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
        return new NearList(world, knowledge, us).of(objects, people(area));
    }

    /** Objects in the area matching a name as a player types it, best first (see {@link ObjectSearch#nearest}). */
    public List<ObjectSearch.Seen> find(String query, Area area) {
        return find(query, objects(area));
    }

    /** As above, among objects already listed. */
    public List<ObjectSearch.Seen> find(String query, List<Spot> objects) {
        return survey.find(query, objects);
    }

    /** Objects anywhere on the known map matching a name, best first, each with how long ago it was seen. */
    public List<ObjectSearch.Seen> findKnown(String query) {
        return survey.findKnown(query);
    }

    /** Whole seconds since the tile {@code dx, dy} from us was last seen: 0 within the server's view of us. */
    public long secondsAgo(int dx, int dy) {
        return survey.secondsAgo(dx, dy);
    }

    /** The nearest food known anywhere on the map: a thing to eat, or one the bare hand gets food from. */
    public Optional<Hunger.Food> nearestFood() {
        NearList list = new NearList(world, knowledge, us);
        return survey.nearestFood(list::foodFrom);
    }

    /**
     * The nearest food known whose walk up beside it ends out of every deadly animal's reach
     * ({@link #threatBeside}): where "go to food" goes.
     */
    public Optional<Hunger.Food> nearestSafeFood() {
        NearList list = new NearList(world, knowledge, us);
        Position here = world.ourPosition();
        return survey.nearestFood(
                list::foodFrom, f -> threatBeside(here.plus(f.dx(), f.dy())).isEmpty());
    }

    /**
     * The hunger warning due now, with the nearest food known out of deadly animals' reach (else
     * the nearest); empty when none is due.
     */
    public Optional<Hunger> hunger() {
        if (world.stats().foodCapacity() <= 0 || us.age() < Hunger.FEEDS_ITSELF_AGE) {
            return Optional.empty(); // before looking over the whole map
        }
        // the food "go to food" goes to, so that the line says where the key goes
        return Hunger.of(world.stats(), us.age(), nearestSafeFood().or(this::nearestFood));
    }

    /**
     * What what we hold (or the bare hand) does: to things in the area first, nearest first, with
     * where the nearest of each is; then what else it is used on, each use that reads the same
     * once. At most {@code limit}.
     */
    public List<Use> hints(Area area, int limit) {
        return new HeldUses(knowledge, us).of(objects(area), limit);
    }

    /** The deadly animals in the area, nearest to reaching us first. */
    public List<Threat> threats(Area area) {
        return threats(objects(area));
    }

    /** As above, among objects already listed. */
    public List<Threat> threats(List<Spot> objects) {
        return survey.threats(objects);
    }

    /**
     * The deadly animal whose reach a walk up beside {@code tile} would end in, if any: within its
     * radius of the tile or of a side of it (the server measures the straight line), nearest first.
     */
    public Optional<Threat> threatBeside(Position tile) {
        Position here = world.ourPosition();
        return threats(Area.around(tile, DangerZone.MAX_RADIUS + 1)).stream()
                .filter(t -> {
                    double dx = here.x() + t.dx() - tile.x();
                    double dy = here.y() + t.dy() - tile.y();
                    return Math.sqrt(dx * dx + dy * dy) <= t.radius() + 1;
                })
                .findFirst();
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

    /** The food an object is, or that the bare hand gets from it; 0 for none. */
    public int foodFrom(int id) {
        return new NearList(world, knowledge, us).foodFrom(id);
    }

    /** What we hold: an object id, 0 for nothing, negative for a baby. */
    public int heldId() {
        return us.heldId();
    }

    /** Our age in years (0 before the server has told it). */
    public double ourAge() {
        return us.age();
    }
}
