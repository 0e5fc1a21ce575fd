package ohol.tui.core;

/** A class planted in the core's package that breaks the house's rules, for {@code HouseRulesTest} to catch. */
final class Planted {
    private Planted() {}

    /** Uses a game, as a leak into the core would. */
    static final class CoreUsingAGame {
        Object game() {
            return new ohol.tui.onelife.Planted.OneLifeUsingTheApp();
        }
    }
}
