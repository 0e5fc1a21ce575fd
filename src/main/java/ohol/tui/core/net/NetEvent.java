package ohol.tui.core.net;

/** What a connection reports, as values to pass through a queue to the thread that owns the game state. */
public sealed interface NetEvent<I> {
    record Received<I>(I message) implements NetEvent<I> {}

    /** A malformed message or line was skipped. */
    record Skipped<I>(String description) implements NetEvent<I> {}

    record Closed<I>(CloseReason reason) implements NetEvent<I> {}
}
