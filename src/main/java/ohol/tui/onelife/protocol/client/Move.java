package ohol.tui.onelife.protocol.client;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code MOVE xs ys @seq dx0 dy0 ... dxN dyN#}: walk from where we think we are along the given
 * steps, each relative to the start. {@code seq} counts moves in this life, from 2. The server
 * rejects steps more than 16 tiles from the start.
 */
public record Move(int startX, int startY, int sequence, List<Step> steps) implements ClientCommand {
    public static final int MAX_DELTA = 16;
    public static final int FIRST_SEQUENCE = 2;

    /** One tile of the path, relative to the move's start. */
    public record Step(int dx, int dy) {
        public Step {
            if (Math.abs(dx) > MAX_DELTA || Math.abs(dy) > MAX_DELTA) {
                throw new IllegalArgumentException(
                        "step (" + dx + "," + dy + ") is more than " + MAX_DELTA + " from the start");
            }
        }
    }

    public Move {
        steps = List.copyOf(steps);
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("MOVE needs at least one step");
        }
        if (sequence < FIRST_SEQUENCE) {
            throw new IllegalArgumentException("MOVE sequence starts at " + FIRST_SEQUENCE + ", not " + sequence);
        }
    }

    @Override
    public String verb() {
        return "MOVE";
    }

    @Override
    public List<String> args() {
        List<String> out = new ArrayList<>(3 + 2 * steps.size());
        out.add(Integer.toString(startX));
        out.add(Integer.toString(startY));
        out.add("@" + sequence);
        for (Step s : steps) {
            out.add(Integer.toString(s.dx()));
            out.add(Integer.toString(s.dy()));
        }
        return out;
    }
}
