package ohol.tui.net;

import ohol.tui.protocol.server.ServerMessage;

/** What a connection reports, as values to pass through a queue to the thread that owns the game state. */
public sealed interface NetEvent {
    record Received(ServerMessage message) implements NetEvent {}

    /** A malformed message or line was skipped. */
    record Skipped(String description) implements NetEvent {}

    record Closed(CloseReason reason) implements NetEvent {}
}
