package ohol.tui.net;

import java.nio.charset.StandardCharsets;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.server.ServerStream;

/**
 * How a {@link Connection} turns what the server sends into messages and our commands into bytes.
 * The connection itself only moves bytes and keeps time.
 */
public interface Codec {
    /** A reader for one connection's incoming bytes, delivering to {@code receiver}. */
    ServerStream reader(ServerStream.Receiver receiver);

    /** The bytes that send {@code command}. */
    byte[] encode(ClientCommand command);

    /** The game's own wire: the standard message registry, commands as their text in UTF-8. */
    static Codec standard() {
        return StandardCodec.INSTANCE;
    }

    /** The standard codec; stateless. */
    enum StandardCodec implements Codec {
        INSTANCE;

        @Override
        public ServerStream reader(ServerStream.Receiver receiver) {
            return ServerStream.standard(receiver);
        }

        @Override
        public byte[] encode(ClientCommand command) {
            return command.toWire().getBytes(StandardCharsets.UTF_8);
        }
    }
}
