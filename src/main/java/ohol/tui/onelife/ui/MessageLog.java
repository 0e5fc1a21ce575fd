package ohol.tui.onelife.ui;

import java.util.ArrayDeque;
import java.util.List;
import ohol.tui.onelife.world.Emotions;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldEvent;

/**
 * Every speech, event and notice of this life, in order, for the message history: each kept as
 * the words it had when it came (names as then known), with whom it was about and whether it
 * happened near us, so the history can show all, the family's, or what was nearby.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class MessageLog {
    /**
     * How many lines are kept. A life lasts an hour at most; a busy town says about a line a
     * second, so this holds a whole life and bounds what a flooding server can make us keep.
     */
    static final int MAX_ENTRIES = 4000;
    /** Within this many tiles a thing happened near us: the server's hearing range for speech. */
    static final int NEARBY_TILES = 16;

    /** What a line is. */
    enum Kind {
        SPEECH,
        EVENT,
        NOTICE
    }

    /**
     * One line.
     *
     * @param subjects the players it is about (for the family filter)
     * @param nearby   it happened within {@link #NEARBY_TILES} of us, or it is about us
     */
    record Entry(long nanos, Kind kind, String text, List<Integer> subjects, boolean nearby) {}

    private final ArrayDeque<Entry> entries = new ArrayDeque<>();
    /** The newest line's words before any count, and how many times in a row they came. */
    private String lastText = "";

    private int lastTimes;
    private long startNanos;

    /** {@code startNanos}: when this life began, what the history's times count from. */
    MessageLog(long startNanos) {
        this.startNanos = startNanos;
    }

    long startNanos() {
        return startNanos;
    }

    /** A world event, in words as our family sees it now; stats changes are not history. */
    void event(WorldEvent event, Family family, long nanos) {
        if (event instanceof WorldEvent.StatsChanged
                || (event instanceof WorldEvent.Emoted e && !Emotions.known(e.index()))) {
            return; // an emotion without a word says nothing
        }
        Kind kind = event instanceof WorldEvent.Said
                        || event instanceof WorldEvent.PlaceSaid
                        || event instanceof WorldEvent.Emoted
                ? Kind.SPEECH
                : Kind.EVENT;
        List<Integer> subjects = Family.subjects(event);
        Position here = family.world().ourPosition();
        boolean nearby = subjects.isEmpty()
                || subjects.stream().anyMatch(id -> family.whereabouts(id)
                        .map(at -> at.chebyshevDistance(here) <= NEARBY_TILES)
                        .orElse(false));
        if (event instanceof WorldEvent.PlaceSaid p) {
            nearby = new Position(p.x(), p.y()).chebyshevDistance(here) <= NEARBY_TILES;
        }
        add(new Entry(nanos, kind, family.sentence(event), subjects, nearby));
    }

    /** Something the client told the player (an answer, a refusal, what an action did). */
    void notice(String text, long nanos) {
        add(new Entry(nanos, Kind.NOTICE, text, List.of(), true));
    }

    /** The same line again, straight after itself, is counted on it: {@code *STARVING* x3}. */
    private void add(Entry entry) {
        Entry last = entries.peekLast();
        if (last != null && last.kind() == entry.kind() && lastText.equals(entry.text())) {
            entries.removeLast();
            lastTimes++;
            entries.addLast(new Entry(
                    entry.nanos(),
                    entry.kind(),
                    Folds.times(lastText, lastTimes),
                    entry.subjects(),
                    entry.nearby() || last.nearby()));
            return;
        }
        lastText = entry.text();
        lastTimes = 1;
        if (entries.size() >= MAX_ENTRIES) {
            entries.removeFirst();
        }
        entries.addLast(entry);
    }

    List<Entry> entries() {
        return List.copyOf(entries);
    }

    /** Forgets the life that ended: a new one begins at {@code nanos}. */
    void clear(long nanos) {
        entries.clear();
        lastText = "";
        lastTimes = 0;
        startNanos = nanos;
    }
}
