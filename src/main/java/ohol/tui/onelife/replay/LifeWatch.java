package ohol.tui.onelife.replay;

import java.util.Optional;
import ohol.tui.core.net.CloseReason;
import ohol.tui.onelife.protocol.server.Rejected;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.session.SessionEvent;

/**
 * Whether a replayed recording put a player in the world, and when it did not, why in one line:
 * a replay that shows no life must say so, not end as if all were well.
 */
final class LifeWatch {
    private boolean began;
    private boolean refused;
    private Optional<CloseReason> closed = Optional.empty();

    /** What the replayed session reported: a life began. */
    void heard(SessionEvent event) {
        if (event instanceof SessionEvent.LifeBegan) {
            began = true;
        }
    }

    /**
     * A message read from the recording, taken or not (a failed login's are never taken: the
     * live session had none to take them).
     */
    void read(ServerMessage message) {
        if (message instanceof Rejected) {
            refused = true;
        }
    }

    void closed(CloseReason reason) {
        closed = Optional.of(reason);
    }

    boolean began() {
        return began;
    }

    /** Why no life began in what was heard; empty once one did. {@code connections}: how many the recording opened. */
    Optional<String> noLife(int connections) {
        if (began) {
            return Optional.empty();
        }
        String why;
        if (connections == 0) {
            why = "it holds no connection to a server";
        } else if (refused) {
            why = "the server refused the login (REJECTED)";
        } else if (closed.isPresent() && closed.get().kind() != CloseReason.Kind.LOCAL) {
            why = "the connection ended before the server put the player in the world (" + closed.get() + ")";
        } else {
            why = "the server never put the player in the world";
        }
        return Optional.of("no life began in this recording: " + why);
    }
}
