package ohol.tui.crossfire.net;

import java.util.OptionalInt;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.Heartbeat;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;

/**
 * Crossfire's wire for {@link ohol.tui.core.net.Connection}: length-prefixed frames both ways.
 * The server has no keep-alive of its own that 1.75 knows, but it echoes any {@code requestinfo}
 * it does not know as {@code replyinfo} with the same words, in every state (before login too):
 * that is both the keep-alive and the probe.
 */
public final class CrossfireWire
        implements Codec<ServerMessage, ClientCommand>, Heartbeat<ServerMessage, ClientCommand> {
    static final String PROBE = "ohol-tui-probe ";
    static final String KEEP_ALIVE = "ohol-tui-keepalive";

    @Override
    public StreamReader reader(Receiver<ServerMessage> receiver) {
        return new FrameReader(receiver);
    }

    @Override
    public byte[] encode(ClientCommand command) {
        return command.encode();
    }

    @Override
    public ClientCommand keepAlive() {
        return new ClientCommand.RequestInfo(KEEP_ALIVE);
    }

    @Override
    public ClientCommand probe(int id) {
        return new ClientCommand.RequestInfo(PROBE + id);
    }

    @Override
    public OptionalInt answers(ServerMessage message) {
        if (message instanceof ServerMessage.ReplyInfo reply && reply.text().startsWith(PROBE)) {
            try {
                return OptionalInt.of(
                        Integer.parseInt(reply.text().substring(PROBE.length()).strip()));
            } catch (NumberFormatException e) {
                return OptionalInt.empty();
            }
        }
        return OptionalInt.empty();
    }

    /** Whether {@code message} is only the echo of our keep-alive or probe. */
    public static boolean isEcho(ServerMessage message) {
        return message instanceof ServerMessage.ReplyInfo reply
                && (reply.text().startsWith(PROBE) || reply.text().startsWith(KEEP_ALIVE));
    }
}
