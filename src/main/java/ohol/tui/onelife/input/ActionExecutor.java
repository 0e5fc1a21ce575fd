package ohol.tui.onelife.input;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.onelife.path.PathFinder;
import ohol.tui.onelife.path.Reach;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.world.OurPlayer;
import ohol.tui.onelife.world.Position;

/**
 * Turns game actions into protocol commands for our player ({@link ActionCommands}) and sends
 * them when the server will take them, walking first where an action needs it ({@link Walker}).
 * A walk longer than the server's 16-tile limit goes as several {@code MOVE} legs, each sent when
 * the server reports the last one done. Actions on the map ({@code USE}, {@code DROP}, {@code
 * REMV} and the like) wait while a move is under way, because the server ignores them until it
 * has reported the move finished, as the official client does. A forced position is acknowledged
 * with {@code FORCE}. Targets are resolved to tiles when the action is given, counting from
 * {@link OurPlayer#tile()}.
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

        /** Whether standing on {@code from} reaches {@code tile} for {@code kind}, as the server decides. */
        default boolean reaches(Position from, Position tile, Reach.ActionKind kind) {
            return Reach.canActOn(from, tile, kind);
        }

        /** A path to where {@code kind} can be done on {@code tile} (empty when it can from here). */
        default Optional<List<Position>> pathToActOn(Position from, Position tile, Reach.ActionKind kind) {
            return reaches(from, tile, kind) ? Optional.of(List.of()) : pathNextTo(from, tile);
        }

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

                @Override
                public boolean reaches(Position from, Position tile, Reach.ActionKind kind) {
                    return finder.get().reaches(from, tile, kind);
                }

                @Override
                public Optional<List<Position>> pathToActOn(Position from, Position tile, Reach.ActionKind kind) {
                    return finder.get().pathToActOn(from, tile, kind);
                }
            };
        }
    }

    /** Who else is on a tile, for the actions aimed at a person there. */
    @FunctionalInterface
    public interface Others {
        /** Someone other than us on a tile, whom a kill there aims at. */
        OptionalInt victimAt(Position tile);

        /** The baby a use on the tile takes into our arms ({@code BABY}) instead, if one lies there. */
        default OptionalInt babyAt(Position tile) {
            return OptionalInt.empty();
        }
    }

    /** Told of every action command as it goes out, to watch what the server makes of it. */
    @FunctionalInterface
    public interface Watcher {
        Watcher NONE = (action, tile, command) -> {};

        /** {@code tile}: the tile acted on (our own for actions on ourselves). */
        void sent(Action action, Position tile, ClientCommand command);

        /**
         * An action that will not be done after all, and why: a walk the server cut short or
         * stopped ({@code sent}: some of it went out), or one that waited and will not be sent.
         */
        default void dropped(Action action, String why, boolean sent) {}

        /** A leg of a walk the player asked for went out as {@code move}. */
        default void walkSent(Action walk, ClientCommand move) {}

        /** A walk the player asked for ended where it was to end; {@code already} when we stood there. */
        default void walked(Action walk, Position end, boolean already) {}

        /** A walk the player asked for stopped before its end because a newer walk or action took its place. */
        default void replaced(Action walk) {}
    }

    private final OurPlayer me;
    private final ActionCommands commands;
    private final Walker walker;

    /**
     * @param cannotWalk why the server would ignore a MOVE from us now, if it would (a newborn,
     *                   a baby in arms): it ignores one without a word, so a walk sent then would
     *                   never end and every action after it would wait for it
     * @param others     who else is on a tile: whom a kill aims at, which baby a use picks up
     */
    public ActionExecutor(
            OurPlayer me,
            Consumer<ClientCommand> send,
            PathPlanner planner,
            Watcher watcher,
            Supplier<Optional<String>> cannotWalk,
            Others others) {
        this.me = me;
        this.commands = new ActionCommands(me, others);
        this.walker = new Walker(me, send, planner, watcher, cannotWalk);
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
        return walker.walkNextTo(tile, asked, () -> {});
    }

    /**
     * As above, running {@code found} once a way is known and before the walk begins: the answer
     * that a walk is under way goes before what the walk says (its command, or that it is done).
     */
    public boolean walkNextTo(Position tile, Action asked, Runnable found) {
        return walker.walkNextTo(tile, asked, found);
    }

    /** Walks onto a tile, or beside it when something there blocks the way, answering {@code asked}. */
    public void walkTo(Position goal, Action asked) {
        requireInGame();
        walker.walkTo(goal, asked);
    }

    /**
     * As above, running {@code found} once a way is known and before the walk begins: the answer
     * that a walk is under way goes before what the walk says.
     */
    public void walkTo(Position goal, Action asked, Runnable found) {
        requireInGame();
        walker.walkTo(goal, asked, found);
    }

    /** Does an action on the map, walking up to its tile first when it is out of reach. */
    public void perform(TileAction action) {
        requireInGame();
        walker.deliver(action, commands.of(action));
    }

    /** Does an action of our own body: speech, eating, emotions, questions. */
    public void perform(BodyAction action) {
        requireInGame();
        walker.deliver(action, commands.of(action));
    }

    /**
     * Call after each PU about us: sends FORCE, the next leg of a walk, or the actions that
     * waited. A leg the server cut short (something blocks that the map did not show) is planned
     * again from where we stopped, a few times at most.
     */
    public void afterOurUpdate() {
        walker.afterOurUpdate();
    }

    /** Ends the walk under way and drops what waits for it, answering each with {@code why}: the life is over. */
    public void stop(String why) {
        walker.stop(why);
    }

    /** Something that went wrong since the last call (a blocked walk, a dropped action), once. */
    public Optional<String> takeProblem() {
        return walker.takeProblem();
    }

    private void requireInGame() {
        if (!me.isKnown()) {
            throw new IllegalStateException("not in the game yet");
        }
    }
}
