package ohol.tui.core.narrate;

/**
 * One line of narration and how urgent it is: what decides whether it is said at once, waits its
 * turn, or folds into a count when a busy place says more than a listener can follow.
 */
public record Said(String text, Kind kind) {
    /** How a line is paced, most urgent first. */
    public enum Kind {
        /** Someone's words: always said, at once. */
        SPEECH,
        /** The answer to what the player typed: always said, at once. */
        ANSWER,
        /**
         * What a game's server tells the player, mostly of what the player did (Crossfire's
         * messages): said at once, and kept for {@code history}, as speech is.
         */
        TOLD,
        /** About us or our kin, or a danger: said before anything routine, within the rate. */
        CONCERNS_US,
        /** Everything else: said within the rate, else counted in the next summary. */
        ROUTINE,
        /** What changed around us (people and animals come and gone), at most one a few seconds. */
        SUMMARY
    }

    public static Said speech(String text) {
        return new Said(text, Kind.SPEECH);
    }

    public static Said answer(String text) {
        return new Said(text, Kind.ANSWER);
    }

    public static Said told(String text) {
        return new Said(text, Kind.TOLD);
    }

    public static Said concerning(String text) {
        return new Said(text, Kind.CONCERNS_US);
    }

    public static Said routine(String text) {
        return new Said(text, Kind.ROUTINE);
    }
}
