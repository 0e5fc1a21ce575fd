package ohol.tui.onelife.dialect;

/**
 * What one connection to an old server remembers to speak its dialect: who we are and what we
 * hold (2015 picks up with {@code GRAB} only with empty hands), and the walk under way. Old servers
 * number no moves; a {@code PU} about us at the end of our last {@code MOVE} is what says it is done,
 * so it is given that move's number, as today's server would.
 *
 * <p>Thread safety: the reader thread decodes, the writer thread encodes; every method locks.
 */
final class Tracker {
    private int ourId = -1;
    private boolean holding;
    private int sequence;
    private int endX;
    private int endY;
    private boolean walking;
    private boolean framesRead;

    /** What a tracker remembers, to go on from (a replay's checkpoint). */
    record Memory(int ourId, boolean holding, int sequence, int endX, int endY, boolean walking, boolean framesRead) {}

    Tracker() {}

    /** Goes on from {@code memory}. */
    Tracker(Memory memory) {
        ourId = memory.ourId();
        holding = memory.holding();
        sequence = memory.sequence();
        endX = memory.endX();
        endY = memory.endY();
        walking = memory.walking();
        framesRead = memory.framesRead();
    }

    synchronized Memory memory() {
        return new Memory(ourId, holding, sequence, endX, endY, walking, framesRead);
    }

    /** True for the connection's first frame only (a 2015 server's first is its map: no greeting, no login). */
    synchronized boolean firstFrame() {
        boolean first = !framesRead;
        framesRead = true;
        return first;
    }

    /** The first {@code PU} names us last, as both old servers send it. */
    synchronized void firstUpdate(int lastPlayerId) {
        if (ourId < 0) {
            ourId = lastPlayerId;
        }
    }

    synchronized boolean isUs(int playerId) {
        return playerId == ourId;
    }

    synchronized boolean holding() {
        return holding;
    }

    /**
     * A {@code PU} line about us, still at x y: returns the number of the last move it says is
     * done, as today's server would (1 before any: a player who stands).
     */
    synchronized int weStand(int x, int y, boolean holdingNow) {
        holding = holdingNow;
        if (walking && x == endX && y == endY) {
            walking = false;
        }
        return Math.max(1, walking ? sequence - 1 : sequence);
    }

    /** The server moved us back: the walk is over. */
    synchronized void forced(boolean holdingNow) {
        holding = holdingNow;
        walking = false;
    }

    /** We are sending a {@code MOVE} numbered {@code seq} that ends at x y. */
    synchronized void walking(int seq, int x, int y) {
        sequence = seq;
        endX = x;
        endY = y;
        walking = true;
    }

    /** The server cut our walk short: it now ends at x y. */
    synchronized void cutShort(int x, int y) {
        endX = x;
        endY = y;
    }
}
