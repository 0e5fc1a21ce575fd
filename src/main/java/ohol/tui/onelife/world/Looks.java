package ohol.tui.onelife.world;

import java.util.Optional;

/**
 * Someone without a name, as a player sees them on the screen: a baby girl, a boy, a woman, an
 * old man. The official client writes no name over a nameless head; what is left to tell them
 * apart is their body: how old it looks and, when the game data says, whether it is a man's.
 */
public final class Looks {
    /** Under this age a body is a baby's (server.cpp's babyAge: it can still be carried). */
    static final double BABY_YEARS = Arms.BABY_AGE;
    /** From this age the game draws an adult body. */
    static final double GROWN_YEARS = 14;
    /** From this age the game draws an old body (its bodies grey and stoop past 50). */
    static final double OLD_YEARS = 50;

    private Looks() {}

    /** {@code a baby girl}, {@code a boy}, {@code an old man}, {@code a grown-up} when the body is not in the data. */
    public static String of(double age, Optional<Boolean> male) {
        if (age < BABY_YEARS) {
            return "a " + male.map(m -> m ? "baby boy" : "baby girl").orElse("baby");
        }
        if (age < GROWN_YEARS) {
            return "a " + male.map(m -> m ? "boy" : "girl").orElse("child");
        }
        if (age < OLD_YEARS) {
            return "a " + male.map(m -> m ? "man" : "woman").orElse("grown-up");
        }
        return "an old " + male.map(m -> m ? "man" : "woman").orElse("person");
    }
}
