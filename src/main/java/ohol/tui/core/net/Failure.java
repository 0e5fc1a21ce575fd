package ohol.tui.core.net;

/**
 * What made the client itself fail, in words a player can read. A full heap does not always
 * surface as a bare {@link OutOfMemoryError}: the JVM may hand it on wrapped, as a lambda's
 * linkage or a class's initialiser failing, so the causes are read too.
 */
public enum Failure {
    OUT_OF_MEMORY("it ran out of memory"),
    OUT_OF_STACK("it ran out of stack"),
    INTERNAL("an internal error");

    /** Causes read at most; a chain this long is a bug of its own, not a clue. */
    private static final int DEPTH = 16;

    private final String words;

    Failure(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** What {@code failure}, or the first cause of it that says, was. Allocates nothing. */
    public static Failure of(Throwable failure) {
        Throwable at = failure;
        for (int depth = 0; at != null && depth < DEPTH; depth++) {
            if (at instanceof OutOfMemoryError) {
                return OUT_OF_MEMORY;
            }
            if (at instanceof StackOverflowError) {
                return OUT_OF_STACK;
            }
            Throwable cause = at.getCause();
            at = cause == at ? null : cause;
        }
        return INTERNAL;
    }
}
