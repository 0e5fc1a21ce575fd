package ohol.tui.core;

/** Reaches the core's planted class from outside its package (see {@code HouseRulesTest}). */
public final class PlantedAccess {
    private PlantedAccess() {}

    public static Object coreUsingAGame() {
        return new Planted.CoreUsingAGame();
    }

    public static Class<?> coreUsingAGameClass() {
        return Planted.CoreUsingAGame.class;
    }
}
