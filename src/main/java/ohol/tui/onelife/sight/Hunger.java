package ohol.tui.onelife.sight;

import java.util.Optional;
import ohol.tui.onelife.world.OurStats;

/**
 * Hunger worth a warning, said before it is urgent: once the food left is what walking to the
 * nearest known food would use up plus {@link #MARGIN_PIPS}, or a third of what fits, whichever
 * comes first; with the nearest food to go to, if any is known.
 *
 * @param food      food pips left
 * @param capacity  pips that fit
 * @param threshold the food at or below which the warning shows
 * @param nearest   the nearest food known on the map (or a thing the bare hand gets food from)
 */
public record Hunger(int food, int capacity, int threshold, Optional<Food> nearest) {
    /** Pips to spare beyond the walk to the food: picking and eating take a moment too. */
    public static final int MARGIN_PIPS = 2;
    /** Below this age a child is fed; it does not go to food. */
    public static final double FEEDS_ITSELF_AGE = 3;
    /** What a hungry baby is told instead of going to food, on the screen and in narration alike. */
    public static final String FED_BY_MOTHER = "a baby is fed by its mother: she feeds you while she holds you";
    /** The same in fewer words, for a narrow map. */
    public static final String FED_BY_MOTHER_SHORT = "your mother feeds you in her arms";
    /** The speed walks are reckoned at when the server has not said ours (its base speed). */
    static final double BASE_SPEED = 3.75;

    /**
     * Food on the map: {@code id} at {@code dx, dy} from us, which is or gives {@code gives}
     * ({@code givesName}), seen {@code secondsAgo} (0: in view).
     */
    public record Food(int id, String name, int gives, String givesName, int dx, int dy, long secondsAgo) {
        public Offset offset() {
            return new Offset(dx, dy);
        }
    }

    /** Whether we are a baby, fed by its mother rather than going to food, and hungry (half our food or less). */
    public static boolean babyHungry(OurStats stats, double age) {
        return age < FEEDS_ITSELF_AGE && stats.foodCapacity() > 0 && stats.food() * 2 <= stats.foodCapacity();
    }

    /** The warning for {@code stats} at {@code age}, with the food known nearest; empty when none is due. */
    static Optional<Hunger> of(OurStats stats, double age, Optional<Food> nearest) {
        if (stats.foodCapacity() <= 0 || age < FEEDS_ITSELF_AGE) {
            return Optional.empty();
        }
        int threshold = threshold(stats, nearest);
        return stats.food() <= threshold
                ? Optional.of(new Hunger(stats.food(), stats.foodCapacity(), threshold, nearest))
                : Optional.empty();
    }

    /** The larger of a third of the capacity and the pips the walk to the food takes, plus the margin. */
    static int threshold(OurStats stats, Optional<Food> nearest) {
        int third = (stats.foodCapacity() + 2) / 3;
        if (nearest.isEmpty() || stats.foodSeconds() <= 0) {
            return third;
        }
        double speed = stats.moveSpeed() > 0 ? stats.moveSpeed() : BASE_SPEED;
        double walkSeconds = nearest.get().offset().distance() / speed;
        int walkPips = (int) Math.ceil(walkSeconds / stats.foodSeconds());
        return Math.max(third, walkPips + MARGIN_PIPS);
    }

    /**
     * The line to show: {@code hungry: nearest food Wild Gooseberry Bush SE 17, press . to go},
     * with {@code toGo} ({@code press . to go}) saying how to go there, when there is a way.
     */
    public String warning(Optional<String> toGo) {
        if (nearest.isEmpty()) {
            return "hungry: no food known on the map; look around for a bush or something to eat";
        }
        Food f = nearest.get();
        return "hungry: nearest food " + f.name() + " " + f.offset().words()
                + toGo.map(k -> ", " + k).orElse("");
    }

    /** The same in fewer words, for a narrow map: {@code hungry: Wild Gooseberry Bush SE 17, . goes}. */
    public String shortWarning(Optional<String> goKey) {
        if (nearest.isEmpty()) {
            return "hungry: no food known on the map";
        }
        Food f = nearest.get();
        return "hungry: " + f.name() + " " + f.offset().words()
                + goKey.map(k -> ", " + k + " goes").orElse("");
    }
}
