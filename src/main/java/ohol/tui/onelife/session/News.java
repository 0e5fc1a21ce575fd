package ohol.tui.onelife.session;

import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.protocol.server.ServerMessage;

/** What reaches a {@link GameSession} from other threads, through the loop's mailbox. */
public sealed interface News {
    /** About what holding this news costs, in bytes: what the mailbox counts (a message's size as read). */
    default int bytes() {
        return this instanceof Net net ? net.event().bytes() : 0;
    }

    /** From a connection's reader thread; {@code life} tells which life's connection it came from. */
    record Net(int life, NetEvent<ServerMessage> event) implements News {}

    /**
     * All the game data says is now known (its transitions were read after the first frame): the
     * queries that waited for it can be answered, and the screen can show what it adds. Posted only
     * when there is something to show or a query waits.
     */
    record Learned() implements News {}
}
