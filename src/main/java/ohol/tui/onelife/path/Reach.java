package ohol.tui.onelife.path;

import ohol.tui.onelife.world.Position;

/**
 * Which tiles a player standing still can act on, as the official server decides: its own tile,
 * or one of the four orthogonal neighbours ({@code isGridAdjacent}); never a diagonal one. Some
 * actions work on the own tile only. The server answers an action out of reach with a PU that
 * changes nothing, so a client that asks anyway learns nothing but loses a round trip.
 */
public final class Reach {
    /** The actions bound to a tile, by how far they reach. */
    public enum ActionKind {
        /** USE: a bare hand or the held thing on a tile (held long-range tools excepted). */
        USE(false),
        /** DROP: put down, or into a container. */
        DROP(false),
        /** SWAP: trade the held thing for a container on the ground. */
        SWAP(false),
        /** REMV: take out of a container on the ground. */
        REMOVE(false),
        /** BABY: pick up a baby. */
        BABY(false),
        /** UBABY: feed, dress or heal another player. */
        USE_ON_OTHER(false),
        /** SELF: eat or put on what we hold. */
        SELF(true),
        /** SREMV: take out of what we wear. */
        REMOVE_FROM_CLOTHING(true);

        private final boolean ownTileOnly;

        ActionKind(boolean ownTileOnly) {
            this.ownTileOnly = ownTileOnly;
        }

        public boolean ownTileOnly() {
            return ownTileOnly;
        }
    }

    private Reach() {}

    /** Whether a player standing on {@code us} can do {@code kind} on {@code tile}. */
    public static boolean canActOn(Position us, Position tile, ActionKind kind) {
        if (us.equals(tile)) {
            return true;
        }
        return !kind.ownTileOnly() && isOrthogonalNeighbour(us, tile);
    }

    /** The four tiles an action on {@code tile} can be done from besides itself, in the official client's order: W, E, S, N. */
    public static java.util.List<Position> sides(Position tile) {
        return java.util.List.of(tile.plus(-1, 0), tile.plus(1, 0), tile.plus(0, -1), tile.plus(0, 1));
    }

    /** The server's {@code isGridAdjacent}: one step east, west, north or south, not diagonal. */
    public static boolean isOrthogonalNeighbour(Position a, Position b) {
        int dx = Math.abs(a.x() - b.x());
        int dy = Math.abs(a.y() - b.y());
        return dx + dy == 1;
    }
}
