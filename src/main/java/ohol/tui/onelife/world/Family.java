package ohol.tui.onelife.world;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectDefinition;

/**
 * Our family as one snapshot of the world knows it: what each person is to us (worked out by
 * {@link Relations}, for the map's colours, the look, the speech and event panes, the family
 * panel, the death screen and headless mode), who they are in words, where they are, and what is
 * made of that: the family panel's lines ({@link FamilyTree}), the family news that stays in view
 * ({@link FamilyNews}) and events in sentences that call people by what they are to us
 * ({@link EventText} with this family's {@link Namer}). Built from {@code LN} (lineages),
 * {@code NM} (names), {@code PU} (bodies, ages, where people are, deaths) and the game data (which
 * bodies are male). Text from the server is given as it came; callers clean it before a terminal.
 *
 * <p>Cheap to make: one per frame or question; relations are worked out once each, when asked.
 */
public final class Family {
    /**
     * One person of the family panel or the death screen.
     *
     * @param name     their name, or {@code #id} while they have none (headless JSON's field)
     * @param given    the name the server told, for sentences
     * @param relation what they are to us, in words ({@code your big sister})
     * @param way      where the living are from us (last seen there, when out of sight)
     * @param death    how the dead died, in words
     * @param ageKnown false for someone who died before we came (no age at death was ever sent)
     */
    public record Member(
            int id,
            String name,
            Optional<String> given,
            String relation,
            boolean alive,
            double age,
            String sex,
            Optional<Way> way,
            boolean inSight,
            Optional<String> death,
            boolean ageKnown) {}

    /** The family panel: Eve down to our mother, us, our siblings, children and grandchildren. */
    public record Report(
            List<Member> line,
            Optional<Member> you,
            List<Member> siblings,
            List<Member> children,
            List<Member> grandchildren) {
        public Report {
            line = List.copyOf(line);
            siblings = List.copyOf(siblings);
            children = List.copyOf(children);
            grandchildren = List.copyOf(grandchildren);
        }
    }

    /** A birth or death in our close family, when it happened, in a sentence. */
    public record News(long nanos, int playerId, String sentence, boolean death) {}

    private final WorldSnapshot world;
    private final Relations relations;

    /** {@code maleBody}: whether a display id is a male body, when the game data says. */
    public Family(WorldSnapshot world, IntFunction<Optional<Boolean>> maleBody) {
        this.world = world;
        this.relations = new Relations(world, maleBody, this::ageOf);
    }

    public static Family of(WorldSnapshot world, ObjectCatalog catalog) {
        return new Family(
                world, id -> catalog.find(id).filter(ObjectDefinition::person).map(ObjectDefinition::male));
    }

    public WorldSnapshot world() {
        return world;
    }

    /** What someone is to us. */
    public Relation relationOf(int playerId) {
        return relations.of(playerId);
    }

    /** Whether they are male, when their body is in the game data. */
    public Optional<Boolean> male(int playerId) {
        return relations.male(playerId);
    }

    /** {@code male}, {@code female} or {@code unknown}. */
    public String sex(int playerId) {
        return male(playerId).map(m -> m ? "male" : "female").orElse("unknown");
    }

    /** Their age now, or at death. */
    public double ageOf(int playerId) {
        Optional<Roster.Known> known = world.roster().find(playerId);
        if (known.isPresent() && known.get().fate().isPresent()) {
            return known.get().fate().get().age();
        }
        Person p = world.people().get(playerId);
        if (p != null) {
            return p.ageAt(world.nanos());
        }
        return known.map(k -> k.ageAt(world.nanos())).orElse(0.0);
    }

    /**
     * False once the server said they died (or left); false too for kin the server's first
     * {@code PU}, which lists every living player, did not list: they died before we came.
     */
    public boolean alive(int playerId) {
        Optional<Roster.Known> known = world.roster().find(playerId);
        if (known.isPresent()) {
            return known.get().alive();
        }
        return world.ourId().isEmpty() || world.people().containsKey(playerId);
    }

    /** Someone the server never showed us alive: they died before this life began, or before we came back. */
    public boolean neverSeenAlive(int playerId) {
        return world.roster().find(playerId).isEmpty() && !alive(playerId);
    }

    /** Where they are now, when in sight, else where last seen. */
    public Optional<Position> whereabouts(int playerId) {
        Person p = world.people().get(playerId);
        if (p != null) {
            return Optional.of(p.positionAt(world.nanos()));
        }
        return world.roster().find(playerId).map(Roster.Known::lastSeen);
    }

    public boolean inSight(int playerId) {
        return world.people().containsKey(playerId);
    }

    /** The way from us to them. */
    public Optional<Way> wayTo(int playerId) {
        return whereabouts(playerId).map(at -> Way.between(world.ourPosition(), at));
    }

    /**
     * Who they are, in words, the one way every sentence calls someone: {@code you}, {@code your
     * mother EVE SMITH}, {@code your mother} (no name told yet), {@code EVE SMITH}, else what can be
     * seen of them ({@code a baby girl}, {@code an old man}, {@code a stranger}); never an id.
     */
    public String who(int playerId) {
        Relation r = relationOf(playerId);
        if (r.kind() == Relation.Kind.SELF) {
            return "you";
        }
        Optional<String> name = world.kin().name(playerId);
        if (r.isKin()) {
            return r.words() + name.map(n -> " " + n).orElse("");
        }
        return named(playerId);
    }

    /** Their name when the server told one, else what can be seen of them: {@code a baby girl}, {@code a stranger}. */
    public String named(int playerId) {
        return world.kin().name(playerId).orElseGet(() -> looks(playerId));
    }

    /** What can be seen of them ({@code a boy}, {@code an old woman}), or {@code a stranger} if never seen. */
    public String looks(int playerId) {
        if (!world.people().containsKey(playerId)
                && world.roster().find(playerId).isEmpty()) {
            return "a stranger";
        }
        return Looks.of(ageOf(playerId), male(playerId));
    }

    /** Our mother, from our lineage. */
    public OptionalInt motherId() {
        return world.ourId().isPresent() ? world.kin().motherOf(world.ourId().getAsInt()) : OptionalInt.empty();
    }

    /** Who holds a player in their arms, if anyone in sight does. */
    public OptionalInt holderOf(int playerId) {
        for (Person p : world.people().values()) {
            if (p.heldBabyId().isPresent() && p.heldBabyId().getAsInt() == playerId) {
                return OptionalInt.of(p.id());
            }
        }
        return OptionalInt.empty();
    }

    /** The family panel. */
    public Report report() {
        return new FamilyTree(this).report();
    }

    /** One person as the family panel shows them. */
    public Member member(int id) {
        return new FamilyTree(this).member(id);
    }

    /**
     * Births and deaths in our close family (mother and grandmothers, children and theirs,
     * siblings) since this life began, oldest first: the lines the events pane keeps in view.
     */
    public List<News> news() {
        return new FamilyNews(this).news();
    }

    /** Calls people by what they are to us. */
    Namer namer() {
        return new FamilyNamer(this);
    }

    /**
     * A world event in words, with people named by what they are to us
     * ({@code your mother EVE SMITH: COME}, {@code your son #16 starved aged 0}).
     */
    public String sentence(WorldEvent event) {
        return EventText.sentence(event, namer());
    }

    /** The players an event is about (for the history's family and nearby filters). */
    public static List<Integer> subjects(WorldEvent event) {
        return EventSubjects.of(event);
    }

    /** The words with a capital first letter, to begin a sentence. */
    public static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
