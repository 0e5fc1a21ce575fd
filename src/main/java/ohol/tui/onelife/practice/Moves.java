package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.server.PlayerMovesStart;
import ohol.tui.onelife.protocol.server.PlayerUpdate;

/**
 * Walking in the practice world, as the real server does it: a MOVE must start where the
 * server has the player (else a forced PU puts them back, and nothing position-bound counts
 * until the client answers FORCE); each step must go to a neighbouring tile that nothing blocks,
 * within 16 of the start, or the path is cut there ({@code trunc} 1); everyone gets the PM, and
 * a PU with done-moving when the walker arrives, timed by the walking speed.
 */
final class Moves {
    private final PracticeWorld world;

    Moves(PracticeWorld world) {
        this.world = world;
    }

    void move(PracticePlayer p, Move move) {
        long now = world.now();
        if (p.isMoving()) {
            arrive(p); // a new walk starts from where the last one was going
        }
        if (move.startX() != p.x || move.startY() != p.y) {
            p.awaitingForce = true;
            world.broadcast(new PlayerUpdate(List.of(p.state(now, true, false))));
            return;
        }
        List<PlayerMovesStart.Step> steps = new ArrayList<>();
        int px = p.x;
        int py = p.y;
        double length = 0;
        boolean truncated = false;
        for (Move.Step s : move.steps()) {
            int x = move.startX() + s.dx();
            int y = move.startY() + s.dy();
            boolean neighbour = Math.max(Math.abs(x - px), Math.abs(y - py)) == 1;
            if (!neighbour
                    || !PracticeMap.inside(x, y)
                    || world.objects.blocks(world.map.objectAt(x, y).id())) {
                truncated = true;
                break;
            }
            length += Math.hypot(x - px, y - py);
            steps.add(new PlayerMovesStart.Step(s.dx(), s.dy()));
            px = x;
            py = y;
        }
        if (steps.isEmpty()) {
            p.doneSeq = move.sequence(); // nowhere to go: the move is over where it began
            world.broadcast(new PlayerUpdate(List.of(p.state(now, false, false))));
            return;
        }
        double seconds = length / p.speed(now);
        p.movingSeq = move.sequence();
        p.destX = px;
        p.destY = py;
        p.arrivalNanos = now + (long) (seconds * 1e9);
        world.broadcast(new PlayerMovesStart(List.of(
                new PlayerMovesStart.Move(p.id, move.startX(), move.startY(), seconds, seconds, truncated, steps))));
    }

    /** Ends the walks whose time is up. */
    void arrivals(long now) {
        for (PracticePlayer p : world.players.values()) {
            if (p.isMoving() && now >= p.arrivalNanos) {
                arrive(p);
                world.broadcast(new PlayerUpdate(List.of(p.state(now, false, false))));
            }
        }
    }

    private static void arrive(PracticePlayer p) {
        p.x = p.destX;
        p.y = p.destY;
        p.doneSeq = p.movingSeq;
        p.movingSeq = 0;
    }
}
