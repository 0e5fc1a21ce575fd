package ohol.tui.onelife.ui;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import ohol.tui.core.term.Rect;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.sight.Area;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.sight.Threat;
import ohol.tui.onelife.world.Position;

/**
 * One frame's view of what is on the map, as the game data explains it: the objects in the map
 * pane's area, the distinct things for the list of what is near, the search's matches, the
 * deadly animals and the warning, and which tiles the map marks. Each is worked out when first
 * asked for, once per frame.
 *
 * <p>Thread safety: confined to the UI thread.
 */
public final class Lens {
    /** How the map marks a tile. */
    public enum Mark {
        MATCH,
        DANGER
    }

    private final Sight sight;
    private final Area area;
    private final Optional<String> search;
    private final boolean sidebar;
    private final Map<String, String> keys;
    private final Supplier<List<Sight.Spot>> known;
    private final Supplier<Optional<Hunger>> hunger;
    private List<Sight.Spot> objects;
    private List<Thing> things;
    private List<Thing> listed;
    private List<ObjectSearch.Seen> matches;
    private List<Threat> threats;
    private Map<Position, Mark> marks;

    /**
     * @param area    the tiles the map pane shows
     * @param search  the name searched for, while a search is shown
     * @param sidebar whether the list of what is near is wanted
     * @param keys    the key bound to each tile action ({@code use}, {@code drop}, {@code remv}, {@code self})
     */
    public Lens(Sight sight, Area area, Optional<String> search, boolean sidebar, Map<String, String> keys) {
        this(sight, area, search, sidebar, keys, () -> sight.objects(sight.known()), sight::hunger);
    }

    /**
     * @param known  every object on the known map, nearest first (the screen keeps it while
     *               neither the map nor we moved)
     * @param hunger the hunger warning due, likewise kept
     */
    Lens(
            Sight sight,
            Area area,
            Optional<String> search,
            boolean sidebar,
            Map<String, String> keys,
            Supplier<List<Sight.Spot>> known,
            Supplier<Optional<Hunger>> hunger) {
        this.sight = sight;
        this.area = area;
        this.search = search;
        this.sidebar = sidebar;
        this.keys = Map.copyOf(keys);
        this.known = known;
        this.hunger = hunger;
    }

    /** The area a map pane of {@code map}'s size shows around {@code center}. */
    public static Area areaOf(Rect map, Position center) {
        MapViewport port = new MapViewport(center, map.cols(), map.rows());
        int wide = Math.max(1, port.tilesWide());
        int high = Math.max(1, port.tilesHigh());
        return new Area(port.leftX(), port.topY() - high + 1, port.leftX() + wide - 1, port.topY());
    }

    public Sight sight() {
        return sight;
    }

    public Knowledge knowledge() {
        return sight.knowledge();
    }

    public Area area() {
        return area;
    }

    public Optional<String> search() {
        return search;
    }

    public boolean sidebar() {
        return sidebar;
    }

    /** The key bound to a tile action's verb, as the help shows it. */
    public Optional<String> keyFor(String verb) {
        return Optional.ofNullable(keys.get(verb));
    }

    public List<Sight.Spot> objects() {
        if (objects == null) {
            objects = sight.objects(area);
        }
        return objects;
    }

    /** Every object on the known map, nearest first, in view or not. */
    public List<Sight.Spot> known() {
        return known.get();
    }

    /** The distinct things on the known map (people: in the area), for the list of what is near. */
    public List<Thing> things() {
        if (things == null) {
            things = sight.things(known(), area);
        }
        return things;
    }

    /** The hunger warning due now, with the nearest food known. */
    public Optional<Hunger> hunger() {
        return hunger.get();
    }

    /** What the list of what is near shows: {@link #things()}, or an older list while its distances wait ({@link NearPace}). */
    public List<Thing> listed() {
        return listed != null ? listed : things();
    }

    void list(List<Thing> shown) {
        listed = shown;
    }

    /** The search's matches on the known map, best first; none without a search. */
    public List<ObjectSearch.Seen> matches() {
        if (matches == null) {
            matches = search.isEmpty() ? List.of() : sight.findKnown(search.get());
        }
        return matches;
    }

    public List<Threat> threats() {
        if (threats == null) {
            threats = sight.threats(objects());
        }
        return threats;
    }

    /** The deadly animal to warn of, if one is near enough. */
    public Optional<Threat> warning() {
        for (Threat t : threats()) {
            if (t.offset().distance() <= t.radius() + Sight.WARN_MARGIN) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The tiles the map marks: search matches, and deadly animals over them. */
    public Map<Position, Mark> marks() {
        if (marks == null) {
            Position here = sight.world().ourPosition();
            Map<Position, Mark> m = new HashMap<>();
            for (ObjectSearch.Seen s : matches()) {
                m.put(here.plus(s.dx(), s.dy()), Mark.MATCH);
            }
            for (Threat t : threats()) {
                m.put(here.plus(t.dx(), t.dy()), Mark.DANGER);
            }
            marks = m;
        }
        return marks;
    }
}
