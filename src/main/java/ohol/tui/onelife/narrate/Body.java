package ohol.tui.onelife.narrate;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.onelife.sight.Hunger;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.OurStats;

/**
 * Our hunger and heat as they cross a threshold, not at every pip: a line when food falls to a
 * third or to its last two pips or fills up again, and when the heat turns cold, hot or back to
 * comfortable.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Body {
    enum Food {
        UNKNOWN,
        STARVING,
        HUNGRY,
        FED,
        FULL
    }

    enum Heat {
        UNKNOWN,
        COLD,
        COMFORTABLE,
        HOT
    }

    private Food food = Food.UNKNOWN;
    private Heat heat = Heat.UNKNOWN;

    void reset() {
        food = Food.UNKNOWN;
        heat = Heat.UNKNOWN;
    }

    /** The lines the new figures call for: none while they stay within their band; {@code fed}: we are a baby. */
    List<String> changed(OurStats stats, boolean fed) {
        List<String> out = new ArrayList<>();
        if (stats.foodCapacity() > 0) {
            Food now = food(stats);
            if (now != food) {
                out.add(
                        switch (now) {
                            case STARVING -> "You are starving: food " + stats.food() + " of " + stats.foodCapacity()
                                    + (fed ? ". " + Family.capitalized(Hunger.FED_BY_MOTHER) + "." : ". Eat now.");
                            case HUNGRY -> "You are hungry: food " + stats.food() + " of " + stats.foodCapacity() + ".";
                            case FULL -> "You are full: food " + stats.food() + " of " + stats.foodCapacity() + ".";
                            case FED, UNKNOWN -> "Food " + stats.food() + " of " + stats.foodCapacity() + ".";
                        });
                food = now;
            }
        }
        Heat h = stats.heat() < 0.3 ? Heat.COLD : stats.heat() > 0.7 ? Heat.HOT : Heat.COMFORTABLE;
        if (h != heat) {
            if (heat != Heat.UNKNOWN || h != Heat.COMFORTABLE) {
                out.add(
                        switch (h) {
                            case COLD -> "You are cold.";
                            case HOT -> "You are hot.";
                            case COMFORTABLE, UNKNOWN -> "Your warmth is comfortable again.";
                        });
            }
            heat = h;
        }
        return out;
    }

    private static Food food(OurStats stats) {
        if (stats.food() >= stats.foodCapacity()) {
            return Food.FULL; // a baby holds 2 or 3 in all: full, not starving
        }
        if (stats.food() <= 2) {
            return Food.STARVING;
        }
        if (stats.food() * 3 <= stats.foodCapacity()) {
            return Food.HUNGRY;
        }
        return Food.FED;
    }

    /** Food and heat in words, for {@code status}. */
    static String words(OurStats stats) {
        String heat = heat(stats);
        if (stats.foodCapacity() <= 0) {
            return "food not known yet, " + heat;
        }
        return "food " + stats.food() + " of " + stats.foodCapacity() + ", " + heat;
    }

    /** Heat alone in words, where the server's era has no food. */
    static String heat(OurStats stats) {
        return stats.heat() < 0.3 ? "cold" : stats.heat() > 0.7 ? "hot" : "comfortable";
    }
}
