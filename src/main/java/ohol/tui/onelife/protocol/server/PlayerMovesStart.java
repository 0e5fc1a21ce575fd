package ohol.tui.onelife.protocol.server;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ohol.tui.onelife.protocol.Decimals;
import ohol.tui.onelife.protocol.Fields;
import ohol.tui.onelife.protocol.Frame;
import ohol.tui.onelife.protocol.Lines;
import ohol.tui.onelife.protocol.MalformedLineException;

/**
 * {@code PM}: players who just started moving along a path. Until a PU with done_moving arrives
 * for one of them, they are in transit.
 * Wire, one line per player: {@code PM\np_id xs ys total_sec eta_sec trunc xdelt0 ydelt0 ... xdeltN ydeltN\n#}.
 */
public record PlayerMovesStart(List<Move> moves) implements ServerMessage {
    static final String TAG = "PM";
    /**
     * Most steps one path may have; a longer one is reported and its line skipped. The official
     * server keeps every step within {@code pathDeltaMax} = 16 tiles of the start (server.cpp), so
     * a path that never crosses itself has at most 33×33 = 1,089 steps; four times that leaves
     * room for paths that double back.
     */
    public static final int MAX_PATH_STEPS = 4 * 33 * 33;

    public PlayerMovesStart {
        moves = List.copyOf(moves);
    }

    /**
     * One player's move.
     *
     * @param totalSeconds how long the whole move takes (for joining in the middle of it)
     * @param etaSeconds   time left until arrival
     * @param truncated    the path is shorter than the one asked for (possibly cut mid-move)
     * @param path         the tiles along the way, the last one the destination
     */
    public record Move(
            int playerId,
            int startX,
            int startY,
            double totalSeconds,
            double etaSeconds,
            boolean truncated,
            List<Step> path) {
        public Move {
            path = List.copyOf(path);
        }

        static Move parse(Fields f) {
            int id = f.integer();
            int startX = f.integer();
            int startY = f.integer();
            double total = f.decimal();
            double eta = f.decimal();
            boolean truncated = f.flag();
            if (f.remaining() % 2 != 0) {
                throw new MalformedLineException("path has an x without its y", f.line());
            }
            if (f.remaining() / 2 > MAX_PATH_STEPS) {
                throw new MalformedLineException(
                        "path of " + f.remaining() / 2 + " steps, more than " + MAX_PATH_STEPS, f.line());
            }
            List<Step> path = new ArrayList<>(f.remaining() / 2);
            while (f.hasMore()) {
                path.add(new Step(f.integer(), f.integer()));
            }
            return new Move(id, startX, startY, total, eta, truncated, path);
        }

        String toWire() {
            StringBuilder sb = new StringBuilder(Lines.join(
                    playerId,
                    startX,
                    startY,
                    Decimals.three(totalSeconds),
                    Decimals.three(etaSeconds),
                    truncated ? 1 : 0));
            for (Step step : path) {
                sb.append(' ').append(step.dx()).append(' ').append(step.dy());
            }
            return sb.toString();
        }
    }

    /** A tile on a path, as its offset from the move's start: it is at {@code (startX + dx, startY + dy)}. */
    public record Step(int dx, int dy) {}

    static PlayerMovesStart parse(Frame frame, Consumer<String> problems) {
        return new PlayerMovesStart(Lines.each(frame, problems, Move::parse));
    }

    @Override
    public String tag() {
        return TAG;
    }

    @Override
    public void dispatch(ServerMessageVisitor handler) {
        handler.on(this);
    }

    @Override
    public Frame toFrame() {
        return new Frame(TAG, moves.stream().map(Move::toWire).toList());
    }
}
