package ohol.tui.onelife.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.ActionExecutor;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.sight.Area;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Places;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.Way;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The answers to a life's questions, from its world and all the game data says: look, scan,
 * find, hints, recipes, family, places; {@code goto} and {@code travel} find their way and walk.
 * A question that cannot be answered throws {@link IllegalStateException} with the reason.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class Questions implements Query.Handler<Void> {
    /** Hints answered at most: the things in view, and the commonest uses elsewhere. */
    static final int MAX_HINTS = 60;
    /** Objects of the game offered by {@code find} when none is in view. */
    static final int MAX_KNOWN = 10;
    /**
     * How far one {@code travel} walks toward a far place: about what the server has shown us
     * around (its map chunks reach some 16 tiles each way), so the path is planned over known ground.
     */
    static final int TRAVEL_LEG = 24;

    private final World world;
    private final ObjectCatalog catalog;
    private final KnowledgeLoader knowledge;
    private final ActionExecutor executor;
    private final Link link;
    private final Consumer<SessionEvent> report;
    private final Runnable requireAlive;

    /** {@code requireAlive} throws, with the reason, when the life cannot walk any more. */
    Questions(
            World world,
            ObjectCatalog catalog,
            KnowledgeLoader knowledge,
            ActionExecutor executor,
            Link link,
            Consumer<SessionEvent> report,
            Runnable requireAlive) {
        this.world = world;
        this.catalog = catalog;
        this.knowledge = knowledge;
        this.executor = executor;
        this.link = link;
        this.report = report;
        this.requireAlive = requireAlive;
    }

    @Override
    public Void on(Query.Look a) {
        if (!(a.target() instanceof ohol.tui.onelife.input.Target.Offset o)) {
            throw new IllegalStateException("no cursor here: look DX DY");
        }
        Sight sight = sight();
        report.accept(
                new SessionEvent.Answered(new Answer.Look(sight.report(o.dx(), o.dy()), sight.tile(o.dx(), o.dy()))));
        return null;
    }

    @Override
    public Void on(Query.Scan a) {
        Sight sight = sight();
        Area area = Area.around(sight.world().ourPosition(), a.radius());
        List<Sight.Spot> objects = sight.objects(area);
        report.accept(new SessionEvent.Answered(new Answer.Scan(a.radius(), objects, sight.things(objects, area))));
        return null;
    }

    @Override
    public Void on(Query.GoTo a) {
        requireAlive.run(); // it walks
        Sight sight = sight();
        ObjectSearch.Seen seen = Query.GoTo.FOOD.equalsIgnoreCase(a.name().strip())
                ? safeFood(sight)
                : sight.findKnown(a.name()).stream()
                        .findFirst()
                        .orElseThrow(() -> new IllegalStateException("nothing called '" + a.name()
                                + "' known on the map (it keeps what was seen within "
                                + World.FORGET_RADIUS + " tiles)"));
        Position tile = world.me().tile().plus(seen.dx(), seen.dy());
        // a walk that ends within a deadly animal's reach kills: refused, with what and where it is
        sight.threatBeside(tile).ifPresent(t -> {
            throw new IllegalStateException("the walk would end within a deadly animal's reach: "
                    + t.warning().substring("Danger: ".length()));
        });
        // the answer first, then what the walk says (its MOVE sent, or done when already beside it)
        if (!executor.walkNextTo(
                tile, a, () -> report.accept(new SessionEvent.Answered(new Answer.GoTo(seen, tile))))) {
            throw new IllegalStateException("no known path to the " + seen.name());
        }
        return null;
    }

    /**
     * The nearest food whose walk does not end within a deadly animal's reach; when every food
     * known is in one's reach, refused with the animal beside the nearest.
     */
    private ObjectSearch.Seen safeFood(Sight sight) {
        Hunger.Food nearest = sight.nearestFood()
                .orElseThrow(() -> new IllegalStateException(
                        "no food known on the map: nothing to eat, and no bush to pick, seen yet"));
        Hunger.Food f = sight.nearestSafeFood()
                .orElseThrow(() -> new IllegalStateException("the walk would end within a deadly animal's reach: "
                        + sight.threatBeside(world.me().tile().plus(nearest.dx(), nearest.dy()))
                                .map(t -> t.warning().substring("Danger: ".length()))
                                .orElse("")
                        + " No other food known is out of reach of one."));
        return new ObjectSearch.Seen(f.id(), f.name(), ObjectSearch.Fit.EXACT, false, f.dx(), f.dy(), f.secondsAgo());
    }

    @Override
    public Void on(Query.Find a) {
        Sight sight = sight();
        report.accept(new SessionEvent.Answered(new Answer.Found(
                a.name(), sight.findKnown(a.name()), sight.knowledge().search().find(a.name(), MAX_KNOWN))));
        return null;
    }

    @Override
    public Void on(Query.Hints a) {
        Sight sight = sight();
        int held = sight.heldId();
        String heldName = held > 0 ? catalog.displayName(held) : held < 0 ? "a baby" : "bare hands";
        report.accept(
                new SessionEvent.Answered(new Answer.HintList(held, heldName, sight.hints(sight.known(), MAX_HINTS))));
        return null;
    }

    @Override
    public Void on(Query.Recipe a) {
        HowToMake how = HowToMake.of(knowledge.await(), a.name())
                .orElseThrow(() -> new IllegalStateException("no thing in the game is called '" + a.name() + "'"));
        report.accept(new SessionEvent.Answered(new Answer.Recipe(how)));
        return null;
    }

    @Override
    public Void on(Query.Ping a) {
        link.ping();
        return null;
    }

    @Override
    public Void on(Query.Family a) {
        Dialect dialect = link.dialect();
        if (!dialect.features().has(EraFeatures.Feature.FAMILY)) {
            // the same answer on every front-end, and no panel the help does not list
            throw new IllegalStateException(
                    dialect.server() + " tells no names, mothers or lines from Eve: there is no family to show");
        }
        report.accept(new SessionEvent.Answered(new Answer.FamilyReport(family().report())));
        return null;
    }

    @Override
    public Void on(Query.Places a) {
        report.accept(new SessionEvent.Answered(new Answer.PlaceList(spots())));
        return null;
    }

    @Override
    public Void on(Query.Mark a) {
        String given = a.name().strip();
        String name = given.length() > Places.MAX_NAME
                ? given.substring(0, Places.MAX_NAME).strip()
                : given;
        if (name.isEmpty()) {
            throw new IllegalStateException("a place needs a name");
        }
        world.mark(name);
        report.accept(new SessionEvent.Answered(new Answer.Marked(spots().get(placeIndex(name)))));
        return null;
    }

    @Override
    public Void on(Query.Guide a) {
        int index = placeIndex(a.place());
        world.choosePlace(index);
        report.accept(new SessionEvent.Answered(new Answer.Guided(spots().get(index))));
        return null;
    }

    @Override
    public Void on(Query.Travel a) {
        requireAlive.run(); // it walks
        int index;
        if (a.place().isBlank()) {
            index = world.snapshot()
                    .places()
                    .chosen()
                    .orElseThrow(
                            () -> new IllegalStateException("no place chosen: guide PLACE first, or travel PLACE"));
        } else {
            index = placeIndex(a.place());
            world.choosePlace(index);
        }
        Answer.Spot spot = spots().get(index);
        int leg = Math.min(spot.way().tiles(), TRAVEL_LEG);
        // the answer first, then what the walk says (its MOVE sent, or done), as for goto
        Runnable answer = () -> report.accept(new SessionEvent.Answered(new Answer.Travelling(spot, leg)));
        if (leg == 0) {
            answer.run();
            return null;
        }
        double share = (double) leg / spot.way().tiles();
        Position here = world.me().tile();
        Position step = here.plus((int) Math.round(spot.way().dx() * share), (int)
                Math.round(spot.way().dy() * share));
        try {
            executor.walkTo(step, a, answer);
        } catch (IllegalStateException blocked) {
            if (!executor.walkNextTo(step, a, answer)) {
                throw new IllegalStateException("no known way toward " + spot.name());
            }
        }
        return null;
    }

    /** What we see, with all the game data says of it (waits for the transitions the first time). */
    private Sight sight() {
        return new Sight(world.snapshot(), knowledge.await());
    }

    private int placeIndex(String wanted) {
        return world.snapshot()
                .places()
                .find(wanted)
                .orElseThrow(() -> new IllegalStateException("no place '" + wanted + "' (places lists them)"));
    }

    /** The places of this life, numbered, with the way to each from where we stand. */
    private List<Answer.Spot> spots() {
        WorldSnapshot now = world.snapshot();
        Places places = now.places();
        List<Answer.Spot> out = new ArrayList<>();
        for (int i = 0; i < places.list().size(); i++) {
            Places.Place p = places.list().get(i);
            out.add(new Answer.Spot(
                    i + 1,
                    p.name(),
                    p.kind().name().toLowerCase(Locale.ROOT),
                    p.at(),
                    Way.between(now.ourPosition(), p.at()),
                    places.chosen().orElse(-1) == i));
        }
        return out;
    }

    /** Our family as this life's world knows it now. */
    private Family family() {
        return Family.of(world.snapshot(), catalog);
    }
}
