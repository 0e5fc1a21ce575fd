package ohol.tui.onelife.sight;

import java.util.List;
import java.util.Optional;

/**
 * The one-line look at a tile, said the same way whatever is known of it:
 * {@code E 1: Basket [Stone, Bowl of 3] on Floor, the grave of EVE, owned by ADAM | EVE (age 14)}.
 */
public final class TileLine {
    private TileLine() {}

    /**
     * @param seen   what stands on the tile and under it, empty while the tile is not seen yet
     * @param people each person there, in words
     */
    static String of(
            int dx, int dy, Optional<String> seen, Optional<String> graveOf, List<String> owners, List<String> people) {
        StringBuilder text = new StringBuilder();
        // a place near us is the way from us, as every sentence says it (Offset.words)
        text.append(dx == 0 && dy == 0 ? "Here" : new Offset(dx, dy).words()).append(": ");
        text.append(seen.orElse("not seen yet"));
        graveOf.ifPresent(name -> text.append(", ").append(grave(name)));
        if (!owners.isEmpty()) {
            text.append(", owned by ").append(String.join(", ", owners));
        }
        if (!people.isEmpty()) {
            text.append(" | ").append(String.join(", ", people));
        }
        return text.toString();
    }

    /** An object's name with what it holds: {@code Basket [Stone, Bowl of 3]}. */
    static String withContents(String name, List<String> contents) {
        return contents.isEmpty() ? name : name + " [" + String.join(", ", contents) + "]";
    }

    /** A thing inside another, with how many things it holds in turn: {@code Bowl of 3}. */
    static String inside(String name, int holds) {
        return holds == 0 ? name : name + " of " + holds;
    }

    /** Whose grave, in the words a sentence takes: {@code your grave}, {@code the grave of your mother}. */
    public static String grave(String who) {
        return who.equals("you") ? "your grave" : "the grave of " + who;
    }
}
