package ohol.tui.onelife.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.onelife.sight.Thing;
import ohol.tui.onelife.world.Position;

/**
 * How often the list of what is near is brought up to date. Each step changes every distance in
 * it, and on a slow link repainting them is most of what a step costs; so in edge-scroll mode
 * (the layout for slow links) a list that differs only in where its things are keeps to the map's
 * rhythm: it catches up when the map turns a page, when we have stood still for
 * {@link #SETTLE_NANOS}, and at most {@link #PACE_NANOS} apart while we keep walking, in the order
 * it is shown in: its order catches up when we stop (re-sorting it at a page turn rewrote most of
 * its lines, a quarter of the turn's bytes). Anything
 * else is shown at once: a thing that comes into view or goes, a count, a person's age, and every
 * list with something deadly in it (its distance is what counts). Centred, the whole map repaints
 * at each step anyway, and the list keeps up with it.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class NearPace {
    /** How long we stand still before the distances catch up. */
    static final long SETTLE_NANOS = 1_000_000_000L;
    /** The longest the distances wait while we keep walking (a page turn comes sooner at full speed). */
    static final long PACE_NANOS = 5_000_000_000L;

    /** What identifies an entry apart from where it is. */
    private record Entry(
            Thing.Group group,
            int id,
            String name,
            int count,
            boolean food,
            boolean craved,
            boolean usedUp,
            int years,
            String relation) {
        static Entry of(Thing t) {
            return new Entry(
                    t.group(),
                    t.id(),
                    t.name(),
                    t.count(),
                    t.food(),
                    t.craved(),
                    t.usedUp(),
                    (int) Math.floor(t.age()),
                    t.relation());
        }
    }

    private List<Thing> shown = List.of();
    private long shownAt;
    private Position lastPosition;
    private Position lastView;
    private long movedAt;

    /**
     * The list to show this frame, given the one worked out from the world now.
     *
     * @param viewCenter the tile at the map's centre: when it moves, the map repaints whole
     */
    List<Thing> pace(List<Thing> fresh, boolean edgeScroll, Position ourPosition, Position viewCenter, long now) {
        if (!ourPosition.equals(lastPosition)) {
            lastPosition = ourPosition;
            movedAt = now;
        }
        boolean pageTurned = !viewCenter.equals(lastView);
        lastView = viewCenter;
        boolean walking = edgeScroll && now - movedAt < SETTLE_NANOS && onlyMoved(shown, fresh);
        if (!walking || pageTurned || now - shownAt >= PACE_NANOS) {
            shown = walking ? inShownOrder(shown, fresh) : fresh;
            shownAt = now;
        }
        return shown;
    }

    /**
     * The fresh entries in the order shown: while we walk, the distances catch up where they are
     * (a few bytes each), not every line rewritten because two things swapped places; the order
     * catches up when we stop. Fresh itself when its order is the same.
     */
    private static List<Thing> inShownOrder(List<Thing> shown, List<Thing> fresh) {
        List<Thing> ordered = new ArrayList<>(fresh.size());
        boolean[] taken = new boolean[fresh.size()];
        boolean same = true;
        for (Thing was : shown) {
            Entry entry = Entry.of(was);
            for (int i = 0; i < fresh.size(); i++) {
                if (!taken[i] && Entry.of(fresh.get(i)).equals(entry)) {
                    taken[i] = true;
                    same &= i == ordered.size();
                    ordered.add(fresh.get(i));
                    break;
                }
            }
        }
        return same || ordered.size() != fresh.size() ? fresh : List.copyOf(ordered);
    }

    /** Whether two lists name the same things, nothing deadly among them, whatever their order and distances. */
    private static boolean onlyMoved(List<Thing> before, List<Thing> now) {
        if (before.size() != now.size()) {
            return false;
        }
        Map<Entry, Integer> left = new HashMap<>();
        for (Thing t : before) {
            if (t.group() == Thing.Group.DANGER) {
                return false;
            }
            left.merge(Entry.of(t), 1, Integer::sum);
        }
        for (Thing t : now) {
            Entry entry = Entry.of(t);
            Integer n = left.get(entry);
            if (n == null) {
                return false;
            }
            if (n == 1) {
                left.remove(entry);
            } else {
                left.put(entry, n - 1);
            }
        }
        return left.isEmpty();
    }
}
