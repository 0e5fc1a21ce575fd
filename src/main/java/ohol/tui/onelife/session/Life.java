package ohol.tui.onelife.session;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ohol.tui.core.net.CloseReason;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectActions;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionExecutor;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.path.DangerZone;
import ohol.tui.onelife.path.Obstacles;
import ohol.tui.onelife.path.PathFinder;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.Arms;
import ohol.tui.onelife.world.Cell;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldEvent;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * One life: its connection, its world, and the executor that acts in it. Feeds server messages
 * to the world and turns actions into commands or answers, reporting everything as
 * {@link SessionEvent}s.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class Life {
    /** The age a baby starts to walk at; the server ignores a younger player's MOVE (server.cpp startWalkingAge). */
    static final double START_WALKING_AGE = Arms.START_WALKING_AGE;

    private final int number;
    private final Link link;
    private final World world;
    private final ObjectCatalog catalog;
    private final KnowledgeLoader knowledge;
    private final ActionExecutor executor;
    private final ActionOutcomes outcomes;
    private final QuietAnswers quietAnswers;
    private final Consumer<SessionEvent> report;
    private final Questions questions;
    /** The command last sent and the text it went out as: the executor tells of it at once. */
    private ClientCommand lastSent;

    private String lastWire = "";
    private final Speech speech;
    private final HungerWatch hunger;
    private final WaitingPings pings;
    private Optional<CloseReason> closed = Optional.empty();
    private boolean began;
    private boolean leaving;

    /** {@code clock} gives nanoseconds like {@link System#nanoTime()}. */
    Life(
            int number,
            Link link,
            ObjectCatalog catalog,
            LongSupplier clock,
            KnowledgeLoader knowledge,
            Consumer<SessionEvent> report) {
        this(number, link, catalog, clock, knowledge, report, new World(clock));
    }

    /** A life going on in {@code world} (a replay's, rebuilt from a snapshot): its beginning is not reported again. */
    Life(
            int number,
            Link link,
            ObjectCatalog catalog,
            LongSupplier clock,
            KnowledgeLoader knowledge,
            Consumer<SessionEvent> report,
            World world) {
        this.number = number;
        this.link = link;
        this.catalog = catalog;
        this.knowledge = knowledge;
        this.report = report;
        this.world = world;
        this.began = world.me().isKnown();
        if (link.resumesALife()) {
            world.resumesALife();
        }
        // the likely reason for a refusal says less while the transitions are still being read
        this.outcomes = new ActionOutcomes(catalog, () -> knowledge.now().book(), report);
        this.quietAnswers = new QuietAnswers(catalog, report);
        this.executor = new ActionExecutor(
                world.me(),
                command -> {
                    lastSent = command;
                    lastWire = link.sendAs(command);
                },
                ActionExecutor.PathPlanner.of(() -> {
                    WorldSnapshot now = world.snapshot();
                    Dialect era = link.dialect();
                    PathFinder finder = new PathFinder(
                            era.everyObjectBlocks() ? Obstacles.everyObject(now) : new Obstacles(now, catalog),
                            new DangerZone(now, knowledge.now().dangers()));
                    finder = era.stepsDiagonally() ? finder : finder.straightOnly();
                    return era.takesBabiesFromOwnTile() ? finder : finder.babiesFromBeside();
                }),
                new ActionExecutor.Watcher() {
                    @Override
                    public void sent(Action action, Position tile, ClientCommand command) {
                        if (QuietAnswers.watches(action)) {
                            quietAnswers.sent(action, tile, command, wireOf(command), world.snapshot());
                        } else {
                            outcomes.sent(action, tile, command, wireOf(command), world.snapshot());
                        }
                    }

                    @Override
                    public void dropped(Action action, String why, boolean sent) {
                        report.accept(new SessionEvent.Failed(action, why, sent));
                    }

                    @Override
                    public void walkSent(Action walk, ClientCommand move) {
                        report.accept(new SessionEvent.Sent(walk, move.toWire(), wireOf(move)));
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
                new ActionExecutor.Others() {
                    @Override
                    public OptionalInt victimAt(Position tile) {
                        return Life.this.victimAt(tile);
                    }

                    @Override
                    public OptionalInt babyAt(Position tile) {
                        return Arms.babyToPickUp(world.snapshot(), tile);
                    }
                });
        this.questions = new Questions(world, catalog, knowledge, executor, link, report, this::requireAlive);
        this.speech = new Speech(world, executor, report, clock, () -> inGame() && !dead(), age -> link.dialect()
                .sayLimit(age));
        this.hunger = new HungerWatch(report);
        this.pings = new WaitingPings(report);
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
        Dialect era = link.dialect();
        if (era.babiesWaitToWalk()
                && now.us().map(p -> p.ageAt(now.nanos()) < START_WALKING_AGE).orElse(false)) {
            return Optional.of("too young to walk: a baby walks from 0.2 years (12 s after birth);"
                    + " act on your own tile or a side of it, or wait");
        }
        if (!era.isOld()
                && now.ourId().isPresent()
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

    /** A message of the server, {@code bytes} long as read; once we have dropped the server, nothing more is read. */
    void onMessage(ServerMessage message, int bytes) {
        if (world.overrun().isPresent()) {
            return; // what came before the connection closed, from a server we hung up on
        }
        report.accept(new SessionEvent.Received(message));
        if (message instanceof Pong pong) {
            link.roundTripMillis().ifPresent(ms -> {
                pings.answered();
                report.accept(new SessionEvent.RoundTrip(pong.uniqueId(), ms));
            });
        }
        World.FrameResult frame = world.accept(message, bytes);
        if (world.overrun().isPresent()) {
            link.drop(world.overrun().get());
            return;
        }
        if (QuietAnswers.mayAnswer(message)) {
            quietAnswers.heard(message, world::snapshot);
        }
        if (!began && world.me().isKnown()) {
            began = true;
            speech.holdFirstLine(); // the server takes no line in the life's first second
            report.accept(new SessionEvent.LifeBegan(world.me().id().getAsInt(), number));
        }
        for (WorldEvent e : frame.events()) {
            report.accept(new SessionEvent.Happened(e));
        }
        if (frame != World.FrameResult.NOTHING) {
            WorldSnapshot after = world.snapshot();
            outcomes.afterFrame(after, frame.aboutUs());
            quietAnswers.afterFrame(frame.events(), after);
            if (!dead()) {
                hunger.look(after.stats(), () -> new ohol.tui.onelife.sight.Sight(after, knowledge.now()));
            }
        }
        if (frame.aboutUs() && dead()) {
            letGo("you died");
            link.stopPinging(); // a dead player's server answers no ping: none is counted late
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
    private void letGo(String happened) {
        // a server may end the life of a player who leaves (2015 does as the client goes): the player left first
        String what = leaving ? "you left" : happened;
        executor.stop(what + " first");
        outcomes.abandon(what + " before the server answered");
        quietAnswers.abandon(what + " before the server answered");
        speech.abandon("not said: " + what + " first");
        pings.abandon(what + " before the server answered");
    }

    /** The player asked to leave: what is cut short by the end is cut short by that. */
    void leave() {
        leaving = true;
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

    /** An action the server of another era does not know is refused here, saying so: nothing is sent. */
    private void requireKnown(Action action) {
        DialectActions.refusal(link.dialect(), action).ifPresent(why -> {
            throw new IllegalStateException(why);
        });
    }

    void perform(TileAction action) {
        requireAlive();
        requireKnown(action);
        if (action instanceof TileAction.Kill) {
            whyNoKill().ifPresent(why -> {
                throw new IllegalStateException(why);
            });
        }
        if (action instanceof TileAction.PickUpBaby baby) {
            whyNoBaby(baby).ifPresent(why -> {
                throw new IllegalStateException(why);
            });
        }
        executor.perform(action);
    }

    /**
     * On the 2016 server a bare-handed USE on a tile with anything on it acts on that thing (a
     * grave, a dropped stone), never on the baby lying there: said rather than sent.
     */
    private Optional<String> whyNoBaby(TileAction.PickUpBaby baby) {
        if (link.dialect().takesBabiesFromOwnTile() || !(baby.target() instanceof Target.Offset o)) {
            return Optional.empty();
        }
        Position tile = world.me().tile().plus(o.dx(), o.dy());
        Cell cell = world.snapshot().map().cellOrNull(tile.x(), tile.y());
        if (cell == null || cell.object().id() <= 0) {
            return Optional.empty();
        }
        return Optional.of(catalog.displayName(cell.object().id()) + " lies on the baby's tile: "
                + link.dialect().server() + " would pick that up, not the baby");
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
        requireKnown(action);
        if (action instanceof BodyAction.Say say) {
            speech.speak(say);
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

    /** Says the next waiting line when the server will take it. */
    void releaseSpeech() {
        speech.release();
    }

    boolean speechWaiting() {
        return speech.waiting() && inGame();
    }

    /** Nanoseconds until the next waiting line may be said; {@code Long.MAX_VALUE} when none waits. */
    long nanosUntilSpeech() {
        return speech.nanosUntilNext();
    }

    void perform(Query query) {
        requireKnown(query);
        query.accept(questions);
        if (query instanceof Query.Ping ping) {
            pings.asked(ping); // once sent: a ping refused before it went out is not waiting
        }
    }

    /** Our family as this life's world knows it now. */
    Family family() {
        return Family.of(world.snapshot(), catalog);
    }

    /** The text {@code command} went out as, in the server's protocol. */
    private String wireOf(ClientCommand command) {
        return command == lastSent ? lastWire : command.toWire();
    }
}
