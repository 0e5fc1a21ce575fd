package ohol.tui.onelife.protocol.client;

import java.util.List;

/**
 * The commands that carry only a position: {@code VERB x y#}. For several the server ignores the
 * position (JUMP, DIE, LEAD, UNFOL, PROP, ORDR, MOTH) but it must be present.
 */
public record AtPosition(Kind kind, int x, int y) implements ClientCommand {
    public enum Kind {
        /** Swap what we hold with the container on the ground itself. */
        SWAP,
        /** A baby jumps out of arms, or wiggles on the ground. */
        JUMP,
        /** Sudden infant death of a held baby. */
        DIE,
        /** Ask for the grave's owner (answered by GO). */
        GRAVE,
        /** Ask for a statue's info (answered by ST). */
        STATUE,
        /** Ask who owns a property at x y (answered by OW). */
        OWNER,
        /** Acknowledge a forced position from a PU; x y must be that position. */
        FORCE,
        /** Ask for our top leader's position as spoken map coordinates. */
        LEAD,
        /** Follow no one. */
        UNFOL,
        /** Cycle through our owned property positions. */
        PROP,
        /** Repeat our leader's last order. */
        ORDR,
        /** Face toward x y. */
        FLIP,
        /** Ask for our mother's position. */
        MOTH
    }

    @Override
    public String verb() {
        return kind.name();
    }

    @Override
    public List<String> args() {
        return List.of(Integer.toString(x), Integer.toString(y));
    }
}
