package ohol.tui.core.net;

import java.util.function.Consumer;

/**
 * A listener that only turns what the reader thread hears into {@link NetEvent}s and hands them
 * on (typically to a queue's {@code add}), so the reader never touches game state.
 */
public final class Inbox<I, O> implements ConnectionListener<I, O> {
    private final Consumer<? super NetEvent<I>> queue;

    public Inbox(Consumer<? super NetEvent<I>> queue) {
        this.queue = queue;
    }

    @Override
    public void onMessage(I message) {
        onMessage(message, 0);
    }

    @Override
    public void onMessage(I message, int bytes) {
        queue.accept(new NetEvent.Received<>(message, bytes));
    }

    @Override
    public void onProblem(String description) {
        queue.accept(new NetEvent.Skipped<>(description));
    }

    @Override
    public void onClosed(CloseReason reason) {
        queue.accept(new NetEvent.Closed<>(reason));
    }
}
