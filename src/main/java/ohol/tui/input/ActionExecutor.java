package ohol.tui.input;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import ohol.tui.path.PathFinder;
import ohol.tui.path.Reach;
import ohol.tui.protocol.client.AtPosition;
import ohol.tui.protocol.client.Baby;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.Drop;
import ohol.tui.protocol.client.Emote;
import ohol.tui.protocol.client.Kill;
import ohol.tui.protocol.client.Move;
import ohol.tui.protocol.client.Remove;
import ohol.tui.protocol.client.RemoveFromClothing;
import ohol.tui.protocol.client.Say;
import ohol.tui.protocol.client.Self;
import ohol.tui.protocol.client.Use;
import ohol.tui.protocol.client.UseOnOther;
import ohol.tui.world.OurPlayer;
import ohol.tui.world.Position;

/**
 * Turns game actions into protocol commands for our player. A walk longer than the server's
 * 16-tile limit goes as several {@code MOVE} legs, each sent when the server reports the last one
 * done. Actions on the map ({@code USE}, {@code DROP}, {@code REMV} and the like) wait while a
 * move is under way, because the server ignores them until it has reported the move finished,
 * as the official client does. A forced position is acknowledged with {@code FORCE}. Targets are
 * resolved to tiles when the action is given, counting from {@link OurPlayer#tile()}.
 *
 * <p>An action that cannot be done throws {@link IllegalStateException} saying why.
 *
 * <p>Thread safety: confined to the thread that applies messages.
 */
public final class ActionExecutor {
    /** Plans paths over the known map: tiles to walk through, the start excluded. */
    public interface PathPlanner {
        /** A path ending on {@code to}. */
        Optional<List<Position>> path(Position from, Position to);

        /** A path ending next to {@code target} (empty when already next to it). */
        Optional<List<Position>> pathNextTo(Position from, Position target);

        /** A path ending on {@code to} that also keeps off {@code avoid}. */
        Optional<List<Position>> pathAvoiding(Position from, Position to, Set<Position> avoid);

        /** A planner over what {@code finder} gives at each call (the map changes between calls). */
        static PathPlanner of(Supplier<PathFinder> finder) {
            return new PathPlanner() {
                @Override
                public Optional<List<Position>> path(Position from, Position to) {
                    return finder.get().path(from, to);
                }

                @Override
                public Optional<List<Position>> pathAvoiding(Position from, Position to, Set<Position> avoid) {
                    return finder.get().avoiding(avoid).path(from, to);
                }

                @Override
                public Optional<List<Position>> pathNextTo(Position from, Position target) {
                    return finder.get().pathNextTo(from, target);
                }
            };
        }
    }

    /** Told of every action command as it goes out, to watch what the server makes of it. */
    @FunctionalInterface
    public interface Watcher {
        Watcher NONE = (action, tile, command) -> {};

        /** {@code tile}: the tile acted on (our own for actions on ourselves). */
        void sent(Action action, Position tile, ClientCommand command);

        /** An action that waited for a walk and will not be sent after all, and why. */
        default void dropped(Action action, String why) {}

        /** A leg of a walk the player asked for went out as {@code move}. */
        default void walkSent(Action walk, ClientCommand move) {}

        /** A walk the player asked for ended where it was to end; {@code already} when we stood there. */
        default void walked(Action walk, Position end, boolean already) {}

        /** A walk the player asked for stopped before its end because a newer walk or action took its place. */
        default void replaced(Action walk) {}
    }

    /**
     * A command waiting for a walk to end, aimed at a tile fixed when it was given (none for
     * commands about ourselves), made when it is sent.
     */
    private record Waiting(
            Action action, Optional<Position> tile, Reach.ActionKind kind, Supplier<ClientCommand> command) {}

    /** How far a GRAVE or STATUE may ask (server.cpp: twice chunkDimensionX, measured straight). */
    static final int SOUNDING_RANGE = 64;

    /** How often a walk the server cut short is planned again before we give up on it. */
    static final int MAX_REPLANS = 3;

    private final OurPlayer me;
    private final Consumer<ClientCommand> send;
    private final PathPlanner planner;
    private final Watcher watcher;
    private final Supplier<Optional<String>> cannotWalk;
    private final Function<Position, OptionalInt> victimAt;
    private final Deque<Waiting> waiting = new ArrayDeque<>();
    private List<Position> remainingPath = List.of();
    /** Where the current walk ends, and where its leg under way should end. */
    private Position walkGoal;

    private Position legEnd;
    private List<Position> legTiles = List.of();
    /** Tiles the server would not let us into on this walk, though our map shows them open. */
    private final Set<Position> refused = new HashSet<>();

    private int replans;
    private String problem;
    /** The walk the player asked for whose path is being walked, until its last leg is sent (null: none). */
    private Action walkAsked;
    /** The walk the player asked for whose last leg is under way (null: none). */
    private Action legEndsWalk;

    public ActionExecutor(OurPlayer me, Consumer<ClientCommand> send, PathPlanner planner) {
        this(me, send, planner, Watcher.NONE);
    }

    public ActionExecutor(OurPlayer me, Consumer<ClientCommand> send, PathPlanner planner, Watcher watcher) {
        this(me, send, planner, watcher, Optional::empty);
    }

    /**
     * @param cannotWalk why the server would ignore a MOVE from us now, if it would (a newborn,
     *                   a baby in arms): it ignores one without a word, so a walk sent then would
     *                   never end and every action after it would wait for it
     */
    public ActionExecutor(
            OurPlayer me,
            Consumer<ClientCommand> send,
            PathPlanner planner,
            Watcher watcher,
            Supplier<Optional<String>> cannotWalk) {
        this(me, send, planner, watcher, cannotWalk, tile -> OptionalInt.empty());
    }

    /** @param victimAt the id of someone other than us on a tile, whom a kill there aims at */
    public ActionExecutor(
            OurPlayer me,
            Consumer<ClientCommand> send,
            PathPlanner planner,
            Watcher watcher,
            Supplier<Optional<String>> cannotWalk,
            Function<Position, OptionalInt> victimAt) {
        this.me = me;
        this.send = send;
        this.planner = planner;
        this.watcher = watcher;
        this.cannotWalk = cannotWalk;
        this.victimAt = victimAt;
    }

    /** A planner for an unknown map: nothing blocks, so paths are as straight as the game makes them. */
    public static PathPlanner openGround() {
        PathFinder open = new PathFinder(p -> false);
        return PathPlanner.of(() -> open);
    }

    /**
     * Walks up next to a tile (for "go to the nearest bush"); false when no path is known.
     * {@code asked} is the action to answer when the walk ends, as a {@code move} is answered.
     */
    public boolean walkNextTo(Position tile, Action asked) {
        Optional<List<Position>> path = planner.pathNextTo(me.tile(), tile);
        if (path.isEmpty()) {
            return false;
        }
        requireFreeToWalk();
        dropWaiting("a new walk took its place");
        walkAlong(path.get(), asked);
        return true;
    }

    /** Walks onto a tile, or beside it when something there blocks the way, answering {@code asked}. */
    public void walkTo(Position goal, Action asked) {
        requireInGame();
        walk(asked, goal);
    }

    /** Does an action on the map, walking up to its tile first when it is out of reach. */
    public void perform(TileAction action) {
        requireInGame();
        Position tile = resolve(action.target());
        action.accept(new TileAction.Handler<Void>() {
            @Override
            public Void on(TileAction.Walk a) {
                walk(a, tile);
                return null;
            }

            @Override
            public Void on(TileAction.Flip a) {
                if (tile.x() == me.tile().x()) {
                    throw new IllegalStateException(
                            "a flip turns you left or right: aim at a tile to your left or right");
                }
                return sendNow(a, tile, new AtPosition(AtPosition.Kind.FLIP, tile.x(), tile.y()));
            }

            @Override
            public Void on(TileAction.Inspect a) {
                if (a.what() != TileAction.Inspection.OWNER && !withinSounding(tile)) {
                    throw new IllegalStateException("more than " + SOUNDING_RANGE
                            + " tiles away: the server cuts the connection of a player who asks about a "
                            + a.what().name().toLowerCase(java.util.Locale.ROOT) + " that far");
                }
                return sendNow(a, tile, new AtPosition(a.what().command(), tile.x(), tile.y()));
            }

            @Override
            public Void on(TileAction.Use a) {
                return onMap(a, tile, Reach.ActionKind.USE);
            }

            @Override
            public Void on(TileAction.Drop a) {
                return onMap(a, tile, Reach.ActionKind.DROP);
            }

            @Override
            public Void on(TileAction.Remove a) {
                return onMap(a, tile, Reach.ActionKind.REMOVE);
            }

            @Override
            public Void on(TileAction.Swap a) {
                return onMap(a, tile, Reach.ActionKind.SWAP);
            }

            @Override
            public Void on(TileAction.Kill a) {
                // server.cpp reads KILL x y without an id as id -1, and tryToStartKill then does
                // nothing: the official client always names whom it aims at
                int victim = victimAt.apply(tile)
                        .orElseThrow(
                                () -> new IllegalStateException("no one else stands on " + tile.x() + "," + tile.y()));
                // the server kills from the weapon's reach, not from beside: we walk no closer ourselves
                return afterWalk(
                        a,
                        Optional.empty(),
                        Reach.ActionKind.USE,
                        () -> new Kill(tile.x(), tile.y(), OptionalInt.of(victim)));
            }

            @Override
            public Void on(TileAction.PickUpBaby a) {
                return onMap(a, tile, Reach.ActionKind.BABY);
            }

            @Override
            public Void on(TileAction.UseOnOther a) {
                return onMap(a, tile, Reach.ActionKind.USE_ON_OTHER);
            }
        });
    }

    /** Does an action of our own body: speech, eating, emotions, questions. */
    public void perform(BodyAction action) {
        requireInGame();
        Position here = me.tile();
        action.accept(new BodyAction.Handler<Void>() {
            @Override
            public Void on(BodyAction.Say a) {
                return sendNow(a, here, new Say(a.text()));
            }

            @Override
            public Void on(BodyAction.Self a) {
                return afterWalk(
                        a,
                        Optional.empty(),
                        Reach.ActionKind.SELF,
                        () -> new Self(me.tile().x(), me.tile().y(), a.clothingSlot()));
            }

            @Override
            public Void on(BodyAction.RemoveFromClothing a) {
                return afterWalk(
                        a,
                        Optional.empty(),
                        Reach.ActionKind.REMOVE_FROM_CLOTHING,
                        () -> new RemoveFromClothing(me.tile().x(), me.tile().y(), a.clothingSlot(), a.index()));
            }

            @Override
            public Void on(BodyAction.Jump a) {
                return sendNow(a, here, new AtPosition(AtPosition.Kind.JUMP, 0, 0));
            }

            @Override
            public Void on(BodyAction.Die a) {
                return sendNow(a, here, new AtPosition(AtPosition.Kind.DIE, 0, 0));
            }

            @Override
            public Void on(BodyAction.Emote a) {
                return sendNow(a, here, new Emote(here.x(), here.y(), a.index()));
            }

            @Override
            public Void on(BodyAction.Ask a) {
                return sendNow(a, here, new AtPosition(a.question().command(), 0, 0));
            }
        });
    }

    /** Sends a command the server takes at any time, walking or not, and tells the watcher. */
    private Void sendNow(Action action, Position tile, ClientCommand command) {
        send.accept(command);
        watcher.sent(action, tile, command);
        return null;
    }

    /**
     * Whether the server will answer a GRAVE or STATUE about {@code tile} rather than disconnect
     * us: it measures from where it has us along our walk (server.cpp, "Long-distance grave
     * sounding"), so both ends of the walk must be in range.
     */
    private boolean withinSounding(Position tile) {
        OurPlayer.Whereabouts at = me.whereabouts();
        return euclidean(at.confirmed(), tile) <= SOUNDING_RANGE && euclidean(at.predicted(), tile) <= SOUNDING_RANGE;
    }

    private static double euclidean(Position a, Position b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y());
    }

    private void requireInGame() {
        if (!me.isKnown()) {
            throw new IllegalStateException("not in the game yet");
        }
    }

    /**
     * Call after each PU about us: sends FORCE, the next leg of a walk, or the actions that
     * waited. A leg the server cut short (something blocks that the map did not show) is planned
     * again from where we stopped, a few times at most.
     */
    public void afterOurUpdate() {
        if (me.takePendingForce()) {
            Position at = me.tile();
            send.accept(new AtPosition(AtPosition.Kind.FORCE, at.x(), at.y()));
            stopWalking("the server moved us back; the walk was dropped");
            return;
        }
        if (me.isMoving()) {
            return;
        }
        Position here = me.tile();
        if (legEnd != null && !legEnd.equals(here)) {
            legEnd = null;
            Action cut = legEndsWalk;
            legEndsWalk = null;
            if (cut != null && walkAsked == null && remainingPath.isEmpty()) {
                walkAsked = cut; // its last leg was cut short: it goes on from here
            } else if (cut != null) {
                watcher.dropped(cut, "stopped short at " + here.x() + "," + here.y() + ": the way is blocked");
            }
            if (replans++ >= MAX_REPLANS || walkGoal == null) {
                stopWalking("the way is blocked");
                return;
            }
            int stoppedAt = legTiles.indexOf(here);
            if (stoppedAt + 1 < legTiles.size()) {
                refused.add(legTiles.get(stoppedAt + 1)); // the first tile we did not reach
            }
            Optional<List<Position>> again = planner.pathAvoiding(here, walkGoal, refused);
            if (again.isEmpty() || again.get().isEmpty()) {
                stopWalking("the way is blocked");
                return;
            }
            remainingPath = again.get();
        } else if (legEnd != null) {
            legEnd = null; // landed: a later move of us by someone else is not a leg cut short
            if (legEndsWalk != null) {
                watcher.walked(legEndsWalk, here, false);
                legEndsWalk = null;
            }
        }
        if (!remainingPath.isEmpty()) {
            sendLeg();
            return;
        }
        walkGoal = null;
        while (!waiting.isEmpty() && !me.isMoving()) {
            Waiting next = waiting.poll();
            if (next.tile().isPresent() && !Reach.canActOn(here, next.tile().get(), next.kind())) {
                Position t = next.tile().get();
                watcher.dropped(
                        next.action(),
                        "could not get beside " + t.x() + "," + t.y()
                                + " (the server acts only from a side, not a corner)");
                continue; // the server would ignore it from here
            }
            dispatch(next);
        }
    }

    private void stopWalking(String why) {
        if (waiting.isEmpty() && walkAsked == null && legEndsWalk == null) {
            problem = why; // a walk nobody asked for by name (to a thing, to act): said as trouble
        }
        stop(why);
    }

    /** Ends the walk under way and drops what waits for it, answering each with {@code why}: the life is over. */
    public void stop(String why) {
        remainingPath = List.of();
        walkGoal = null;
        legEnd = null;
        for (Action walk : new Action[] {legEndsWalk, walkAsked}) {
            if (walk != null) {
                watcher.dropped(walk, why);
            }
        }
        walkAsked = null;
        legEndsWalk = null;
        dropWaiting(why);
    }

    /** Answers every action waiting for the walk: it will not be sent. */
    private void dropWaiting(String why) {
        for (Waiting w; (w = waiting.poll()) != null; ) {
            watcher.dropped(w.action(), why); // every action gets its answer
        }
    }

    /** Something that went wrong since the last call (a blocked walk, a dropped action), once. */
    public Optional<String> takeProblem() {
        Optional<String> p = Optional.ofNullable(problem);
        problem = null;
        return p;
    }

    private void walk(Action asked, Position goal) {
        Position from = me.tile();
        if (from.equals(goal)) {
            // where the leg under way ends: what is left of an older walk stops there
            replaceAskedWalk();
            remainingPath = List.of();
            walkGoal = goal;
            dropWaiting("a new walk took its place");
            watcher.walked(asked, goal, true);
            return;
        }
        requireFreeToWalk(); // the first reason to give a newborn, whatever is in the way
        // onto the tile, or beside it when something there blocks the way (a tree): travel to a thing
        Optional<List<Position>> onto = planner.path(from, goal);
        List<Position> path = onto.or(() -> planner.pathNextTo(from, goal))
                .orElseThrow(() -> new IllegalStateException("no known path to " + goal.x() + "," + goal.y()));
        if (onto.isEmpty() && path.isEmpty()) {
            // a step into a tree: beside it already, so no walk would do anything
            throw new IllegalStateException("something on " + goal.x() + "," + goal.y() + " blocks the way");
        }
        dropWaiting("a new walk took its place");
        walkAlong(path, asked);
    }

    private void requireFreeToWalk() {
        cannotWalk.get().ifPresent(why -> {
            throw new IllegalStateException(why);
        });
    }

    /** Lets go of the asked walk whose path is not all sent: a newer walk or action takes its place. */
    private void replaceAskedWalk() {
        if (walkAsked != null) {
            watcher.replaced(walkAsked);
            walkAsked = null;
        }
    }

    /** Walks {@code path}; {@code asked} is the player's walk to answer when it ends (null: none). */
    private void walkAlong(List<Position> path, Action asked) {
        if (path.isEmpty()) {
            if (asked != null) {
                watcher.walked(asked, me.tile(), true);
            }
            return;
        }
        requireFreeToWalk();
        replaceAskedWalk();
        walkAsked = asked;
        remainingPath = path;
        walkGoal = path.get(path.size() - 1);
        replans = 0;
        refused.clear();
        if (!me.isMoving()) {
            sendLeg();
        }
    }

    /** Sends as much of the remaining path as fits within 16 tiles of its start. */
    private void sendLeg() {
        Position start = me.tile();
        List<Move.Step> steps = new ArrayList<>();
        int used = 0;
        for (Position t : remainingPath) {
            int dx = t.x() - start.x();
            int dy = t.y() - start.y();
            if (Math.abs(dx) > Move.MAX_DELTA || Math.abs(dy) > Move.MAX_DELTA) {
                break;
            }
            steps.add(new Move.Step(dx, dy));
            used++;
        }
        if (steps.isEmpty()) {
            remainingPath = List.of();
            stopWalking("the path's next tile is out of a step's reach");
            return;
        }
        remainingPath = List.copyOf(remainingPath.subList(used, remainingPath.size()));
        Move.Step last = steps.get(steps.size() - 1);
        legEnd = start.plus(last.dx(), last.dy());
        List<Position> tiles = new ArrayList<>();
        tiles.add(start);
        steps.forEach(st -> tiles.add(start.plus(st.dx(), st.dy())));
        legTiles = tiles;
        int sequence = me.predictMove(legEnd);
        Move move = new Move(start.x(), start.y(), sequence, steps);
        send.accept(move);
        if (walkAsked != null) {
            watcher.walkSent(walkAsked, move);
            if (remainingPath.isEmpty()) {
                legEndsWalk = walkAsked;
                walkAsked = null;
            }
        }
    }

    /**
     * Acts on a tile, from where the server takes it: our own tile or a side neighbour. From
     * anywhere else (a corner included) we walk to the nearest side first, as the official client.
     */
    private Void onMap(TileAction action, Position tile, Reach.ActionKind kind) {
        Position from = me.tile(); // where the leg under way ends: a new walk goes on from there
        if (Reach.canActOn(from, tile, kind)) {
            remainingPath = List.of(); // a longer walk under way stops here: the action is what counts now
            walkGoal = null;
            replaceAskedWalk();
            return afterWalk(action, Optional.of(tile), kind, () -> mapCommand(action, tile));
        }
        List<Position> path = planner.pathNextTo(from, tile)
                .orElseThrow(() -> new IllegalStateException("no known way to a side of " + tile.x() + "," + tile.y()));
        walkAlong(path, null);
        waiting.add(new Waiting(action, Optional.of(tile), kind, () -> mapCommand(action, tile)));
        return null;
    }

    /** Sends now when standing still, else when the walk under way is over. */
    private Void afterWalk(
            Action action, Optional<Position> tile, Reach.ActionKind kind, Supplier<ClientCommand> command) {
        Waiting w = new Waiting(action, tile, kind, command);
        if (me.isMoving() || !remainingPath.isEmpty()) {
            waiting.add(w);
        } else {
            dispatch(w);
        }
        return null;
    }

    private void dispatch(Waiting w) {
        ClientCommand command = w.command().get();
        send.accept(command);
        watcher.sent(w.action(), w.tile().orElse(me.tile()), command);
    }

    private static ClientCommand mapCommand(TileAction action, Position t) {
        return action.accept(new TileAction.Handler<ClientCommand>() {
            @Override
            public ClientCommand on(TileAction.Walk a) {
                throw new IllegalStateException("a walk is not a map command");
            }

            @Override
            public ClientCommand on(TileAction.Flip a) {
                return new AtPosition(AtPosition.Kind.FLIP, t.x(), t.y());
            }

            @Override
            public ClientCommand on(TileAction.Inspect a) {
                return new AtPosition(a.what().command(), t.x(), t.y());
            }

            @Override
            public ClientCommand on(TileAction.Use a) {
                return new Use(t.x(), t.y());
            }

            @Override
            public ClientCommand on(TileAction.Drop a) {
                return new Drop(t.x(), t.y());
            }

            @Override
            public ClientCommand on(TileAction.Remove a) {
                return new Remove(t.x(), t.y(), a.index());
            }

            @Override
            public ClientCommand on(TileAction.Swap a) {
                return new AtPosition(AtPosition.Kind.SWAP, t.x(), t.y());
            }

            @Override
            public ClientCommand on(TileAction.Kill a) {
                throw new IllegalStateException("a kill names its victim"); // made in perform
            }

            @Override
            public ClientCommand on(TileAction.PickUpBaby a) {
                return new Baby(t.x(), t.y(), OptionalInt.empty());
            }

            @Override
            public ClientCommand on(TileAction.UseOnOther a) {
                return new UseOnOther(t.x(), t.y(), a.clothingSlot(), OptionalInt.empty());
            }
        });
    }

    private Position resolve(Target target) {
        if (target instanceof Target.Offset o) {
            return me.tile().plus(o.dx(), o.dy());
        }
        throw new IllegalStateException("no cursor here: aim with DX DY");
    }
}
