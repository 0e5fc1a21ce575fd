package ohol.tui.app;

import java.util.Collection;
import java.util.Optional;

/** The known word a mistyped one most likely meant: the nearest by edits, when near enough. */
final class Closest {
    private Closest() {}

    /**
     * The word of {@code known} fewest edits (a letter added, dropped, changed, or two swapped) from
     * {@code typed}, if it is at most a third of its length away (at least one edit); the first such
     * in {@code known}'s order on a tie.
     */
    static Optional<String> to(String typed, Collection<String> known) {
        String best = null;
        int bestDistance = Math.max(1, typed.length() / 3) + 1;
        for (String word : known) {
            int d = distance(typed, word);
            if (d < bestDistance) {
                best = word;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Optimal string alignment distance: Levenshtein's, with a swap of two neighbours as one edit. */
    static int distance(String a, String b) {
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
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
