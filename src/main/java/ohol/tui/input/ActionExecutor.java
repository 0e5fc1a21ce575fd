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
 * as the official client does. A forced position is acknowledged with {@code FORCE}.
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

    private final OurPlayer me;
    private final Consumer<ClientCommand> send;
    private final Function<Target, Optional<Position>> cursor;
    private final PathPlanner planner;
    private final Deque<Action> waiting = new ArrayDeque<>();
    private List<Position> remainingPath = List.of();
    /** Where the current walk ends, and where its leg under way should end. */
    private Position walkGoal;
    private Position legEnd;
    private List<Position> legTiles = List.of();
    /** Tiles the server would not let us into on this walk, though our map shows them open. */
    private final Set<Position> refused = new HashSet<>();
    private int replans;
    private String problem;
    /** How often a walk the server cut short is planned again before we give up on it. */
    static final int MAX_REPLANS = 3;

    public ActionExecutor(OurPlayer me, Consumer<ClientCommand> send, Function<Target, Optional<Position>> cursor,
                          PathPlanner planner) {
        this.me = me;
        this.send = send;
        this.cursor = cursor;
        this.planner = planner;
    }

    /** A planner for an unknown map: nothing blocks, so paths are as straight as the game makes them. */
    public static PathPlanner openGround() {
        PathFinder open = new PathFinder(p -> false);
        return PathPlanner.of(() -> open);
    }

    /** Walks up next to a tile (for "go to the nearest bush"); false when no path is known. */
    public boolean walkNextTo(Position tile) {
        Optional<List<Position>> path = planner.pathNextTo(new Position(me.x(), me.y()), tile);
        if (path.isEmpty()) {
            return false;
        }
        waiting.clear();
        walkAlong(path.get());
        return true;
    }

    /**
     * Performs a game action. Returns false for actions that are not game commands (look, scan,
     * wait, ping, quit, goto): the caller handles those.
     */
    public boolean perform(Action action) throws IllegalStateException {
        if (!me.isKnown()) {
            throw new IllegalStateException("not in the game yet");
        }
        if (action instanceof Action.Say say) {
            send.accept(new Say(say.text()));
        } else if (action instanceof Action.Emote emote) {
            send.accept(new Emote(0, 0, emote.index()));
        } else if (action instanceof Action.Jump) {
            send.accept(new AtPosition(AtPosition.Kind.JUMP, 0, 0));
        } else if (action instanceof Action.Die) {
            send.accept(new AtPosition(AtPosition.Kind.DIE, 0, 0));
        } else if (action instanceof Action.Ask ask) {
            send.accept(new AtPosition(AtPosition.Kind.valueOf(ask.question().name()), 0, 0));
        } else if (action instanceof Action.Walk walk) {
            walk(resolve(walk.target()));
        } else if (action instanceof Action.Flip flip) {
            Position t = resolve(flip.target());
            send.accept(new AtPosition(AtPosition.Kind.FLIP, t.x(), t.y()));
        } else if (action instanceof Action.Inspect inspect) {
            Position t = resolve(inspect.target());
            send.accept(new AtPosition(AtPosition.Kind.valueOf(inspect.what().name()), t.x(), t.y()));
        } else if (isMapAction(action)) {
            onMap(action);
        } else {
            return false;
        }
        return true;
    }

    /**
     * Call after each PU about us: sends FORCE, the next leg of a walk, or the actions that
     * waited. A leg the server cut short (something blocks that the map did not show) is planned
     * again from where we stopped, a few times at most.
     */
    public void afterOurUpdate() {
        if (me.takePendingForce()) {
            send.accept(new AtPosition(AtPosition.Kind.FORCE, me.x(), me.y()));
            stopWalking("the server moved us back; the walk was dropped");
            return;
        }
        if (me.isMoving()) {
            return;
        }
        Position here = new Position(me.x(), me.y());
        if (legEnd != null && !legEnd.equals(here)) {
            legEnd = null;
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
        }
        if (!remainingPath.isEmpty()) {
            sendLeg();
            return;
        }
        walkGoal = null;
        while (!waiting.isEmpty() && !me.isMoving()) {
            Action next = waiting.poll();
            Optional<Position> target = targetOf(next).map(this::resolve);
            if (target.isPresent() && target.get().chebyshevDistance(here) > 1) {
                problem = "could not get next to " + target.get().x() + "," + target.get().y();
                continue; // the server would ignore it from here
            }
            sendMapAction(next);
        }
    }

    private void stopWalking(String why) {
        remainingPath = List.of();
        walkGoal = null;
        legEnd = null;
        if (!waiting.isEmpty()) {
            waiting.clear();
        }
        problem = why;
    }

    /** Something that went wrong since the last call (a blocked walk, a dropped action), once. */
    public Optional<String> takeProblem() {
        Optional<String> p = Optional.ofNullable(problem);
        problem = null;
        return p;
    }

    private void walk(Position goal) {
        Position from = new Position(me.x(), me.y());
        if (from.equals(goal)) {
            return;
        }
        List<Position> path = planner.path(from, goal)
                .orElseThrow(() -> new IllegalStateException("no known path to " + goal.x() + "," + goal.y()));
        waiting.clear(); // a new walk replaces what was waiting for the old one
        walkAlong(path);
    }

    private void walkAlong(List<Position> path) {
        if (path.isEmpty()) {
            return;
        }
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
        int startX = me.x();
        int startY = me.y();
        List<Move.Step> steps = new ArrayList<>();
        int used = 0;
        for (Position t : remainingPath) {
            int dx = t.x() - startX;
            int dy = t.y() - startY;
            if (Math.abs(dx) > Move.MAX_DELTA || Math.abs(dy) > Move.MAX_DELTA) {
                break;
            }
            steps.add(new Move.Step(dx, dy));
            used++;
        }
        if (steps.isEmpty()) {
            remainingPath = List.of();
            return;
        }
        remainingPath = List.copyOf(remainingPath.subList(used, remainingPath.size()));
        Move.Step last = steps.get(steps.size() - 1);
        legEnd = new Position(startX + last.dx(), startY + last.dy());
        List<Position> tiles = new ArrayList<>();
        tiles.add(new Position(startX, startY));
        steps.forEach(st -> tiles.add(new Position(startX + st.dx(), startY + st.dy())));
        legTiles = tiles;
        int sequence = me.startMove(startX + last.dx(), startY + last.dy());
        send.accept(new Move(startX, startY, sequence, steps));
    }

    private void onMap(Action action) {
        Optional<Position> far = targetOf(action).map(this::resolve)
                .filter(t -> t.chebyshevDistance(new Position(me.x(), me.y())) > 1);
        if (far.isPresent()) {
            // walk up to it first, as the official client does, then act on that same tile
            Position tile = far.get();
            List<Position> path = planner.pathNextTo(new Position(me.x(), me.y()), tile)
                    .orElseThrow(() -> new IllegalStateException("no known path to " + tile.x() + "," + tile.y()));
            walkAlong(path);
            waiting.add(retarget(action, new Target.At(tile.x(), tile.y())));
            return;
        }
        if (me.isMoving() || !remainingPath.isEmpty()) {
            waiting.add(action);
        } else {
            sendMapAction(action);
        }
    }

    private static Optional<Target> targetOf(Action a) {
        if (a instanceof Action.Use u) {
            return Optional.of(u.target());
        } else if (a instanceof Action.Drop d) {
            return Optional.of(d.target());
        } else if (a instanceof Action.Remove r) {
            return Optional.of(r.target());
        } else if (a instanceof Action.Swap s) {
            return Optional.of(s.target());
        } else if (a instanceof Action.Kill k) {
            return Optional.of(k.target());
        } else if (a instanceof Action.PickUpBaby b) {
            return Optional.of(b.target());
        } else if (a instanceof Action.UseOnOther u) {
            return Optional.of(u.target());
        }
        return Optional.empty();
    }

    private static Action retarget(Action a, Target t) {
        if (a instanceof Action.Use) {
            return new Action.Use(t);
        } else if (a instanceof Action.Drop) {
            return new Action.Drop(t);
        } else if (a instanceof Action.Remove r) {
            return new Action.Remove(t, r.index());
        } else if (a instanceof Action.Swap) {
            return new Action.Swap(t);
        } else if (a instanceof Action.Kill) {
            return new Action.Kill(t);
        } else if (a instanceof Action.PickUpBaby) {
            return new Action.PickUpBaby(t);
        } else if (a instanceof Action.UseOnOther u) {
            return new Action.UseOnOther(t, u.clothingSlot());
        }
        return a;
    }

    private static boolean isMapAction(Action a) {
        return a instanceof Action.Use || a instanceof Action.Self || a instanceof Action.Drop
                || a instanceof Action.Remove || a instanceof Action.RemoveFromClothing || a instanceof Action.Swap
                || a instanceof Action.Kill || a instanceof Action.PickUpBaby || a instanceof Action.UseOnOther;
    }

    private void sendMapAction(Action action) {
        send.accept(mapCommand(action));
    }

    private ClientCommand mapCommand(Action action) {
        if (action instanceof Action.Self a) {
            return new Self(me.x(), me.y(), a.clothingSlot());
        }
        if (action instanceof Action.RemoveFromClothing a) {
            return new RemoveFromClothing(me.x(), me.y(), a.clothingSlot(), a.index());
        }
        if (action instanceof Action.Use a) {
            Position t = resolve(a.target());
            return new Use(t.x(), t.y());
        }
        if (action instanceof Action.Drop a) {
            Position t = resolve(a.target());
            return new Drop(t.x(), t.y());
        }
        if (action instanceof Action.Remove a) {
            Position t = resolve(a.target());
            return new Remove(t.x(), t.y(), a.index());
        }
        if (action instanceof Action.Swap a) {
            Position t = resolve(a.target());
            return new AtPosition(AtPosition.Kind.SWAP, t.x(), t.y());
        }
        if (action instanceof Action.Kill a) {
            Position t = resolve(a.target());
            return new Kill(t.x(), t.y(), OptionalInt.empty());
        }
        if (action instanceof Action.PickUpBaby a) {
            Position t = resolve(a.target());
            return new Baby(t.x(), t.y(), OptionalInt.empty());
        }
        if (action instanceof Action.UseOnOther a) {
            Position t = resolve(a.target());
            return new UseOnOther(t.x(), t.y(), a.clothingSlot(), OptionalInt.empty());
        }
        throw new IllegalArgumentException("not a map action: " + action);
    }

    private Position resolve(Target target) {
        if (target instanceof Target.Offset o) {
            return new Position(me.x() + o.dx(), me.y() + o.dy());
        }
        if (target instanceof Target.At at) {
            return new Position(at.x(), at.y());
        }
        return cursor.apply(target).orElseThrow(() -> new IllegalStateException("no cursor target picked"));
    }
}
