package ohol.tui.app;

/**
 * Planted for {@code HouseRulesTest}: with the core's and One Hour One Life's planted classes it
 * closes a circle (app, core, onelife, app).
 */
public final class PlantedCircle {
    Object core() {
        return ohol.tui.core.PlantedAccess.coreUsingAGame();
    }
}
