package ohol.tui.onelife.world;

import java.util.OptionalInt;

/**
 * Our own body, from {@code FX}, {@code HX}, {@code CR}, {@code CX}, {@code CS} and {@code TS}.
 *
 * @param food          food pips in store
 * @param foodCapacity  how many pips fit
 * @param yumBonus      stored bonus food
 * @param yumMultiplier bonus pips the next yummy food gives
 * @param heat          0 coldest, 0.5 ideal, 1 hottest
 * @param foodSeconds   seconds a pip lasts, bonus included
 * @param cravingId     the food we crave, if any, and {@code cravingBonus} what eating it adds to the multiplier
 */
public record OurStats(
        int food,
        int foodCapacity,
        int yumBonus,
        int yumMultiplier,
        int lastAteId,
        double moveSpeed,
        double heat,
        double foodSeconds,
        double indoorBonus,
        OptionalInt cravingId,
        int cravingBonus,
        int curseTokens,
        int curseScore,
        int toolSlotsUsed,
        int toolSlotsTotal) {
    public static final OurStats UNKNOWN =
            new OurStats(0, 0, 0, 0, 0, 0, 0.5, 0, 0, OptionalInt.empty(), 0, 0, 0, 0, 0);

    OurStats withFood(int newFood, int capacity, int bonus, int multiplier, int ate, double speed) {
        return new OurStats(
                newFood,
                capacity,
                bonus,
                multiplier,
                ate,
                speed,
                heat,
                foodSeconds,
                indoorBonus,
                cravingId,
                cravingBonus,
                curseTokens,
                curseScore,
                toolSlotsUsed,
                toolSlotsTotal);
    }

    OurStats withHeat(double newHeat, double seconds, double indoor) {
        return new OurStats(
                food,
                foodCapacity,
                yumBonus,
                yumMultiplier,
                lastAteId,
                moveSpeed,
                newHeat,
                seconds,
                indoor,
                cravingId,
                cravingBonus,
                curseTokens,
                curseScore,
                toolSlotsUsed,
                toolSlotsTotal);
    }

    OurStats withCraving(int foodId, int bonus) {
        return new OurStats(
                food,
                foodCapacity,
                yumBonus,
                yumMultiplier,
                lastAteId,
                moveSpeed,
                heat,
                foodSeconds,
                indoorBonus,
                foodId == 0 ? OptionalInt.empty() : OptionalInt.of(foodId),
                bonus,
                curseTokens,
                curseScore,
                toolSlotsUsed,
                toolSlotsTotal);
    }

    OurStats withCurses(int tokens, int score) {
        return new OurStats(
                food,
                foodCapacity,
                yumBonus,
                yumMultiplier,
                lastAteId,
                moveSpeed,
                heat,
                foodSeconds,
                indoorBonus,
                cravingId,
                cravingBonus,
                tokens,
                score,
                toolSlotsUsed,
                toolSlotsTotal);
    }

    OurStats withToolSlots(int used, int total) {
        return new OurStats(
                food,
                foodCapacity,
                yumBonus,
                yumMultiplier,
                lastAteId,
                moveSpeed,
                heat,
                foodSeconds,
                indoorBonus,
                cravingId,
                cravingBonus,
                curseTokens,
                curseScore,
                used,
                total);
    }
}
