package ohol.tui.net;

import ohol.tui.protocol.server.ServerMessage;

/**
 * What a {@link Connection} reports. Called on the connection's reader thread: implementations
 * hand the event to their own thread (a queue) and return at once.
 */
public interface ConnectionListener {
    void onMessage(ServerMessage message);

    /** A message or line was malformed and skipped; the connection goes on. */
    void onProblem(String description);

    /** Called exactly once, last. */
    void onClosed(CloseReason reason);
}
