package ohol.tui.onelife.sight;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.knowledge.Dangers;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.path.DangerZone;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.MapMirror;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/** What is in an area, nearest first: its objects, the people in it, things of a name, what can kill. */
final class Survey {
    private static final Comparator<Sight.Spot> NEAREST = Comparator.comparingInt(
                    (Sight.Spot s) -> s.dx() * s.dx() + s.dy() * s.dy())
            .thenComparingInt(Sight.Spot::dy)
            .thenComparingInt(Sight.Spot::dx);

    private final WorldSnapshot world;
    private final Knowledge knowledge;
    private final ObjectCatalog catalog;
    private final Position here;

    Survey(WorldSnapshot world, Knowledge knowledge) {
        this.world = world;
        this.knowledge = knowledge;
        this.catalog = knowledge.catalog();
        this.here = world.ourPosition();
    }

    /** Every object in the area, nearest first. */
    List<Sight.Spot> objects(Area area) {
        List<Sight.Spot> spots = new ArrayList<>();
        Cell[] row = new Cell[area.right() - area.left() + 1];
        for (int y = area.top(); y >= area.bottom(); y--) {
            world.map().row(area.left(), y, row); // a block looked up once per run of its row
            for (int i = 0; i < row.length; i++) {
                Cell c = row[i];
                int x = area.left() + i;
                if (c != null && !c.object().isEmpty()) {
                    spots.add(new Sight.Spot(
                            x - here.x(),
                            y - here.y(),
                            c.object().id(),
                            catalog.displayName(c.object().id())));
                }
            }
        }
        spots.sort(NEAREST);
        return spots;
    }

    /** Everyone else in the area (ghosts left out), nearest first. */
    List<Sight.Spot> people(Area area) {
        List<Sight.Spot> spots = new ArrayList<>();
        Family family = Family.of(world, catalog);
        int ourId = world.ourId().orElse(Integer.MIN_VALUE);
        for (Person p : world.people().values()) {
            Position at = p.positionAt(world.nanos());
            if (p.id() != ourId && !p.body().ghost() && area.contains(at)) {
                spots.add(new Sight.Spot(at.x() - here.x(), at.y() - here.y(), p.id(), family.named(p.id())));
            }
        }
        spots.sort(NEAREST.thenComparingInt(Sight.Spot::id));
        return spots;
    }

    /** Objects among {@code objects} matching a name as a player types it, best first (see {@link ObjectSearch#nearest}). */
    List<ObjectSearch.Seen> find(String query, List<Sight.Spot> objects) {
        List<ObjectSearch.InView> inView = new ArrayList<>(objects.size());
        for (Sight.Spot s : objects) {
            inView.add(new ObjectSearch.InView(s.id(), s.dx(), s.dy(), secondsAgo(s.dx(), s.dy())));
        }
        return knowledge.search().nearest(query, inView);
    }

    /**
     * Objects anywhere on the known map matching a name, best first: each object's name is
     * matched once (not once a tile), so only the matches cost more than a look at their tile.
     */
    List<ObjectSearch.Seen> findKnown(String query) {
        ObjectSearch search = knowledge.search();
        String q = ObjectSearch.normalise(query);
        Map<Integer, Boolean> fits = new HashMap<>();
        List<ObjectSearch.InView> inView = new ArrayList<>();
        world.map().forEachObject((x, y, cell, seenNanos) -> {
            int id = cell.object().id();
            if (fits.computeIfAbsent(id, i -> search.matches(q, i))) {
                int dx = x - here.x();
                int dy = y - here.y();
                inView.add(new ObjectSearch.InView(id, dx, dy, ago(dx, dy, seenNanos)));
            }
        });
        return search.nearest(query, inView);
    }

    /**
     * The nearest food known anywhere on the map: a thing to eat, or one the bare hand gets food
     * from ({@code foodFrom}: the food, 0 for none), straight-line nearest, then north, then west.
     */
    Optional<Hunger.Food> nearestFood(IntUnaryOperator foodFrom) {
        Map<Integer, Integer> gives = new HashMap<>();
        long[] best = {Long.MAX_VALUE};
        Hunger.Food[] found = {null};
        world.map().forEachObject((x, y, cell, seenNanos) -> {
            int id = cell.object().id();
            int food = gives.computeIfAbsent(id, foodFrom::applyAsInt);
            if (food <= 0) {
                return;
            }
            int dx = x - here.x();
            int dy = y - here.y();
            long d2 = (long) dx * dx + (long) dy * dy;
            Hunger.Food f = found[0];
            if (d2 < best[0] || d2 == best[0] && (dy > f.dy() || dy == f.dy() && dx < f.dx())) {
                best[0] = d2;
                found[0] = new Hunger.Food(
                        id, catalog.displayName(id), food, catalog.displayName(food), dx, dy, ago(dx, dy, seenNanos));
            }
        });
        return Optional.ofNullable(found[0]);
    }

    /** Food nearest first, as {@link #nearestFood(IntUnaryOperator)} chooses: then north, then west. */
    private static final Comparator<Hunger.Food> FOOD_NEAREST = Comparator.comparingLong(
                    (Hunger.Food f) -> (long) f.dx() * f.dx() + (long) f.dy() * f.dy())
            .thenComparingInt(f -> -f.dy())
            .thenComparingInt(Hunger.Food::dx);

    /** The nearest food known that {@code allowed} takes, by the same rule as {@link #nearestFood(IntUnaryOperator)}. */
    Optional<Hunger.Food> nearestFood(IntUnaryOperator foodFrom, Predicate<Hunger.Food> allowed) {
        Map<Integer, Integer> gives = new HashMap<>();
        List<Hunger.Food> all = new ArrayList<>();
        world.map().forEachObject((x, y, cell, seenNanos) -> {
            int id = cell.object().id();
            int food = gives.computeIfAbsent(id, foodFrom::applyAsInt);
            if (food > 0) {
                int dx = x - here.x();
                int dy = y - here.y();
                all.add(new Hunger.Food(
                        id, catalog.displayName(id), food, catalog.displayName(food), dx, dy, ago(dx, dy, seenNanos)));
            }
        });
        all.sort(FOOD_NEAREST);
        return all.stream().filter(allowed).findFirst();
    }

    /** Whole seconds since the tile {@code dx, dy} from us was last seen: 0 within the server's view of us. */
    long secondsAgo(int dx, int dy) {
        return ago(dx, dy, world.map().seenAt(here.x() + dx, here.y() + dy));
    }

    private long ago(int dx, int dy, long seenNanos) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) <= MapMirror.VIEW || seenNanos == Long.MIN_VALUE) {
            return 0;
        }
        return Math.max(0, (world.nanos() - seenNanos) / 1_000_000_000L);
    }

    /** The deadly animals among {@code objects}, nearest to reaching us first. */
    List<Threat> threats(List<Sight.Spot> objects) {
        List<Threat> out = new ArrayList<>();
        for (Sight.Spot s : objects) {
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
}
