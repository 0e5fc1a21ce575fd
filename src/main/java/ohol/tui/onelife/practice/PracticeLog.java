package ohol.tui.onelife.practice;

/**
 * Where the practice server notes what went wrong on its own threads: a connection hung up on
 * and why, a rule that failed, a thread that died. Never the terminal: the practice server runs
 * inside the client, whose screen the terminal is. Called from any of the server's threads, at
 * any time and at once; it must not block.
 */
@FunctionalInterface
public interface PracticeLog {
    /** A log that keeps nothing. */
    PracticeLog NONE = line -> {};

    void note(String line);

    /** Notes that {@code failure} stopped {@code what}, in its own words (its message), not its class name. */
    default void failed(String what, Throwable failure) {
        String words = failure.getMessage();
        note(what + " failed: " + (words == null || words.isBlank() ? "without a word" : words));
    }
}
