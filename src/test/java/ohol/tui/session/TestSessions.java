package ohol.tui.session;

import java.util.function.LongSupplier;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.net.LoginException;
import ohol.tui.net.NetEvent;

/** Sessions for tests: one already begun on a link that goes nowhere the test does not see. */
public final class TestSessions {
    private TestSessions() {}

    /** A session on {@code link}, its first life begun; feed it with {@link #hear}. */
    public static GameSession begun(ObjectCatalog catalog, LongSupplier clock, Link link) {
        GameSession session = new GameSession(new GameSession.Parts(catalog, clock), inbox -> link);
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
}
