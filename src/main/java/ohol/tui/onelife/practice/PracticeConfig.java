package ohol.tui.onelife.practice;

import java.time.Duration;
import java.util.function.Supplier;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;

/**
 * How a practice world runs. The defaults are the official server's where it has one.
 *
 * @param password   the server password clients must hash into LOGIN
 * @param seed       the world's seed: the same seed, the same world
 * @param foodPip    how long a food pip lasts (the practice world drains faster than the real one)
 * @param linger     how long a disconnected player's life waits for an RLOGIN
 * @param catalog    the game data, or empty for the built-in table
 * @param transitions the game's transitions, or empty: then USE only picks gooseberries (the built-in world);
 *                   asked for at the first USE (they may still be being read until then), on the world's thread
 * @param year       how long one year of life lasts (the server's 60 s; shorter makes old age come soon)
 * @param loginWait  how long a connection may take to log in before it is dropped (the server's 10 s)
 * @param goodbye    how long a dead player's connection still gets news before it is closed (the server's 10 s)
 * @param maxPlayers how many lives and pending logins the world takes; the SN advertises it
 * @param evesOnly   every newcomer is born an Eve, never a baby (the server's rule when no woman can
 *                   bear one): for a practice gateway where each player walks from the first step
 */
public record PracticeConfig(
        String password,
        long seed,
        Duration foodPip,
        Duration linger,
        ObjectCatalog catalog,
        Supplier<TransitionBook> transitions,
        Duration year,
        Duration loginWait,
        Duration goodbye,
        int maxPlayers,
        boolean evesOnly) {
    public static final int DEFAULT_MAX_PLAYERS = 32;

    public PracticeConfig {
        if (maxPlayers < 1) {
            throw new IllegalArgumentException("a world needs room for one player");
        }
        for (Duration d : new Duration[] {foodPip, linger, year, loginWait, goodbye}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("durations must be positive: " + d);
            }
        }
    }

    public static PracticeConfig defaults(String password) {
        return new PracticeConfig(
                password,
                437,
                Duration.ofSeconds(20),
                Duration.ofSeconds(120),
                ObjectCatalog.empty(),
                TransitionBook::empty,
                Duration.ofSeconds(60),
                Duration.ofSeconds(10),
                Duration.ofSeconds(10),
                DEFAULT_MAX_PLAYERS,
                false);
    }

    public PracticeConfig withSeed(long newSeed) {
        return new PracticeConfig(
                password,
                newSeed,
                foodPip,
                linger,
                catalog,
                transitions,
                year,
                loginWait,
                goodbye,
                maxPlayers,
                evesOnly);
    }

    public PracticeConfig withFoodPip(Duration pip) {
        return new PracticeConfig(
                password, seed, pip, linger, catalog, transitions, year, loginWait, goodbye, maxPlayers, evesOnly);
    }

    public PracticeConfig withCatalog(ObjectCatalog data) {
        return new PracticeConfig(
                password, seed, foodPip, linger, data, transitions, year, loginWait, goodbye, maxPlayers, evesOnly);
    }

    /** The game's objects and transitions: the practice world then plays the real game's USE. */
    public PracticeConfig withData(TransitionBook book) {
        return withData(book.catalog(), () -> book);
    }

    /**
     * The game's objects, and its transitions over them as they will be once read: the world
     * starts at once and waits for the transitions only when a USE needs them.
     */
    public PracticeConfig withData(ObjectCatalog objects, Supplier<TransitionBook> book) {
        return new PracticeConfig(
                password, seed, foodPip, linger, objects, book, year, loginWait, goodbye, maxPlayers, evesOnly);
    }

    public PracticeConfig withYear(Duration length) {
        return new PracticeConfig(
                password,
                seed,
                foodPip,
                linger,
                catalog,
                transitions,
                length,
                loginWait,
                goodbye,
                maxPlayers,
                evesOnly);
    }

    public PracticeConfig withLoginWait(Duration wait) {
        return new PracticeConfig(
                password, seed, foodPip, linger, catalog, transitions, year, wait, goodbye, maxPlayers, evesOnly);
    }

    public PracticeConfig withGoodbye(Duration wait) {
        return new PracticeConfig(
                password, seed, foodPip, linger, catalog, transitions, year, loginWait, wait, maxPlayers, evesOnly);
    }

    /** Every newcomer an Eve, or (false) a baby when a woman can bear one, as on the server. */
    public PracticeConfig withEvesOnly(boolean eves) {
        return new PracticeConfig(
                password, seed, foodPip, linger, catalog, transitions, year, loginWait, goodbye, maxPlayers, eves);
    }

    public PracticeConfig withMaxPlayers(int max) {
        return new PracticeConfig(
                password, seed, foodPip, linger, catalog, transitions, year, loginWait, goodbye, max, evesOnly);
    }
}
