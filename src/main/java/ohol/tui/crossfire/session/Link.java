package ohol.tui.crossfire.session;

import ohol.tui.crossfire.protocol.ClientCommand;

/** Where the session's commands go: a connection to the server (or a test's list). */
public interface Link {
    void send(ClientCommand command);

    /** Sends what is queued, then hangs up. */
    void hangUp();
}
