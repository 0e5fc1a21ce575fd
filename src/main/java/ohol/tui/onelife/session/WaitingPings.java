package ohol.tui.onelife.session;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;
import ohol.tui.onelife.input.Query;

/**
 * The {@code ping} actions waiting for their {@code PONG}: a round trip answers the oldest; when no
 * answer can come any more (the connection closed, we died), each is refused with the reason.
 *
 * <p>Thread safety: confined to the session's thread.
 */
final class WaitingPings {
    /** Pings kept waiting at once; a script that asks more is answered by the round trips to come. */
    static final int MAX_WAITING = 64;

    private final Deque<Query.Ping> waiting = new ArrayDeque<>();
    private final Consumer<SessionEvent> report;

    WaitingPings(Consumer<SessionEvent> report) {
        this.report = report;
    }

    void asked(Query.Ping ping) {
        if (waiting.size() < MAX_WAITING) {
            waiting.add(ping);
        }
    }

    void answered() {
        waiting.pollFirst();
    }

    void abandon(String why) {
        while (!waiting.isEmpty()) {
            report.accept(new SessionEvent.Failed(waiting.removeFirst(), why, true));
        }
    }
}
