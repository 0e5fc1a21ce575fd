package ohol.tui.crossfire.session;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import ohol.tui.crossfire.protocol.Item;

/**
 * Which item a player's words name: an item whose whole name (or plural) is the words, any case,
 * before any other; else the one item whose name holds them. When several differently named items
 * hold them the words name none: the client refuses, listing them, rather than pick one (a drop
 * of the wrong item may destroy it).
 */
sealed interface ItemMatch {
    /** Most candidates named when the words are ambiguous. */
    int MAX_NAMED = 6;

    record Found(Item item) implements ItemMatch {}

    record NotFound() implements ItemMatch {}

    record Ambiguous(List<String> names) implements ItemMatch {
        public Ambiguous {
            names = List.copyOf(names);
        }

        /** {@code which one: a, b or c?} */
        String question() {
            List<String> shown = names.subList(0, Math.min(MAX_NAMED, names.size()));
            String more = names.size() > shown.size() ? " (and " + (names.size() - shown.size()) + " more)" : "";
            String list = shown.size() == 1
                    ? shown.get(0)
                    : String.join(", ", shown.subList(0, shown.size() - 1)) + " or " + shown.get(shown.size() - 1);
            return "which one: " + list + more + "? (type more of its name)";
        }
    }

    /** The first item for empty words (the obvious one), else the item the words name. */
    static ItemMatch of(List<Item> items, String what) {
        if (what.isEmpty()) {
            return items.isEmpty() ? new NotFound() : new Found(items.get(0));
        }
        String w = what.toLowerCase(Locale.ROOT);
        Optional<Item> exact = items.stream()
                .filter(i -> i.name().equalsIgnoreCase(w) || i.plural().equalsIgnoreCase(w))
                .findFirst();
        if (exact.isPresent()) {
            return new Found(exact.get());
        }
        List<Item> holding = items.stream()
                .filter(i -> i.name().toLowerCase(Locale.ROOT).contains(w)
                        || i.plural().toLowerCase(Locale.ROOT).contains(w))
                .toList();
        Set<String> names = new LinkedHashSet<>();
        holding.forEach(i -> names.add(i.name().toLowerCase(Locale.ROOT)));
        if (holding.isEmpty()) {
            return new NotFound();
        }
        if (names.size() > 1) {
            return new Ambiguous(holding.stream().map(Item::name).distinct().toList());
        }
        return new Found(holding.get(0)); // one name: the same thing, whichever pile
    }
}
