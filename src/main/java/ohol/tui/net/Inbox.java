package ohol.tui.net;

import java.util.function.Consumer;
import ohol.tui.protocol.server.ServerMessage;

/**
 * A listener that only turns what the reader thread hears into {@link NetEvent}s and hands them
 * on (typically to a queue's {@code add}), so the reader never touches game state.
 */
public final class Inbox implements ConnectionListener {
    private final Consumer<? super NetEvent> queue;

    public Inbox(Consumer<? super NetEvent> queue) {
        this.queue = queue;
    }

    @Override
    public void onMessage(ServerMessage message) {
        queue.accept(new NetEvent.Received(message));
    }

    @Override
    public void onProblem(String description) {
        queue.accept(new NetEvent.Skipped(description));
    }

    @Override
    public void onClosed(CloseReason reason) {
        queue.accept(new NetEvent.Closed(reason));
    }
}
