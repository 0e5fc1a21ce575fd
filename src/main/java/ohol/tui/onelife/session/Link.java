package ohol.tui.onelife.session;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.Connection;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.ServerMessage;

/** What a session needs of its connection: send, ping, count bytes, hang up. */
public interface Link {
    void send(ClientCommand command);

    /**
     * Sends {@code command} and says the text that goes on the wire for it, in the server's
     * protocol: an older one's own verb ({@code GRAB 3 4#}); empty when nothing goes.
     */
    default String sendAs(ClientCommand command) {
        send(command);
        return command.toWire();
    }

    void ping();

    OptionalLong roundTripMillis();

    /** No more pings, none counted as unanswered: the server answers no one dead. */
    default void stopPinging() {}

    /** How long a ping has gone unanswered, in ms, once it is late; empty while pings are answered. */
    default OptionalLong unansweredPingMillis() {
        return OptionalLong.empty();
    }

    long bytesReceived();

    long bytesSent();

    /** Sends what is queued, then closes. */
    void hangUp(Duration timeout);

    /** Hangs up at once on a server the client cannot follow; the connection closes saying {@code why}. */
    void drop(String why);

    /** Whether this link went back to a life that was ({@code RLOGIN}) rather than began one. */
    default boolean resumesALife() {
        return false;
    }

    /** The protocol the server speaks: what it knows of our actions. */
    default Dialect dialect() {
        return Dialect.CURRENT;
    }

    /** A link to nowhere: before the first login. */
    Link NONE = new Link() {
        @Override
        public void send(ClientCommand command) {
            throw new IllegalStateException("not connected");
        }

        @Override
        public void ping() {}

        @Override
        public OptionalLong roundTripMillis() {
            return OptionalLong.empty();
        }

        @Override
        public long bytesReceived() {
            return 0;
        }

        @Override
        public long bytesSent() {
            return 0;
        }

        @Override
        public void hangUp(Duration timeout) {}

        @Override
        public void drop(String why) {}
    };

    static Link of(Connection<ServerMessage, ClientCommand> connection) {
        return of(connection, false);
    }

    /** {@code resumes}: it logged back in to a life with {@code RLOGIN}. */
    static Link of(Connection<ServerMessage, ClientCommand> connection, boolean resumes) {
        return of(connection, resumes, Dialect.CURRENT);
    }

    /** To a server that speaks {@code dialect}. */
    static Link of(Connection<ServerMessage, ClientCommand> connection, boolean resumes, Dialect dialect) {
        return of(connection, resumes, dialect, c -> Optional.of(c.toWire()));
    }

    /** {@code wire}: decides the text each command goes out as, before it is queued. */
    static Link of(
            Connection<ServerMessage, ClientCommand> connection,
            boolean resumes,
            Dialect dialect,
            Function<ClientCommand, Optional<String>> wire) {
        return new Link() {
            @Override
            public String sendAs(ClientCommand command) {
                String text = wire.apply(command).orElse("");
                connection.send(command);
                return text;
            }

            @Override
            public boolean resumesALife() {
                return resumes;
            }

            @Override
            public Dialect dialect() {
                return dialect;
            }

            @Override
            public void send(ClientCommand command) {
                connection.send(command);
            }

            @Override
            public void ping() {
                connection.ping();
            }

            @Override
            public OptionalLong roundTripMillis() {
                return connection.roundTripMillis();
            }

            @Override
            public void stopPinging() {
                connection.stopProbing();
            }

            @Override
            public OptionalLong unansweredPingMillis() {
                return connection.unansweredPingMillis();
            }

            @Override
            public long bytesReceived() {
                return connection.bytesReceived();
            }

            @Override
            public long bytesSent() {
                return connection.bytesSent();
            }

            @Override
            public void hangUp(Duration timeout) {
                connection.closeAfterSending(timeout);
            }

            @Override
            public void drop(String why) {
                connection.close(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, why));
            }
        };
    }
}
