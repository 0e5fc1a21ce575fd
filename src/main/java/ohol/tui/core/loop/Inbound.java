package ohol.tui.core.loop;

/**
 * What reaches the loop's thread, in the one queue every other thread posts to: news for the game
 * ({@code G}: what a connection heard, what the game's own workers finished) or an input of the
 * front-end's ({@code F}: a key, a line of a script, a resize, a hang-up).
 */
public sealed interface Inbound<G, F> {
    /** For the game. */
    record News<G, F>(G news) implements Inbound<G, F> {}

    /** For the front-end. */
    record Input<G, F>(F input) implements Inbound<G, F> {}
}
