package ohol.tui.core.loop;

import java.util.List;
import java.util.Optional;

/**
 * A way to play: the screen, a script's JSON lines, a narration, a replay. It turns its own inputs
 * ({@code F}) into the game's actions ({@code A}), aims them, and shows the game's events
 * ({@code E}). The {@link SessionLoop} calls it, always on the loop's thread; it never calls the
 * loop back, and it never writes a loop of its own.
 */
public interface FrontEnd<F, A, E> {
    /**
     * The actions an input stands for, in order (a key's macro, a script's line); empty when the
     * front-end dealt with it alone (a key typed into a prompt, a resize).
     */
    List<A> read(F input);

    /** An input the front-end reads by itself between rounds (a screen without a key reader thread). */
    default Optional<F> poll() {
        return Optional.empty();
    }

    /**
     * An action whose turn has come: the front-end's own are done here (empty); the game's come
     * back aimed, their targets resolved (the cursor's tile).
     */
    Optional<A> aim(A action);

    /** Shows one event of the game's. */
    void show(E event);

    /** The end of a round: draw what changed. Returns nanoseconds until it wants the next round. */
    long frame(long now);

    /** Set once this front-end is done, with how the program should end. */
    Optional<ExitCode> finished();
}
