package ohol.tui.net;

import java.util.OptionalInt;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.KeepAlive;
import ohol.tui.protocol.client.Ping;
import ohol.tui.protocol.server.Pong;
import ohol.tui.protocol.server.ServerMessage;

/**
 * What a {@link Connection} sends to keep a quiet connection open and to probe a silent server,
 * and how it knows the probe was answered. When to send them is in {@link Connection.Settings}.
 */
public interface Heartbeat {
    /** Sent after {@link Connection.Settings#keepAlive()} without sending anything else. */
    ClientCommand keepAlive();

    /** A probe the server must answer, carrying {@code id}; also how the round trip is measured. */
    ClientCommand probe(int id);

    /** The id of the probe {@code message} answers, if it answers one. */
    OptionalInt answers(ServerMessage message);

    /** The game's own: {@code KA 0 0}, {@code PING 0 0 id} answered by {@code PONG id}. */
    static Heartbeat standard() {
        return StandardHeartbeat.INSTANCE;
    }

    /** The standard heartbeat; stateless. */
    enum StandardHeartbeat implements Heartbeat {
        INSTANCE;

        @Override
        public ClientCommand keepAlive() {
            return new KeepAlive();
        }

        @Override
        public ClientCommand probe(int id) {
            return new Ping(0, 0, id);
        }

        @Override
        public OptionalInt answers(ServerMessage message) {
            return message instanceof Pong pong ? OptionalInt.of(pong.uniqueId()) : OptionalInt.empty();
        }
    }
}
