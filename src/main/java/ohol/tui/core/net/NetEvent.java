package ohol.tui.core.net;

/** What a connection reports, as values to pass through a queue to the thread that owns the game state. */
public sealed interface NetEvent<I> {
    /** What holding this event costs, in bytes, as a mailbox weighs it: a message's size as read. */
    default int bytes() {
        return this instanceof Received<I> r ? r.bytes() : 0;
    }

    /** A message, and its size as read in bytes (0 when not known): what holding it costs. */
    record Received<I>(I message, int bytes) implements NetEvent<I> {
        public Received(I message) {
            this(message, 0);
        }
    }

    /** A malformed message or line was skipped. */
    record Skipped<I>(String description) implements NetEvent<I> {}

    record Closed<I>(CloseReason reason) implements NetEvent<I> {}
}
