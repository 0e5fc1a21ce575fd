package ohol.tui.session;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.TestMaps;
import ohol.tui.core.net.NetEvent;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.net.LoginException;
import ohol.tui.protocol.server.ServerMessage;

/** Sessions for tests: one already begun on a link that goes nowhere the test does not see. */
public final class TestSessions {
    private TestSessions() {}

    /** A session on {@code link}, its first life begun; feed it with {@link #hear}. */
    public static GameSession begun(ObjectCatalog catalog, LongSupplier clock, Link link) {
        return begun(new GameSession.Parts(catalog, clock), link);
    }

    /** A session made of {@code parts} (the game's transitions, say) on {@code link}, its first life begun. */
    public static GameSession begun(GameSession.Parts parts, Link link) {
        GameSession session = new GameSession(parts, inbox -> link);
        try {
            session.begin();
        } catch (LoginException e) {
            throw new AssertionError(e);
        }
        return session;
    }

    /** Posts what a connection would have heard, for the session's current life. */
    public static void hear(GameSession session, NetEvent event) {
        session.post(new Inbound.Net(session.lives(), event));
    }

    /** Takes what the connection posted, as the front-end takes it between frames. */
    public static void takeNet(GameSession session) throws InterruptedException {
        for (Optional<Inbound> in; (in = session.next(0)).isPresent(); ) {
            session.onNet((Inbound.Net) in.get());
        }
    }

    /** Posts what the server wrote and takes it at once. */
    public static void heardNow(GameSession session, String text) throws InterruptedException {
        hear(session, text);
        takeNet(session);
    }

    /** Our first PU (player 11, still at 0,0) at {@code age}, 60 s a year, as the real server writes it, and FM. */
    public static String ourPu(String age) {
        return "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 " + age + " 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
    }

    /** Posts each message of what the server wrote ({@code text}), as the connection's reader would. */
    public static void hear(GameSession session, String text) {
        for (ServerMessage m : TestMaps.decode(text.getBytes(StandardCharsets.US_ASCII))) {
            hear(session, new NetEvent.Received(m));
        }
    }
}
