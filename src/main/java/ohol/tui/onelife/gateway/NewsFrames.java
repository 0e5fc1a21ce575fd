package ohol.tui.onelife.gateway;

/**
 * How often a gateway's screens draw what the game reports alone (others' steps and words): at
 * most {@link #PER_SECOND} such frames a second for all its players together, shared equally,
 * and never more than ten a second for one. With fifty players walking in one world each screen
 * has news for every step of the other forty-nine, and drawing it all took the two cores a
 * player's own key was waiting for; a player's own keys, the answers to them and news about the
 * player are drawn at once, whatever the spacing.
 */
final class NewsFrames {
    /** News frames a second for the whole gateway. */
    static final int PER_SECOND = 200;

    /** The shortest spacing, when few play: ten news frames a second. */
    static final long LEAST_NANOS = 100_000_000L;

    private NewsFrames() {}

    /** Nanoseconds between one player's news frames while {@code players} play. */
    static long spacing(int players) {
        return Math.max(LEAST_NANOS, Math.max(1, players) * 1_000_000_000L / PER_SECOND);
    }
}
