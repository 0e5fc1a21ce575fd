package ohol.tui.crossfire.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import ohol.tui.core.term.Widths;
import ohol.tui.crossfire.protocol.Item;

/**
 * An item as a row of the pack or the ground: its name, what its flags say in words (how it is
 * applied, cursed or damned, magic, locked, unpaid) and its weight in kilograms at the right.
 */
public final class ItemLine {
    /** Columns of the weight: {@code 9999.9}. */
    static final int WEIGHT_COLUMNS = 6;

    /** The words of the server's applied kinds ({@code a_readied} ... {@code a_applied}). */
    private static final String[] APPLIED = {"", "readied", "wielded", "worn", "active", "applied"};

    private ItemLine() {}

    /** The row in {@code width} columns: the name and marks cut to leave the weight its room. */
    static String of(Item item, int width) {
        String name = item.label() + marks(item);
        Optional<String> weight = weight(item);
        if (weight.isEmpty() || width < WEIGHT_COLUMNS + 8) {
            return Widths.fit(name, width);
        }
        String left = Widths.fit(name, width - WEIGHT_COLUMNS - 1);
        return left
                + " "
                        .repeat(Math.max(
                                1, width - Widths.columns(left) - weight.get().length()))
                + weight.get();
    }

    /** {@code " (wielded, magic)"}, or nothing when the flags say nothing. */
    static String marks(Item item) {
        List<String> words = words(item);
        return words.isEmpty() ? "" : " (" + String.join(", ", words) + ")";
    }

    /** What the item's flags say, in words: {@code wielded}, {@code magic}... */
    public static List<String> words(Item item) {
        List<String> words = new ArrayList<>();
        int applied = (int) (item.flags() & Item.APPLIED);
        if (applied != 0) {
            words.add(applied < APPLIED.length ? APPLIED[applied] : "applied");
        }
        if ((item.flags() & Item.DAMNED) != 0) {
            words.add("damned");
        } else if ((item.flags() & Item.CURSED) != 0) {
            words.add("cursed");
        }
        if ((item.flags() & Item.MAGIC) != 0) {
            words.add("magic");
        }
        if ((item.flags() & Item.LOCKED) != 0) {
            words.add("locked");
        }
        if ((item.flags() & Item.UNPAID) != 0) {
            words.add("unpaid");
        }
        return words;
    }

    /**
     * The pack's heading: what it all weighs, and of how much the character can carry when the
     * server said ({@code CS_STAT_WEIGHT_LIM}, grams): {@code Pack: 12.5/90.0 kg}.
     */
    static String packHeading(List<Item> pack, long limit) {
        if (pack.isEmpty()) {
            return "Pack:";
        }
        double grams = 0;
        for (Item i : pack) {
            if (i.weight() != Item.NO_WEIGHT) {
                grams += i.weight() * (double) Math.max(1, i.count());
            }
        }
        String carried = String.format(Locale.ROOT, "%.1f", Math.min(grams, 1e9) / 1000);
        return "Pack: " + carried
                + (limit > 0 ? String.format(Locale.ROOT, "/%.1f", Math.min(limit, 1e9) / 1000.0) : "") + " kg";
    }

    /**
     * The whole weight in kilograms ({@code item2} gives one item's in grams), none for what
     * cannot be picked up; capped at what its columns hold.
     */
    static Optional<String> weight(Item item) {
        if (item.weight() == Item.NO_WEIGHT || !item.canPickUp()) {
            return Optional.empty();
        }
        double kilos = Math.min(9999.9, item.weight() * (double) Math.max(1, item.count()) / 1000);
        return Optional.of(String.format(Locale.ROOT, "%.1f", kilos));
    }
}
