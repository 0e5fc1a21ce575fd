package ohol.tui.core.loop;

import java.util.List;

/**
 * A game's session as the {@link SessionLoop} drives it: it takes news ({@code G}) and resolved
 * actions ({@code A}, never keys or cursor targets) and reports events ({@code E}), all on the
 * loop's thread.
 */
public interface Game<G, A, E> {
    /** News from a connection or the game's own workers. */
    void take(G news);

    /** Whether {@code action} may run now; one that may not waits, and the ones behind it. */
    boolean ready(A action);

    /** Does one resolved action; what came of it arrives as events. */
    void perform(A action);

    /** Work that falls due with time (paced speech, a hang-up after the last line). */
    void runDue();

    /** Nanoseconds until {@link #runDue} has something to do; {@link Long#MAX_VALUE} for nothing. */
    long nanosUntilDue();

    /** Everything reported since the last call, in order. */
    List<E> takeEvents();

    /** The loop is about to wait: a moment for work that may wait until the screen is drawn. */
    default void idle() {}
}
