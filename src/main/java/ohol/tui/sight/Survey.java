package ohol.tui.sight;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.knowledge.Dangers;
import ohol.tui.knowledge.Knowledge;
import ohol.tui.knowledge.ObjectSearch;
import ohol.tui.path.DangerZone;
import ohol.tui.world.Cell;
import ohol.tui.world.Person;
import ohol.tui.world.Position;
import ohol.tui.world.WorldSnapshot;

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
        for (int y = area.top(); y >= area.bottom(); y--) {
            for (int x = area.left(); x <= area.right(); x++) {
                Cell c = world.map().cellOrNull(x, y);
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
        int ourId = world.ourId().orElse(Integer.MIN_VALUE);
        for (Person p : world.people().values()) {
            Position at = p.positionAt(world.nanos());
            if (p.id() != ourId && !p.body().ghost() && area.contains(at)) {
                spots.add(new Sight.Spot(at.x() - here.x(), at.y() - here.y(), p.id(), world.nameOf(p.id())));
            }
        }
        spots.sort(NEAREST.thenComparingInt(Sight.Spot::id));
        return spots;
    }

    /** Objects among {@code objects} matching a name as a player types it, best first (see {@link ObjectSearch#nearest}). */
    List<ObjectSearch.Seen> find(String query, List<Sight.Spot> objects) {
        List<ObjectSearch.InView> inView = new ArrayList<>(objects.size());
        for (Sight.Spot s : objects) {
            inView.add(new ObjectSearch.InView(s.id(), s.dx(), s.dy()));
        }
        return knowledge.search().nearest(query, inView);
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
