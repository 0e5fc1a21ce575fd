package ohol.tui.onelife.replay;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * A replay's place kept to come back to: how many records had been played, the world as it was
 * then (a snapshot, which never changes), and what the replayer held. A seek goes back to the
 * nearest one before its target and plays on from there, never from the start.
 *
 * @param millis      the recording's time
 * @param records     records played up to here
 * @param position    where in the recording's data the next record begins
 * @param lives       lives the session had begun
 * @param connections connections the recording had opened
 * @param world       the current life's world
 * @param held        news heard but not yet taken, in order
 * @param streamOpen  whether the current connection's bytes were being read (always between messages)
 * @param wire        the current connection's wire as it was (its era, what speaking it remembers);
 *                    empty before the first connection
 */
record Checkpoint(
        long millis,
        long records,
        long position,
        int lives,
        int connections,
        int taken,
        WorldSnapshot world,
        List<Replayer.Pending> held,
        boolean streamOpen,
        long received,
        long sent,
        OptionalLong roundTrip,
        long arrivalMillis,
        long pingSentMillis,
        Optional<DialectWire.Kept> wire) {
    /** About what a checkpoint holds besides its world's people, logs and map. */
    private static final long FIXED_BYTES = 2048;
    /** A piece of news held, at least: the piece, its event and its message. */
    private static final long HELD_BYTES = 96;

    private static final long PERSON_BYTES = 512;
    private static final long ENTRY_BYTES = 128;

    Checkpoint {
        held = List.copyOf(held);
    }

    /**
     * About the bytes this checkpoint holds that {@code before}, the one kept before it (null for
     * none), does not: an estimate, on the high side, of what keeping it costs.
     */
    long bytesBeyond(Checkpoint before) {
        long since = before == null || before.lives() != lives
                ? 0
                : before.world().map().blocksMade();
        long entries = world.speech().size()
                + world.events().size()
                + world.departures().size()
                + world.slides().size();
        return FIXED_BYTES
                + held.size() * HELD_BYTES
                + world.people().size() * PERSON_BYTES
                + entries * ENTRY_BYTES
                + world.map().bytesBeyond(since);
    }
}
