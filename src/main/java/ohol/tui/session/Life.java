package ohol.tui.session;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ohol.tui.core.net.CloseReason;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.Action;
import ohol.tui.input.ActionExecutor;
import ohol.tui.input.BodyAction;
import ohol.tui.input.Query;
import ohol.tui.input.TileAction;
import ohol.tui.knowledge.ObjectSearch;
import ohol.tui.path.DangerZone;
import ohol.tui.path.Obstacles;
import ohol.tui.path.PathFinder;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.SpeechRules;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.server.Pong;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.sight.Area;
import ohol.tui.sight.HowToMake;
import ohol.tui.sight.Sight;
import ohol.tui.world.Family;
import ohol.tui.world.Person;
import ohol.tui.world.Places;
import ohol.tui.world.Position;
import ohol.tui.world.Way;
import ohol.tui.world.World;
import ohol.tui.world.WorldEvent;
import ohol.tui.world.WorldSnapshot;

/**
 * One life: its connection, its world, and the executor that acts in it. Feeds server messages
 * to the world and turns actions into commands or answers, reporting everything as
 * {@link SessionEvent}s.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class Life {
    /** How far {@code goto}, {@code find} and {@code hints} look for things. */
    static final int GOTO_RADIUS = Sight.RADIUS;
    /** Hints answered at most: the things in view, and the commonest uses elsewhere. */
    static final int MAX_HINTS = 60;
    /** Objects of the game offered by {@code find} when none is in view. */
    static final int MAX_KNOWN = 10;
    /**
     * Time between two lines said. The server takes a line only more than a second after the last
     * (on its clock, as lines arrive); the margin keeps a link's jitter from bringing two closer.
     */
    static final long SAY_GAP_NANOS = SpeechRules.MIN_GAP_NANOS + 150_000_000L;
    /** The age a baby starts to walk at; the server ignores a younger player's MOVE (server.cpp startWalkingAge). */
    static final double START_WALKING_AGE = 0.20;
    /** Lines that may wait to be said; a script past this is told so rather than queueing without end. */
    static final int MAX_WAITING_LINES = 64;
    /**
     * How far one {@code travel} walks toward a far place: about what the server has shown us
     * around (its map chunks reach some 16 tiles each way), so the path is planned over known ground.
     */
    static final int TRAVEL_LEG = 24;

    private final int number;
    private final Link link;
    private final World world;
    private final ObjectCatalog catalog;
    private final KnowledgeLoader knowledge;
    private final ActionExecutor executor;
    private final ActionOutcomes outcomes;
    private final QuietAnswers quietAnswers;
    private final Consumer<SessionEvent> report;
    private final LongSupplier clock;
    private final Deque<BodyAction.Say> speech = new ArrayDeque<>();
    private long nextSayNanos;
    private Optional<CloseReason> closed = Optional.empty();
    private boolean began;

    Life(int number, Link link, GameSession.Parts parts, KnowledgeLoader knowledge, Consumer<SessionEvent> report) {
        this.number = number;
        this.link = link;
        this.catalog = parts.catalog();
        this.knowledge = knowledge;
        this.report = report;
        this.clock = parts.clock();
        this.world = new World(parts.clock());
        // the likely reason for a refusal says less while the transitions are still being read
        this.outcomes = new ActionOutcomes(catalog, () -> knowledge.now().book(), report);
        this.quietAnswers = new QuietAnswers(catalog, report);
        this.executor = new ActionExecutor(
                world.me(),
                link::send,
                ActionExecutor.PathPlanner.of(() -> {
                    WorldSnapshot now = world.snapshot();
                    return new PathFinder(
                            new Obstacles(now, catalog),
                            new DangerZone(now, knowledge.now().dangers()));
                }),
                new ActionExecutor.Watcher() {
                    @Override
                    public void sent(Action action, Position tile, ClientCommand command) {
                        if (QuietAnswers.watches(action)) {
                            quietAnswers.sent(action, tile, command, world.snapshot());
                        } else {
                            outcomes.sent(action, tile, command, world.snapshot());
                        }
                    }

                    @Override
                    public void dropped(Action action, String why) {
                        report.accept(new SessionEvent.Failed(action, why));
                    }

                    @Override
                    public void walkSent(Action walk, ClientCommand move) {
                        report.accept(new SessionEvent.Sent(walk, move.toWire()));
                    }

                    @Override
                    public void walked(Action walk, Position end, boolean already) {
                        report.accept(new SessionEvent.Walked(walk, end, already));
                    }

                    @Override
                    public void replaced(Action walk) {
                        report.accept(new SessionEvent.Replaced(walk));
                    }
                },
                this::whyWeCannotWalk,
                this::victimAt);
    }

    /** Someone other than us on {@code tile} now, for a kill there: the lowest id when several stand there. */
    private OptionalInt victimAt(Position tile) {
        WorldSnapshot now = world.snapshot();
        int us = now.ourId().orElse(-1);
        return now.peopleAt(tile.x(), tile.y()).stream()
                .mapToInt(Person::id)
                .filter(id -> id != us)
                .findFirst();
    }

    /** Why the server would ignore a MOVE from us now (server.cpp: a newborn's, or one in arms), if it would. */
    private Optional<String> whyWeCannotWalk() {
        WorldSnapshot now = world.snapshot();
        if (now.us().map(p -> p.ageAt(now.nanos()) < START_WALKING_AGE).orElse(false)) {
            return Optional.of("too young to walk: a baby walks from 0.2 years (12 s after birth);"
                    + " act on your own tile or a side of it, or wait");
        }
        if (now.ourId().isPresent()
                && Family.of(now, catalog).holderOf(now.ourId().getAsInt()).isPresent()) {
            return Optional.of("held in someone's arms: the server ignores a walk there; jump to wiggle free");
        }
        return Optional.empty();
    }

    int number() {
        return number;
    }

    Link link() {
        return link;
    }

    WorldSnapshot snapshot() {
        return world.snapshot();
    }

    boolean inGame() {
        return world.me().isKnown() && closed.isEmpty();
    }

    /** The server has put us in the world (we may have died since). */
    boolean inWorld() {
        return world.me().isKnown();
    }

    Optional<CloseReason> closed() {
        return closed;
    }

    void onMessage(ServerMessage message) {
        report.accept(new SessionEvent.Received(message));
        if (message instanceof Pong pong) {
            link.roundTripMillis().ifPresent(ms -> report.accept(new SessionEvent.RoundTrip(pong.uniqueId(), ms)));
        }
        World.FrameResult frame = world.accept(message);
        if (QuietAnswers.mayAnswer(message)) {
            quietAnswers.heard(message, world::snapshot);
        }
        if (!began && world.me().isKnown()) {
            began = true;
            nextSayNanos = clock.getAsLong() + SAY_GAP_NANOS;
            report.accept(new SessionEvent.LifeBegan(world.me().id().getAsInt(), number));
        }
        for (WorldEvent e : frame.events()) {
            report.accept(new SessionEvent.Happened(e));
        }
        if (frame != World.FrameResult.NOTHING) {
            WorldSnapshot after = world.snapshot();
            outcomes.afterFrame(after, frame.aboutUs());
            quietAnswers.afterFrame(frame.events(), after);
        }
        if (frame.aboutUs() && dead()) {
            letGo("you died");
        } else if (frame.aboutUs()) {
            executor.afterOurUpdate();
        }
        takeTrouble();
    }

    void onClosed(CloseReason reason) {
        if (closed.isEmpty()) {
            closed = Optional.of(reason);
            letGo("the connection closed");
            report.accept(new SessionEvent.Closed(reason));
        }
    }

    /**
     * The life is over ({@code what}: "you died", "the connection closed"): nothing more goes to
     * the server, and whatever still waits for it, or for an answer, is answered so.
     */
    private void letGo(String what) {
        executor.stop(what + " first");
        outcomes.abandon(what + " before the server answered");
        quietAnswers.abandon(what + " before the server answered");
        while (!speech.isEmpty()) {
            report.accept(new SessionEvent.Failed(speech.poll(), "not said: " + what + " first"));
        }
    }

    /** The server took our life: it reads nothing more from us, so nothing more is sent. */
    private boolean dead() {
        return world.me().isKnown() && !world.me().isAlive();
    }

    private void requireAlive() {
        if (dead()) {
            throw new IllegalStateException("you have died: the server takes nothing more from this life");
        }
    }

    void takeTrouble() {
        releaseSpeech();
        executor.takeProblem().ifPresent(p -> report.accept(new SessionEvent.Trouble(p)));
        if (closed.isEmpty()) {
            long now = world.snapshot().nanos();
            outcomes.expire(now);
            quietAnswers.expire(now);
        }
    }

    void perform(TileAction action) {
        requireAlive();
        if (action instanceof TileAction.Kill) {
            whyNoKill().ifPresent(why -> {
                throw new IllegalStateException(why);
            });
        }
        executor.perform(action);
    }

    /** Why a kill cannot start (server.cpp tryToStartKill): nothing in hand, or nothing that kills. */
    private Optional<String> whyNoKill() {
        GameObject held = world.snapshot().us().map(Person::held).orElse(GameObject.NOTHING);
        if (held.id() <= 0) {
            return Optional.of("a kill needs a weapon in hand");
        }
        return catalog.find(held.id())
                .filter(d -> d.deadlyDistance() == 0)
                .map(d -> "the " + d.name() + " cannot kill");
    }

    void perform(BodyAction action) {
        requireAlive();
        if (action instanceof BodyAction.Say say) {
            speak(say);
            return;
        }
        if (action instanceof BodyAction.Jump || action instanceof BodyAction.Die) {
            whyTheServerIgnores(action).ifPresent(why -> {
                throw new IllegalStateException(why);
            });
        }
        executor.perform(action);
    }

    /**
     * Why the server would do nothing with a jump or a death (server.cpp): a JUMP frees a baby
     * in arms or wiggles one too young to walk, and a DIE is heeded below age 2 only.
     */
    private Optional<String> whyTheServerIgnores(BodyAction action) {
        WorldSnapshot now = world.snapshot();
        if (now.us().isEmpty()) {
            return Optional.empty(); // not in the world yet: the executor says so
        }
        double age = now.us().get().ageAt(now.nanos());
        if (action instanceof BodyAction.Die && age >= 2) {
            return Optional.of("only a baby under 2 can give up its life; the server ignores it from anyone older");
        }
        if (action instanceof BodyAction.Jump
                && age >= START_WALKING_AGE
                && Family.of(now, catalog).holderOf(now.ourId().getAsInt()).isEmpty()) {
            return Optional.of("no one holds you: a jump frees a baby from arms (the server ignores it otherwise)");
        }
        return Optional.empty();
    }

    /**
     * A line to say, checked as the server will check it and paced: the server drops a SAY
     * within a second of the life's start or of the last line it took, so lines wait their turn
     * here and are said, never lost.
     */
    private void speak(BodyAction.Say say) {
        String raised = say.text().toUpperCase(Locale.ROOT).strip();
        for (int i = 0; i < raised.length(); i++) {
            if (!SpeechRules.allowed(raised.charAt(i))) {
                throw new IllegalStateException("the server keeps only A-Z, space and .-,'?! in speech: '"
                        + raised.charAt(i) + "' would be dropped");
            }
        }
        WorldSnapshot now = world.snapshot();
        double age = now.us().map(p -> p.ageAt(now.nanos())).orElse(0.0);
        int limit = SpeechRules.limit(age);
        if (raised.length() > limit) {
            raised = raised.substring(0, limit).strip();
            report.accept(new SessionEvent.Trouble("cut to " + limit + (limit == 1 ? " character" : " characters")
                    + ", what the server lets you say at "
                    + (int) Math.floor(age) + ": " + raised));
        }
        if (speech.size() >= MAX_WAITING_LINES) {
            throw new IllegalStateException("already " + MAX_WAITING_LINES + " lines waiting to be said");
        }
        speech.add(new BodyAction.Say(raised));
        releaseSpeech();
    }

    /** Says the next waiting line when the server will take it. */
    void releaseSpeech() {
        long now = clock.getAsLong();
        while (!speech.isEmpty() && inGame() && !dead() && now >= nextSayNanos) {
            executor.perform(speech.poll());
            nextSayNanos = now + SAY_GAP_NANOS;
        }
    }

    boolean speechWaiting() {
        return !speech.isEmpty() && inGame();
    }

    /** Nanoseconds until the next waiting line may be said; {@code Long.MAX_VALUE} when none waits. */
    long nanosUntilSpeech() {
        return speech.isEmpty() ? Long.MAX_VALUE : Math.max(0, nextSayNanos - clock.getAsLong());
    }

    void perform(Query query) {
        query.accept(new Query.Handler<Void>() {
            @Override
            public Void on(Query.Look a) {
                if (!(a.target() instanceof ohol.tui.input.Target.Offset o)) {
                    throw new IllegalStateException("no cursor here: look DX DY");
                }
                Sight sight = sight();
                report.accept(new SessionEvent.Answered(
                        new Answer.Look(sight.report(o.dx(), o.dy()), sight.tile(o.dx(), o.dy()))));
                return null;
            }

            @Override
            public Void on(Query.Scan a) {
                Sight sight = sight();
                Area area = Area.around(sight.world().ourPosition(), a.radius());
                List<Sight.Spot> objects = sight.objects(area);
                report.accept(
                        new SessionEvent.Answered(new Answer.Scan(a.radius(), objects, sight.things(objects, area))));
                return null;
            }

            @Override
            public Void on(Query.GoTo a) {
                requireAlive(); // it walks
                Sight sight = sight();
                ObjectSearch.Seen seen = sight.find(a.name(), sight.nearby()).stream()
                        .findFirst()
                        .orElseThrow(() -> new IllegalStateException(
                                "nothing called '" + a.name() + "' within " + GOTO_RADIUS + " tiles"));
                Position tile = world.me().tile().plus(seen.dx(), seen.dy());
                if (!executor.walkNextTo(tile, a)) {
                    throw new IllegalStateException("no known path to the " + seen.name());
                }
                report.accept(new SessionEvent.Answered(new Answer.GoTo(seen)));
                return null;
            }

            @Override
            public Void on(Query.Find a) {
                Sight sight = sight();
                report.accept(new SessionEvent.Answered(new Answer.Found(
                        a.name(),
                        sight.find(a.name(), sight.nearby()),
                        sight.knowledge().search().find(a.name(), MAX_KNOWN))));
                return null;
            }

            @Override
            public Void on(Query.Hints a) {
                Sight sight = sight();
                int held = sight.heldId();
                String heldName = held > 0 ? catalog.displayName(held) : held < 0 ? "a baby" : "bare hands";
                report.accept(new SessionEvent.Answered(
                        new Answer.HintList(held, heldName, sight.hints(sight.nearby(), MAX_HINTS))));
                return null;
            }

            @Override
            public Void on(Query.Recipe a) {
                HowToMake how = HowToMake.of(knowledge.await(), a.name())
                        .orElseThrow(
                                () -> new IllegalStateException("no thing in the game is called '" + a.name() + "'"));
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
                requireAlive(); // it walks
                int index;
                if (a.place().isBlank()) {
                    index = world.snapshot()
                            .places()
                            .chosen()
                            .orElseThrow(() ->
                                    new IllegalStateException("no place chosen: guide PLACE first, or travel PLACE"));
                } else {
                    index = placeIndex(a.place());
                    world.choosePlace(index);
                }
                Answer.Spot spot = spots().get(index);
                int leg = Math.min(spot.way().tiles(), TRAVEL_LEG);
                if (leg > 0) {
                    double share = (double) leg / spot.way().tiles();
                    Position here = world.me().tile();
                    Position step = here.plus((int) Math.round(spot.way().dx() * share), (int)
                            Math.round(spot.way().dy() * share));
                    try {
                        executor.walkTo(step, a);
                    } catch (IllegalStateException blocked) {
                        if (!executor.walkNextTo(step, a)) {
                            throw new IllegalStateException("no known way toward " + spot.name());
                        }
                    }
                }
                report.accept(new SessionEvent.Answered(new Answer.Travelling(spot, leg)));
                return null;
            }
        });
    }

    /**
     * Whether answering {@code q} takes all the game data says ({@link #sight}): the front-ends
     * hold such a query back until that is known rather than wait for it.
     */
    static boolean answersFromKnowledge(Query q) {
        return q.accept(new Query.Handler<Boolean>() {
            @Override
            public Boolean on(Query.Look a) {
                return true;
            }

            @Override
            public Boolean on(Query.Scan a) {
                return true;
            }

            @Override
            public Boolean on(Query.GoTo a) {
                return true;
            }

            @Override
            public Boolean on(Query.Ping a) {
                return false;
            }

            @Override
            public Boolean on(Query.Find a) {
                return true;
            }

            @Override
            public Boolean on(Query.Hints a) {
                return true;
            }

            @Override
            public Boolean on(Query.Recipe a) {
                return true;
            }

            @Override
            public Boolean on(Query.Family a) {
                return false;
            }

            @Override
            public Boolean on(Query.Places a) {
                return false;
            }

            @Override
            public Boolean on(Query.Mark a) {
                return false;
            }

            @Override
            public Boolean on(Query.Guide a) {
                return false;
            }

            @Override
            public Boolean on(Query.Travel a) {
                return false;
            }
        });
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
    Family family() {
        return Family.of(world.snapshot(), catalog);
    }
}
