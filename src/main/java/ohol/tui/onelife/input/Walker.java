package ohol.tui.onelife.input;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.world.OurPlayer;
import ohol.tui.onelife.world.Position;

/**
 * Walks our player and sends each action's command when the server will take it. A walk longer
 * than the server's 16-tile limit (server.cpp pathDeltaMax: a step farther from the MOVE's start
 * ends the path there) goes as several {@code MOVE} legs, each sent when the server reports the
 * last one done and planned again from there over the map as it is by then (the server truncates
 * a path at the first tile that blocks, which the map may not have shown when the walk began). Actions on the map wait while a move is under way, because the
 * server ignores them until it has reported the move finished, as the official client does. A
 * forced position is acknowledged with {@code FORCE}.
 *
 * <p>Thread safety: confined to the thread that applies messages.
 */
final class Walker {
    /** A command waiting for a walk to end: on a tile from beside it, or (none) about ourselves. */
    private record Waiting(Action action, Optional<Delivery.FromSide> beside, Supplier<ClientCommand> command) {}

    /** How often a walk the server cut short is planned again before we give up on it. */
    static final int MAX_REPLANS = 3;

    private final OurPlayer me;
    private final Consumer<ClientCommand> send;
    private final ActionExecutor.PathPlanner planner;
    private final ActionExecutor.Watcher watcher;
    private final Supplier<Optional<String>> cannotWalk;
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
    /** Whether a leg of {@link #walkAsked} went to the server. */
    private boolean walkAskedSent;
    /** The walk the player asked for whose last leg is under way (null: none). */
    private Action legEndsWalk;

    /** @param cannotWalk why the server would ignore a MOVE from us now, if it would */
    Walker(
            OurPlayer me,
            Consumer<ClientCommand> send,
            ActionExecutor.PathPlanner planner,
            ActionExecutor.Watcher watcher,
            Supplier<Optional<String>> cannotWalk) {
        this.me = me;
        this.send = send;
        this.planner = planner;
        this.watcher = watcher;
        this.cannotWalk = cannotWalk;
    }

    /** Sends {@code action}'s command as {@code delivery} says, walking first where it must. */
    void deliver(Action action, Delivery delivery) {
        delivery.accept(new Delivery.Handler<Void>() {
            @Override
            public Void on(Delivery.Walk d) {
                walkTo(d.goal(), action);
                return null;
            }

            @Override
            public Void on(Delivery.Now d) {
                send.accept(d.command());
                watcher.sent(action, d.tile(), d.command());
                return null;
            }

            @Override
            public Void on(Delivery.FromSide d) {
                fromSide(action, d);
                return null;
            }

            @Override
            public Void on(Delivery.AfterWalk d) {
                afterWalk(
                        new Waiting(action, Optional.empty(), () -> d.command().apply(me.tile())));
                return null;
            }
        });
    }

    /** Walks up next to a tile, running {@code found} first once a way is known; false when none is. */
    boolean walkNextTo(Position tile, Action asked, Runnable found) {
        Optional<List<Position>> path = planner.pathNextTo(me.tile(), tile);
        if (path.isEmpty()) {
            return false;
        }
        requireFreeToWalk();
        found.run();
        dropWaiting("a new walk took its place");
        walkAlong(path.get(), asked);
        return true;
    }

    /** Walks onto a tile, or beside it when something there blocks the way, answering {@code asked}. */
    void walkTo(Position goal, Action asked) {
        walkTo(goal, asked, () -> {});
    }

    /** As above, running {@code found} once a way is known and before the walk begins (or is done). */
    void walkTo(Position goal, Action asked, Runnable found) {
        Position from = me.tile();
        if (from.equals(goal)) {
            // where the leg under way ends: what is left of an older walk stops there
            replaceAskedWalk();
            remainingPath = List.of();
            walkGoal = goal;
            dropWaiting("a new walk took its place");
            found.run();
            watcher.walked(asked, goal, true);
            return;
        }
        requireFreeToWalk(); // the first reason to give a newborn, whatever is in the way
        // onto the tile, or beside it when something there blocks the way (a tree): travel to a thing
        Optional<List<Position>> onto = planner.path(from, goal);
        List<Position> path =
                onto.or(() -> planner.pathNextTo(from, goal)).orElseThrow(() -> new WayBlocked(goal, true));
        if (onto.isEmpty() && path.isEmpty()) {
            // a step into a tree: beside it already, so no walk would do anything
            throw new WayBlocked(goal, false);
        }
        found.run();
        dropWaiting("a new walk took its place");
        walkAlong(path, asked);
    }

    /** Sends FORCE, the next leg of a walk, or the actions that waited (see {@link ActionExecutor#afterOurUpdate()}). */
    void afterOurUpdate() {
        if (me.takePendingForce()) {
            Position at = me.tile();
            send.accept(new AtPosition(AtPosition.Kind.FORCE, at.x(), at.y()));
            if (legEnd != null || !remainingPath.isEmpty() || !waiting.isEmpty()) {
                // no walk of ours was under way: arms put us down, or a drop moved us; nothing was dropped
                stopWalking("the server moved us back; the walk was dropped");
            }
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
                walkAskedSent = true;
            } else if (cut != null) {
                watcher.dropped(cut, "stopped short at " + here.x() + "," + here.y() + ": the way is blocked", true);
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
            replanRest(here);
        }
        if (!remainingPath.isEmpty()) {
            sendLeg();
            return;
        }
        walkGoal = null;
        while (!waiting.isEmpty() && !me.isMoving()) {
            Waiting next = waiting.poll();
            Optional<Delivery.FromSide> beside = next.beside();
            if (beside.isPresent()
                    && !planner.reaches(here, beside.get().tile(), beside.get().kind())) {
                Position t = beside.get().tile();
                watcher.dropped(
                        next.action(),
                        "could not get beside " + t.x() + "," + t.y()
                                + " (the server acts only from a side, not a corner)",
                        false);
                continue; // the server would ignore it from here
            }
            dispatch(next);
        }
    }

    /**
     * Plans what is left of a long walk again from the end of a leg: the server has shown us
     * more of the map on the way, so the rest of the path may now go around what it did not show.
     * The old path stays when no new one is found (the server will say if it is blocked).
     */
    private void replanRest(Position here) {
        if (remainingPath.isEmpty() || walkGoal == null) {
            return;
        }
        planner.pathAvoiding(here, walkGoal, refused).filter(p -> !p.isEmpty()).ifPresent(p -> remainingPath = p);
    }

    private void stopWalking(String why) {
        if (waiting.isEmpty() && walkAsked == null && legEndsWalk == null) {
            problem = why; // a walk nobody asked for by name (to a thing, to act): said as trouble
        }
        stop(why);
    }

    /** Ends the walk under way and drops what waits for it, answering each with {@code why}. */
    void stop(String why) {
        remainingPath = List.of();
        walkGoal = null;
        legEnd = null;
        if (legEndsWalk != null) {
            watcher.dropped(legEndsWalk, why, true);
        }
        if (walkAsked != null) {
            watcher.dropped(walkAsked, why, walkAskedSent);
        }
        walkAsked = null;
        legEndsWalk = null;
        dropWaiting(why);
    }

    /** Answers every action waiting for the walk: it will not be sent. */
    private void dropWaiting(String why) {
        for (Waiting w; (w = waiting.poll()) != null; ) {
            watcher.dropped(w.action(), why, false); // every action gets its answer
        }
    }

    /** Something that went wrong since the last call (a blocked walk, a dropped action), once. */
    Optional<String> takeProblem() {
        Optional<String> p = Optional.ofNullable(problem);
        problem = null;
        return p;
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
        walkAskedSent = false;
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
        Optional<MoveLeg> next = MoveLeg.along(start, remainingPath);
        if (next.isEmpty()) {
            remainingPath = List.of();
            stopWalking("the path's next tile is out of a step's reach");
            return;
        }
        MoveLeg leg = next.get();
        remainingPath = List.copyOf(remainingPath.subList(leg.steps().size(), remainingPath.size()));
        legEnd = leg.end();
        legTiles = leg.tiles();
        int sequence = me.predictMove(legEnd);
        Move move = new Move(start.x(), start.y(), sequence, leg.steps());
        send.accept(move);
        if (walkAsked != null) {
            watcher.walkSent(walkAsked, move);
            walkAskedSent = true;
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
    private void fromSide(Action action, Delivery.FromSide d) {
        Position tile = d.tile();
        Position from = me.tile(); // where the leg under way ends: a new walk goes on from there
        Waiting w = new Waiting(action, Optional.of(d), d::command);
        if (planner.reaches(from, tile, d.kind())) {
            remainingPath = List.of(); // a longer walk under way stops here: the action is what counts now
            walkGoal = null;
            replaceAskedWalk();
            afterWalk(w);
            return;
        }
        List<Position> path = planner.pathToActOn(from, tile, d.kind()).orElseThrow(() -> new WayBlocked(tile, true));
        walkAlong(path, null);
        waiting.add(w);
    }

    /** Sends now when standing still, else when the walk under way is over. */
    private void afterWalk(Waiting w) {
        if (me.isMoving() || !remainingPath.isEmpty()) {
            waiting.add(w);
        } else {
            dispatch(w);
        }
    }

    private void dispatch(Waiting w) {
        ClientCommand command = w.command().get();
        send.accept(command);
        watcher.sent(w.action(), w.beside().map(Delivery.FromSide::tile).orElse(me.tile()), command);
    }
}
