package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.world.Ages;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Places;
import ohol.tui.onelife.world.Position;

/**
 * The answers to what the player asks, as lines to hear: the game's answers ({@code look},
 * {@code find}, a recipe as numbered steps, the family) and what the narration answers from what
 * it sees ({@code near}, {@code where is food}, {@code status}).
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Replies implements Answer.Handler<List<String>> {
    /** How many things {@code near} names, nearest first. */
    static final int NEAR_LIMIT = 12;

    private final GameSession session;
    private Optional<Going> going = Optional.empty();

    /** Where a {@code go to} is bound: the thing's name and its tile. */
    private record Going(String name, Position tile) {}

    Replies(GameSession session) {
        this.session = session;
    }

    List<String> of(Answer answer) {
        return answer.accept(this).stream().map(Spoken::line).toList();
    }

    private Sight sight() {
        return new Sight(session.snapshot(), session.knowledge());
    }

    /** What is on our own tile, in a sentence. */
    String here() {
        return Spoken.line(sight().describe(0, 0).sentence());
    }

    /** The list of what is near as sentences: dangers, kin, people, then food before other things. */
    List<String> near() {
        Sight sight = sight();
        List<Thing> things = new ArrayList<>(sight.things(sight.nearby()));
        things.sort((a, b) -> Integer.compare(rank(a), rank(b)));
        if (things.isEmpty()) {
            return List.of("Nothing near that you can see.");
        }
        List<String> out = new ArrayList<>();
        for (Thing t : things.subList(0, Math.min(NEAR_LIMIT, things.size()))) {
            out.add(Spoken.line(thing(t)));
        }
        if (things.size() > NEAR_LIMIT) {
            out.add((things.size() - NEAR_LIMIT) + " more things further off.");
        }
        return out;
    }

    private static int rank(Thing t) {
        return switch (t.group()) {
            case DANGER -> 0;
            case KIN -> 1;
            case PERSON -> 2;
            case THING -> t.food() ? 3 : 4;
        };
    }

    private static String thing(Thing t) {
        String where = Compass.words(t.dx(), t.dy());
        return switch (t.group()) {
            case DANGER -> "Danger: " + t.name() + ", " + where + ".";
            case KIN, PERSON -> Family.capitalized((t.relation().isEmpty() ? "" : t.relation() + " ") + t.name())
                    + ", aged " + Ages.years(t.age()) + ", " + where + ".";
            case THING -> (t.count() > 1 ? t.count() + " " : "") + t.name()
                    + (t.food() ? " (food)" : "") + (t.craved() ? " (you crave it)" : "") + ", "
                    + (t.count() > 1 ? "nearest " : "") + where + ".";
        };
    }

    /** The nearest food known on the map. */
    String whereIsFood() {
        return sight().nearestFood()
                .map(f -> Spoken.line("Nearest food: " + f.name()
                        + (f.gives() != f.id() ? " (gives " + f.givesName() + ")" : "") + ", "
                        + Compass.words(f.dx(), f.dy())
                        + (f.secondsAgo() > 0 ? ", seen " + f.secondsAgo() + " seconds ago" : "")
                        + ". Type go to food to walk there."))
                .orElse("No food known on the map yet. Look around for a bush or something to eat.");
    }

    @Override
    public List<String> on(Answer.Look a) {
        return List.of(a.details().sentence());
    }

    @Override
    public List<String> on(Answer.Scan a) {
        return near();
    }

    /** What a {@code go to} that got there says: where the thing is now, and what using it would do. */
    String arrived() {
        if (going.isEmpty()) {
            return here();
        }
        Going g = going.get();
        Sight sight = sight();
        Position at = sight.world().ourPosition();
        int dx = g.tile().x() - at.x();
        int dy = g.tile().y() - at.y();
        String way = Compass.words(dx, dy);
        String use = dx == 0 && dy == 0 ? "use here" : "use on " + way;
        return Spoken.line("The " + g.name() + " is " + way + "."
                + sight.useOutcome(dx, dy)
                        .map(o -> " " + Family.capitalized(use) + ": " + o.text() + ".")
                        .orElse(""));
    }

    @Override
    public List<String> on(Answer.GoTo a) {
        going = Optional.of(new Going(a.target().name(), a.tile()));
        return List.of("Walking to the " + a.target().name() + ", "
                + Compass.words(a.target().dx(), a.target().dy()) + ".");
    }

    @Override
    public List<String> on(Answer.Found a) {
        if (a.seen().isEmpty()) {
            return List.of(a.sentence());
        }
        List<String> out = new ArrayList<>();
        for (ObjectSearch.Seen s : a.seen().subList(0, Math.min(5, a.seen().size()))) {
            out.add(s.name() + ", " + Compass.words(s.dx(), s.dy())
                    + (s.secondsAgo() > 0 ? ", seen " + s.secondsAgo() + " seconds ago" : "") + ".");
        }
        if (a.seen().size() > 5) {
            out.add((a.seen().size() - 5) + " more known further off.");
        }
        return out;
    }

    @Override
    public List<String> on(Answer.HintList a) {
        if (a.hints().isEmpty()) {
            return List.of(a.sentence());
        }
        List<String> out = new ArrayList<>();
        out.add((a.held() == 0 ? "With bare hands" : "With the " + a.heldName()) + ", you can:");
        for (Sight.Use u : a.hints().subList(0, Math.min(8, a.hints().size()))) {
            out.add(u.text()
                    + u.at().map(o -> ", nearest " + Compass.words(o.dx(), o.dy()))
                            .orElse("") + ".");
        }
        return out;
    }

    @Override
    public List<String> on(Answer.Recipe a) {
        HowToMake how = a.how();
        if (how.steps().isEmpty()) {
            return List.of(how.sentence());
        }
        List<String> out = new ArrayList<>();
        out.add("To make " + how.name() + ", " + how.steps().size() + " step"
                + (how.steps().size() == 1 ? "" : "s") + ":");
        for (HowToMake.StepLine s : how.steps()) {
            out.add("Step " + s.number() + ": " + s.text()
                    + (s.tools().isEmpty() ? "" : ", with " + String.join(" and ", s.tools())) + ".");
        }
        return out;
    }

    @Override
    public List<String> on(Answer.FamilyReport a) {
        return FamilyWords.of(a.family());
    }

    @Override
    public List<String> on(Answer.PlaceList a) {
        if (a.places().isEmpty()) {
            return List.of("No places yet.");
        }
        return a.places().stream().map(p -> "Place " + p.words() + ".").toList();
    }

    @Override
    public List<String> on(Answer.Marked a) {
        return List.of(a.sentence());
    }

    @Override
    public List<String> on(Answer.Guided a) {
        return List.of(a.sentence());
    }

    @Override
    public List<String> on(Answer.Travelling a) {
        return List.of(a.sentence());
    }

    /** The names of the things and people in view, for completion. */
    List<String> names() {
        Sight sight = sight();
        return sight.things(sight.nearby()).stream()
                .map(t -> Spoken.words(t.name()))
                .distinct()
                .toList();
    }

    /** Our age, body, what we hold, where we are. */
    String status() {
        if (session.died()) {
            return "You are dead. Type reborn for a new life, or quit to leave.";
        }
        var world = session.snapshot();
        var sight = sight();
        String held = sight.heldId() == 0
                ? "empty hands"
                : "holding "
                        + session.knowledge()
                                .catalog()
                                .find(sight.heldId())
                                .map(o -> o.name())
                                .orElse("object " + sight.heldId());
        var at = world.ourPosition();
        String fromBirth = world.places().list().stream()
                .filter(p -> p.kind() == Places.Kind.BIRTH)
                .findFirst()
                .map(p -> at.equals(p.at())
                        ? "at your birthplace"
                        : Compass.words(at.x() - p.at().x(), at.y() - p.at().y()) + " from your birthplace")
                .orElse("");
        EraFeatures era = session.era();
        return Spoken.line("Aged " + Ages.years(sight.ourAge()) + ", "
                + (era.has(EraFeatures.Feature.FOOD)
                        ? Body.words(world.stats()) + ", "
                        : era.has(EraFeatures.Feature.HEAT) ? Body.heat(world.stats()) + ", " : "")
                + held + (fromBirth.isEmpty() ? "" : ", " + fromBirth) + ".");
    }
}
