package ohol.tui.core.text;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * The valid name nearest to a mistyped one (fewest letters added, removed, changed or swapped),
 * so that an error can say "did you mean ...". A name too far from all of them has none: a
 * suggestion that has nothing to do with what was typed helps nobody.
 */
public final class Nearest {
    private Nearest() {}

    /** The choice nearest to {@code typed}, whatever the case, if one is near enough. */
    public static Optional<String> to(String typed, Collection<String> choices) {
        String t = typed.toLowerCase(Locale.ROOT);
        int allowed = Math.max(1, Math.min(3, t.length() / 3));
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String choice : choices) {
            int d = distance(t, choice.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = choice;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** {@code "; did you mean 'X'?"} when there is a near choice, else {@code ""}. */
    public static String suggestion(String typed, Collection<String> choices) {
        return to(typed, choices).map(n -> "; did you mean '" + n + "'?").orElse("");
    }

    /** Edit distance counting a swap of two neighbours as one edit (optimal string alignment). */
    static int distance(String a, String b) {
        if (a.length() > 64 || b.length() > 64) {
            return Integer.MAX_VALUE; // nothing that long is a name
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    best = Math.min(best, d[i - 2][j - 2] + 1);
                }
                d[i][j] = best;
            }
        }
        return d[a.length()][b.length()];
    }
}
