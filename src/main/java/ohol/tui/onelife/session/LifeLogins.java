package ohol.tui.onelife.session;

import java.util.function.Consumer;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The logins of one client run: the first as the player asked ({@code RLOGIN} with
 * {@code --reconnect}), every later one a new life with {@code LOGIN}. A reconnect goes back to
 * the life that was; after its death there is none to go back to, and the server answers a
 * second {@code RLOGIN} by closing the connection.
 *
 * <p>Thread safety: confined to the session's thread, which logs in.
 */
public final class LifeLogins implements Connector {
    /** Logs in with the details given. */
    @FunctionalInterface
    public interface Door {
        Link open(LoginDetails login, Consumer<NetEvent<ServerMessage>> inbox) throws LoginException;
    }

    private final Door door;
    private LoginDetails next;

    public LifeLogins(LoginDetails first, Door door) {
        this.next = first;
        this.door = door;
    }

    @Override
    public Link connect(Consumer<NetEvent<ServerMessage>> inbox) throws LoginException {
        LoginDetails now = next;
        next = now.anew();
        return door.open(now, inbox);
    }
}
