package ohol.tui.onelife.replay;

import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The checkpoints a screen replay keeps, one every {@link #spacing()} of the recording, within a
 * budget: at most {@link #MAX_COUNT} of them and about {@link #MAX_BYTES} of what they hold
 * ({@link Checkpoint#bytesBeyond}). Past it every other one goes and the spacing doubles, so that
 * however long the recording (the format's times reach 49 days) they cost no more, and a seek
 * still finds one at most a spacing before any place.
 *
 * <p>Thread safety: confined to one thread.
 */
final class Checkpoints {
    /** Recording time between two checkpoints, at first. */
    static final long FIRST_SPACING = 20_000;
    /** Most checkpoints kept: an hour and a half at the first spacing, past which it grows. */
    static final int MAX_COUNT = 256;
    /** Most bytes, about, the checkpoints may hold. */
    static final long MAX_BYTES = 16L << 20;
    /** Past the longest recording (2^32 ms): the spacing stops doubling there. */
    private static final long LONGEST_SPACING = 1L << 33;

    private final TreeMap<Long, Checkpoint> kept = new TreeMap<>();
    private long spacing = FIRST_SPACING;
    private long bytes;
    private long next;

    /** Whether the scout at {@code millis} should keep one. */
    boolean due(long millis) {
        return millis >= next;
    }

    /** Keeps {@code c}, the latest, thinning the ones kept when they are over the budget. */
    void keep(Checkpoint c) {
        Map.Entry<Long, Checkpoint> last = kept.lastEntry();
        kept.put(c.millis(), c);
        bytes += c.bytesBeyond(last == null ? null : last.getValue());
        while ((kept.size() > MAX_COUNT || bytes > MAX_BYTES) && kept.size() > 2) {
            thin();
        }
        next = kept.lastKey() + spacing;
    }

    /** The nearest at or before {@code millis}. */
    Optional<Checkpoint> before(long millis) {
        return Optional.ofNullable(kept.floorEntry(millis)).map(Map.Entry::getValue);
    }

    int count() {
        return kept.size();
    }

    long spacing() {
        return spacing;
    }

    /** Drops every other checkpoint, the first (the recording's start) kept, and doubles the spacing. */
    private void thin() {
        Iterator<Checkpoint> it = kept.values().iterator();
        it.next();
        for (boolean drop = true; it.hasNext(); drop = !drop) {
            it.next();
            if (drop) {
                it.remove();
            }
        }
        spacing = Math.min(2 * spacing, LONGEST_SPACING);
        bytes = 0;
        Checkpoint before = null;
        for (Checkpoint c : kept.values()) {
            bytes += c.bytesBeyond(before);
            before = c;
        }
    }
}
