package ohol.tui.onelife.session;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.net.LoginStep;
import ohol.tui.onelife.net.Session;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The one way into a server's world, for every front-end that plays on one (the client's own
 * and each player of the gateway): the era named, or else found from the server's greeting; an
 * old era's login never a reconnect (its servers know no {@code RLOGIN}); what happens said to
 * {@code log}.
 */
public record ServerDoor(String host, int port, Optional<Dialect> dialect, Consumer<String> log) {
    /** How long a login may take, from connecting to being born. */
    public static final Duration LOGIN_TIMEOUT = Duration.ofSeconds(30);

    /**
     * Logs in as {@code login}; {@code listener} is made for the wire the login speaks through
     * (which tells why a command was not sent), and hears every message from the greeting on.
     */
    public Link open(
            LoginDetails login,
            Function<DialectWire, ConnectionListener<ServerMessage, ClientCommand>> listener,
            LoginStep.Listener steps)
            throws LoginException {
        log.accept("connecting to " + host + ":" + port + " as " + login.email());
        DialectWire wire = new DialectWire(dialect, true);
        Session s = Session.login(
                host, port, login, Connection.Settings.DEFAULT, LOGIN_TIMEOUT, listener.apply(wire), steps, wire);
        if (s.dialect().isOld()) {
            log.accept("the server speaks the " + s.dialect().word() + " protocol");
        }
        // an old server knows no RLOGIN: its login was a new life's (the login step said so)
        boolean resumes = login.reconnect() && !s.dialect().isOld();
        return Link.of(s.connection(), resumes, s.dialect(), s.wire()::decide);
    }
}
