package ohol.tui.practice;

import java.time.Duration;
import ohol.tui.data.ObjectCatalog;

/**
 * How a practice world runs.
 *
 * @param password    the server password clients must hash into LOGIN
 * @param seed        the world's seed: the same seed, the same world
 * @param foodPip     how long a food pip lasts (the practice world drains faster than the real one)
 * @param linger      how long a disconnected player's life waits for an RLOGIN
 * @param catalog     the game data, or empty for the built-in table
 */
public record PracticeConfig(String password, long seed, Duration foodPip, Duration linger, ObjectCatalog catalog) {
    public static PracticeConfig defaults(String password) {
        return new PracticeConfig(password, 437, Duration.ofSeconds(20), Duration.ofSeconds(120), ObjectCatalog.empty());
    }

    public PracticeConfig withFoodPip(Duration pip) {
        return new PracticeConfig(password, seed, pip, linger, catalog);
    }

    public PracticeConfig withCatalog(ObjectCatalog data) {
        return new PracticeConfig(password, seed, foodPip, linger, data);
    }
}
