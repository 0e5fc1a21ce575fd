package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import ohol.tui.core.narrate.Said;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.sight.Threat;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * What changed around us, said in summary rather than streamed: dangers that come into view at
 * once, people who came and went in one line after a few seconds of quiet, and no more often than
 * {@link #SUMMARY_NANOS}.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Surroundings {
    static final long SUMMARY_NANOS = TimeUnit.SECONDS.toNanos(6);
    private static final long LOOK_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private final GameSession session;
    private Set<Integer> people = Set.of();
    private Set<Integer> dangers = Set.of();
    private final TreeMap<String, Integer> came = new TreeMap<>();
    private int left;
    private boolean known;
    private long lastLook = Long.MIN_VALUE;
    private long lastSummary = Long.MIN_VALUE;

    Surroundings(GameSession session) {
        this.session = session;
    }

    /** A new life: everyone in view is new, nothing is news yet. */
    void reset() {
        known = false;
        came.clear();
        left = 0;
    }

    /** Looks again (at most twice a second); the lines due: dangers at once, a summary when {@code quiet}. */
    List<Said> look(long now, boolean quiet) {
        List<Said> out = new ArrayList<>();
        if (lastLook != Long.MIN_VALUE && now - lastLook < LOOK_NANOS) {
            return out;
        }
        lastLook = now;
        WorldSnapshot world = session.snapshot();
        if (world.ourId().isEmpty() || !world.alive()) {
            return out;
        }
        Set<Integer> seen = new HashSet<>(world.people().keySet());
        seen.remove(world.ourId().getAsInt());
        Sight sight = new Sight(world, session.knowledge());
        List<Threat> threats = sight.threats(sight.nearby());
        Set<Integer> threatIds = new HashSet<>();
        for (Threat t : threats) {
            threatIds.add(t.id());
            if (known && !dangers.contains(t.id())) {
                out.add(Said.concerning(Spoken.line("Danger: " + article(t.name()) + " appeared, "
                        + Compass.words(t.dx(), t.dy()) + (t.inReach() ? ", within its reach: move away." : "."))));
            }
        }
        if (known) {
            for (int id : seen) {
                if (!people.contains(id)) {
                    String name = session.family().who(id);
                    came.merge(name.startsWith("nameless") ? "someone" : name, 1, Integer::sum);
                }
            }
            for (int id : people) {
                if (!seen.contains(id)) {
                    left++;
                }
            }
        }
        people = seen;
        dangers = threatIds;
        known = true;
        if ((!came.isEmpty() || left > 0) && quiet && now - lastSummary >= SUMMARY_NANOS) {
            out.add(new Said(summary(), Said.Kind.SUMMARY));
            came.clear();
            left = 0;
            lastSummary = now;
        }
        return out;
    }

    private String summary() {
        List<String> parts = new ArrayList<>();
        int arrivals = came.values().stream().mapToInt(Integer::intValue).sum();
        if (arrivals > 0) {
            List<String> names = new ArrayList<>();
            came.forEach((name, n) ->
                    names.add(n == 1 ? name : name.equals("someone") ? n + " strangers" : n + " times " + name));
            parts.add(
                    arrivals <= 3 ? String.join(", ", names) + " came into view" : arrivals + " people came into view");
        }
        if (left > 0) {
            parts.add(left == 1 ? "1 person left" : left + " people left");
        }
        return Spoken.line(ohol.tui.onelife.world.Family.capitalized(String.join("; ", parts)) + ".");
    }

    private static String article(String name) {
        return "a " + name;
    }
}
