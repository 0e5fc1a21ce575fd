package ohol.tui.crossfire.session;

import java.util.Optional;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;

/**
 * What a front-end sits down to: a connection to the server, a session over it, and the loop that
 * plays it. The screen is handed one, so that it needs nothing of the command that chose it.
 */
public interface Table {
    /** Says one line to the player ({@code ohol-tui: LINE} on standard error). */
    void say(String line);

    /** Connects, posting what it hears to {@code mailbox}; empty (and a line said) when it cannot. */
    <F> Optional<Connection<ServerMessage, ClientCommand>> connect(Mailbox<NetEvent<ServerMessage>, F> mailbox);

    /** The session over {@code connection}, begun (its greeting sent). */
    CrossfireSession session(Connection<ServerMessage, ClientCommand> connection);

    /** Runs the loop until the front-end is done; then closes the connection. */
    <F> ExitCode play(
            Mailbox<NetEvent<ServerMessage>, F> mailbox,
            CrossfireSession session,
            FrontEnd<F, PlayerAction, CrossfireEvent> front,
            Connection<ServerMessage, ClientCommand> connection)
            throws InterruptedException;
}
