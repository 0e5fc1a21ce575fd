package ohol.tui.onelife.session;

import java.util.function.Consumer;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * Logs in and hands back the link to the new life; what the connection hears goes to the given
 * consumer (on the connection's reader thread). Called again for each new life, with the same
 * settings.
 */
@FunctionalInterface
public interface Connector {
    Link connect(Consumer<NetEvent<ServerMessage>> inbox) throws LoginException;
}
