package ohol.tui.onelife;

/** A class planted in One Hour One Life's package that breaks the house's rules, for {@code HouseRulesTest} to catch. */
public final class Planted {
    private Planted() {}

    /** Uses the app, as a game reaching up would. */
    public static final class OneLifeUsingTheApp {
        Object app() {
            return new ohol.tui.app.PlantedCircle();
        }
    }
}
