package ohol.tui.onelife.input;

import ohol.tui.onelife.world.Position;

/**
 * A walk refused before it began because something on {@code at} blocks the way, or no known way
 * leads there: the session names what stands there, in the player's words, from the map it has.
 */
public final class WayBlocked extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    private final transient Position at;
    private final boolean noWay;

    WayBlocked(Position at, boolean noWay) {
        super(noWay ? "no known way leads there" : "something there blocks the way");
        this.at = at;
        this.noWay = noWay;
    }

    /** The tile that blocks, or that no known way leads to. */
    public Position at() {
        return at;
    }

    /** True when no way is known; false when the tile itself blocks. */
    public boolean noWay() {
        return noWay;
    }
}
