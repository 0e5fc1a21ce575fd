package ohol.tui.crossfire.session;

import java.util.List;
import java.util.Optional;

/**
 * What the account login's new character may be, from the server's {@code race_list},
 * {@code class_list} and {@code newcharinfo}: the player picks a race and a class and shares out
 * the stat points, each stat within the server's range.
 *
 * @param races   the races' archetype names, the chosen one first when the player asked for one
 * @param classes the classes' archetype names, likewise
 * @param stats   the stats' names, in the server's order
 * @param points  the points to share out among them
 */
public record CharacterForm(
        List<String> races, List<String> classes, List<String> stats, int points, int min, int max) {
    public CharacterForm {
        races = List.copyOf(races);
        classes = List.copyOf(classes);
        stats = List.copyOf(stats);
    }

    /** The points shared out evenly, as a start. */
    public int[] even() {
        int[] out = new int[stats.size()];
        for (int i = 0; i < out.length; i++) {
            int share = points / out.length + (i < points % out.length ? 1 : 0);
            out[i] = Math.max(min, Math.min(max, share));
        }
        return out;
    }

    /** Why these values cannot be sent, if they cannot: each in range, every point given, none more. */
    public Optional<String> refusal(int[] values) {
        if (values.length != stats.size()) {
            return Optional.of("give each of the " + stats.size() + " stats its points");
        }
        int sum = 0;
        for (int i = 0; i < values.length; i++) {
            if (values[i] < min || values[i] > max) {
                return Optional.of(stats.get(i) + " must be " + min + " to " + max);
            }
            sum += values[i];
        }
        if (sum != points) {
            int off = Math.abs(points - sum);
            return Optional.of(
                    off + (off == 1 ? " point " : " points ") + (sum < points ? "still to give" : "too many"));
        }
        return Optional.empty();
    }
}
