package ohol.tui.crossfire;

/** A class planted in Crossfire's package that breaks the house's rules, for {@code HouseRulesTest} to catch. */
public final class Planted {
    private Planted() {}

    /** Uses the other game. */
    public static final class CrossfireUsingOneLife {
        Object other() {
            return new ohol.tui.onelife.protocol.client.KeepAlive();
        }
    }
}
