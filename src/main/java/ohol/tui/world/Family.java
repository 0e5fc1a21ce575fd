package ohol.tui.world;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntFunction;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.data.ObjectDefinition;
import ohol.tui.protocol.server.Ancestors;

/**
 * Our family as one snapshot of the world knows it: what each person is to us (the one place
 * relations are worked out, for the map's colours, the look, the speech and event panes, the
 * family panel, the death screen and headless mode), who they are in words, the family panel's
 * lines, and the family news that stays in view. Built from {@code LN} (lineages), {@code NM}
 * (names), {@code PU} (bodies, ages, where people are, deaths) and the game data (which bodies
 * are male). Text from the server is given as it came; callers clean it before a terminal.
 *
 * <p>Cheap to make: one per frame or question; relations are worked out once each, when asked.
 */
public final class Family {
    /**
     * One person of the family panel or the death screen.
     *
     * @param name     their name, or {@code #id} while they have none
     * @param relation what they are to us, in words ({@code your big sister})
     * @param way      where the living are from us (last seen there, when out of sight)
     * @param death    how the dead died, in words
     */
    public record Member(
            int id,
            String name,
            String relation,
            boolean alive,
            double age,
            String sex,
            Optional<Way> way,
            boolean inSight,
            Optional<String> death) {}

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

    /** Close kin: whose births and deaths are family news. */
    private static final List<Relation.Group> CLOSE =
            List.of(Relation.Group.MOTHER, Relation.Group.CHILD, Relation.Group.SIBLING);

    private final WorldSnapshot world;
    private final IntFunction<Optional<Boolean>> maleBody;
    private final Map<Integer, Relation> relations = new HashMap<>();

    /** {@code maleBody}: whether a display id is a male body, when the game data says. */
    public Family(WorldSnapshot world, IntFunction<Optional<Boolean>> maleBody) {
        this.world = world;
        this.maleBody = maleBody;
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
        return relations.computeIfAbsent(playerId, this::workOut);
    }

    private Relation workOut(int playerId) {
        if (world.ourId().isEmpty()) {
            return Relation.NONE;
        }
        return Relation.between(side(world.ourId().getAsInt()), side(playerId));
    }

    private Relation.Side side(int id) {
        Optional<Ancestors> lineage = world.kin().lineage(id);
        List<Integer> ancestors = lineage.map(Ancestors::ids).orElse(List.of());
        OptionalInt eve = lineage.map(Ancestors::eveId).orElse(OptionalInt.empty());
        return new Relation.Side(
                id,
                ancestors,
                eve.isPresent() ? Optional.of(eve.getAsInt()) : Optional.empty(),
                displayIdOf(id),
                ageByBirth(id),
                male(id));
    }

    /**
     * Age counted from birth as if still alive, so that who is the big sister does not change
     * when one of two sisters dies (the dead stop ageing).
     */
    private double ageByBirth(int id) {
        return world.roster()
                .find(id)
                .filter(k -> k.ageRate() > 0)
                .map(k -> (world.nanos() - k.bornNanos()) / 1e9 / k.ageRate())
                .orElseGet(() -> ageOf(id));
    }

    private int displayIdOf(int id) {
        Person p = world.people().get(id);
        if (p != null) {
            return p.body().displayId();
        }
        return world.roster().find(id).map(Roster.Known::displayId).orElse(0);
    }

    /** Whether they are male, when their body is in the game data. */
    public Optional<Boolean> male(int playerId) {
        int body = displayIdOf(playerId);
        return body <= 0 ? Optional.empty() : maleBody.apply(body);
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

    /** False once the server said they died (or left). */
    public boolean alive(int playerId) {
        return world.roster().find(playerId).map(Roster.Known::alive).orElse(true);
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

    /** Who they are, in words: {@code your mother EVE SMITH}, {@code EVE SMITH}, {@code nameless #16}, {@code you}. */
    public String who(int playerId) {
        Relation r = relationOf(playerId);
        if (r.kind() == Relation.Kind.SELF) {
            return "you";
        }
        Optional<String> name = world.kin().name(playerId);
        if (r.isKin()) {
            return r.words() + name.map(n -> " " + n).orElse("");
        }
        return name.orElse("nameless #" + playerId);
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
        if (world.ourId().isEmpty()) {
            return new Report(List.of(), Optional.empty(), List.of(), List.of(), List.of());
        }
        int us = world.ourId().getAsInt();
        List<Member> line = new ArrayList<>();
        Optional<Ancestors> ours = world.kin().lineage(us);
        List<Integer> up = new ArrayList<>(ours.map(Ancestors::ids).orElse(List.of()));
        Collections.reverse(up);
        OptionalInt eve = ours.map(Ancestors::eveId).orElse(OptionalInt.empty());
        if (eve.isPresent() && eve.getAsInt() != us && !up.contains(eve.getAsInt())) {
            line.add(member(eve.getAsInt()));
        }
        up.forEach(id -> line.add(member(id)));
        OptionalInt mother = motherId();
        List<Member> siblings = new ArrayList<>();
        List<Integer> children = new ArrayList<>();
        List<Member> grandchildren = new ArrayList<>();
        List<Integer> known = new ArrayList<>(world.kin().lineages().keySet());
        known.sort(Comparator.naturalOrder());
        for (int id : known) {
            OptionalInt m = world.kin().motherOf(id);
            if (id == us || m.isEmpty()) {
                continue;
            }
            if (m.getAsInt() == us) {
                children.add(id);
            } else if (mother.isPresent() && m.getAsInt() == mother.getAsInt()) {
                siblings.add(member(id));
            }
        }
        for (int id : known) {
            OptionalInt m = world.kin().motherOf(id);
            if (m.isPresent() && children.contains(m.getAsInt())) {
                grandchildren.add(member(id));
            }
        }
        return new Report(
                line,
                Optional.of(member(us)),
                siblings,
                children.stream().map(this::member).toList(),
                grandchildren);
    }

    /** One person as the family panel shows them. */
    public Member member(int id) {
        boolean alive = alive(id);
        Optional<String> death =
                world.roster().find(id).flatMap(Roster.Known::fate).map(f -> EventText.deathReason(f.reason()));
        return new Member(
                id,
                world.kin().nameOf(id),
                relationOf(id).words(),
                alive,
                ageOf(id),
                sex(id),
                alive ? wayTo(id) : Optional.empty(),
                inSight(id),
                death);
    }

    /**
     * Births and deaths in our close family (mother and grandmothers, children and theirs,
     * siblings) since this life began, oldest first: the lines the events pane keeps in view.
     */
    public List<News> news() {
        List<News> out = new ArrayList<>();
        if (world.ourId().isEmpty()) {
            return out;
        }
        int us = world.ourId().getAsInt();
        long ourBirth = world.roster().find(us).map(Roster.Known::bornNanos).orElse(Long.MIN_VALUE);
        for (Roster.Known k : world.roster().people().values()) {
            if (!k.seenBorn() && k.fate().isEmpty()) {
                continue; // neither born nor dead while we looked: no news, and no relation to work out
            }
            Relation r = relationOf(k.id());
            if (!CLOSE.contains(r.kind().group())) {
                continue;
            }
            if (k.seenBorn() && k.bornNanos() >= ourBirth) {
                out.add(new News(k.bornNanos(), k.id(), EventText.birth(namer(), k.id()), false));
            }
            k.fate()
                    .ifPresent(f -> out.add(new News(
                            f.nanos(),
                            k.id(),
                            EventText.death(
                                    capitalized(who(k.id())), f.reason(), Integer.toString((int) Math.floor(f.age()))),
                            true)));
        }
        out.sort(Comparator.comparingLong(News::nanos));
        return out;
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
        return event.accept(new WorldEvent.Handler<>() {
            @Override
            public List<Integer> on(WorldEvent.StatsChanged e) {
                return List.of();
            }

            @Override
            public List<Integer> on(WorldEvent.Born e) {
                List<Integer> ids = new ArrayList<>(List.of(e.playerId()));
                e.motherId().ifPresent(ids::add);
                return ids;
            }

            @Override
            public List<Integer> on(WorldEvent.Named e) {
                return List.of(e.playerId());
            }

            @Override
            public List<Integer> on(WorldEvent.Died e) {
                return List.of(e.playerId());
            }

            @Override
            public List<Integer> on(WorldEvent.Said e) {
                return List.of(e.playerId());
            }

            @Override
            public List<Integer> on(WorldEvent.PlaceSaid e) {
                return List.of();
            }

            @Override
            public List<Integer> on(WorldEvent.Followed e) {
                List<Integer> ids = new ArrayList<>(List.of(e.followerId()));
                e.leaderId().ifPresent(ids::add);
                return ids;
            }

            @Override
            public List<Integer> on(WorldEvent.ExiledBy e) {
                return List.of(e.targetId(), e.exilerId());
            }

            @Override
            public List<Integer> on(WorldEvent.Wounded e) {
                return List.of(e.playerId());
            }

            @Override
            public List<Integer> on(WorldEvent.HealedUp e) {
                return List.of(e.playerId());
            }

            @Override
            public List<Integer> on(WorldEvent.Notice e) {
                return List.of();
            }

            @Override
            public List<Integer> on(WorldEvent.Emoted e) {
                return List.of(e.playerId());
            }
        });
    }

    /** The words with a capital first letter, to begin a sentence. */
    public static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
