package ohol.tui.onelife.dialect;

import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.Heartbeat;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.KeepAlive;
import ohol.tui.onelife.protocol.client.Ping;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;

/** One Hour One Life's wire, as the game-neutral connection is given it: its codec and its heartbeat. */
public final class Wire {
    private Wire() {}

    /** The standard message registry; commands as their text in UTF-8. */
    public static Codec<ServerMessage, ClientCommand> codec() {
        return StandardCodec.INSTANCE;
    }

    /** The standard message registry's reader: {@link #codec()}'s, with what it holds of a message begun. */
    public static ServerStream reader(Codec.Receiver<ServerMessage> receiver) {
        return StandardCodec.INSTANCE.reader(receiver);
    }

    /** {@code KA 0 0}, {@code PING 0 0 id} answered by {@code PONG id}. */
    public static Heartbeat<ServerMessage, ClientCommand> heartbeat() {
        return StandardHeartbeat.INSTANCE;
    }

    private enum StandardCodec implements Codec<ServerMessage, ClientCommand> {
        INSTANCE;

        @Override
        public ServerStream reader(Codec.Receiver<ServerMessage> receiver) {
            return ServerStream.standard(new ServerStream.Receiver() {
                @Override
                public void message(ServerMessage message) {
                    receiver.message(message);
                }

                @Override
                public void message(ServerMessage message, int bytes) {
                    receiver.message(message, bytes);
                }

                @Override
                public void problem(String description) {
                    receiver.problem(description);
                }
            });
        }

        @Override
        public byte[] encode(ClientCommand command) {
            return command.toWire().getBytes(StandardCharsets.UTF_8);
        }
    }

    private enum StandardHeartbeat implements Heartbeat<ServerMessage, ClientCommand> {
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
