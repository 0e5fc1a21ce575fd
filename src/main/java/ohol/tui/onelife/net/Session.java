package ohol.tui.onelife.net;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.DialectWire;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.LoginChallenge;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * A logged-in connection to a server, and how to get one; {@code wire} speaks the protocol it
 * does. {@code challenge} is the greeting the login answered (a 2015 server greets no one: its
 * challenge is empty).
 */
public record Session(Connection<ServerMessage, ClientCommand> connection, LoginChallenge challenge, DialectWire wire)
        implements AutoCloseable {
    public Session(Connection<ServerMessage, ClientCommand> connection, LoginChallenge challenge) {
        this(connection, challenge, new DialectWire(Optional.of(Dialect.CURRENT)));
    }

    /** The protocol the server speaks. */
    public Dialect dialect() {
        return wire.dialect().orElse(Dialect.CURRENT);
    }

    /** In today's protocol. */
    public static Session login(
            String host,
            int port,
            LoginDetails details,
            Connection.Settings settings,
            Duration loginTimeout,
            ConnectionListener<ServerMessage, ClientCommand> listener)
            throws LoginException {
        return login(host, port, details, settings, loginTimeout, listener, LoginStep.Listener.NONE);
    }

    /** As below, in today's protocol. */
    public static Session login(
            String host,
            int port,
            LoginDetails details,
            Connection.Settings settings,
            Duration loginTimeout,
            ConnectionListener<ServerMessage, ClientCommand> listener,
            LoginStep.Listener steps)
            throws LoginException {
        return login(
                host,
                port,
                details,
                settings,
                loginTimeout,
                listener,
                steps,
                new DialectWire(Optional.of(Dialect.CURRENT)));
    }

    /**
     * Connects, answers the challenge and waits for {@code ACCEPTED}, in {@code dialect} as the
     * player named it (a greeting of another ends the login at once, status 5), or when empty the
     * one the server's greeting shows, telling {@code steps} each step as it begins: connecting,
     * logging in, waiting to be born. Every message, from the first {@code SN} on, also reaches
     * {@code listener}. A failure's line names the step that failed.
     */
    public static Session login(
            String host,
            int port,
            LoginDetails details,
            Connection.Settings settings,
            Duration loginTimeout,
            ConnectionListener<ServerMessage, ClientCommand> listener,
            LoginStep.Listener steps,
            Optional<Dialect> dialect)
            throws LoginException {
        return login(host, port, details, settings, loginTimeout, listener, steps, new DialectWire(dialect, true));
    }

    /**
     * As above, speaking through {@code wire} (made by the caller, who may ask it what it made of
     * each command: {@link DialectWire#whyNotSent}).
     */
    public static Session login(
            String host,
            int port,
            LoginDetails details,
            Connection.Settings settings,
            Duration loginTimeout,
            ConnectionListener<ServerMessage, ClientCommand> listener,
            LoginStep.Listener steps,
            DialectWire wire)
            throws LoginException {
        LoginGate gate = new LoginGate(details, listener, wire::dialect, wire::mismatch);
        Connection<ServerMessage, ClientCommand> connection;
        String connecting = "connecting to " + host + ":" + port + " failed: ";
        steps.step(new LoginStep.Connecting(host, port));
        try {
            connection = Connection.open(host, port, settings, wire, wire, gate);
        } catch (UnknownHostException e) {
            throw new LoginException(connecting + "unknown host " + host);
        } catch (ConnectException e) {
            throw new LoginException(connecting + "connection refused (is the server running?)");
        } catch (SocketTimeoutException e) {
            throw new LoginException(
                    connecting + "no answer within " + settings.connectTimeout().toSeconds() + " s");
        } catch (NoRouteToHostException e) {
            throw new LoginException(connecting + "no route to " + host);
        } catch (IOException e) {
            throw new LoginException(connecting + e.getMessage());
        } catch (IllegalArgumentException e) { // a port no server has, named by a reflector
            throw new LoginException(connecting + "port " + port + " is not a port (1 to 65535)");
        }
        steps.step(new LoginStep.LoggingIn(host, port, details.email()));
        gate.sendWith(connection::send);
        try {
            LoginChallenge challenge = gate.outcome().get(loginTimeout.toMillis(), TimeUnit.MILLISECONDS);
            connection.probeRegularly(); // the server hangs up on a PING before the login
            Dialect spoken = wire.dialect().orElse(Dialect.CURRENT);
            if (details.reconnect() && spoken.isOld()) {
                steps.step(new LoginStep.NewLife(spoken.server()));
            }
            if (spoken.isOld() && (details.twinCode().isPresent() || details.tutorial() != 0)) {
                steps.step(new LoginStep.Alone(spoken.server()));
            }
            steps.step(new LoginStep.WaitingToBeBorn());
            return new Session(connection, challenge, wire);
        } catch (TimeoutException e) {
            connection.close();
            throw new LoginException(
                    "logging in failed: the server did not accept the login within " + loginTimeout.toSeconds() + " s");
        } catch (ExecutionException e) {
            connection.close();
            throw e.getCause() instanceof LoginException le ? le : new LoginException(String.valueOf(e.getCause()));
        } catch (InterruptedException e) {
            connection.close();
            Thread.currentThread().interrupt();
            throw new LoginException("interrupted while logging in");
        }
    }

    @Override
    public void close() {
        connection.close();
    }
}
