package ohol.tui.onelife.session;

import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ohol.tui.TestMaps;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.server.ServerMessage;

/** Sessions for tests: one already begun on a link that goes nowhere the test does not see. */
public final class TestSessions {
    private TestSessions() {}

    /** A session on {@code link}, its first life begun; feed it with {@link #hear}. */
    public static GameSession begun(ObjectCatalog catalog, LongSupplier clock, Link link) {
        return begun(new GameSession.Parts(catalog, clock), link);
    }

    /** A session made of {@code parts} (the game's transitions, say) on {@code link}, its first life begun. */
    public static GameSession begun(GameSession.Parts parts, Link link) {
        return begun(parts, link, news -> {});
    }

    /** As {@link #begun(GameSession.Parts, Link)}, its news (the knowledge learned) posted to {@code mailbox}. */
    public static GameSession begun(GameSession.Parts parts, Link link, Consumer<News> mailbox) {
        GameSession session = new GameSession(parts, inbox -> link, mailbox);
        try {
            session.begin();
        } catch (LoginException e) {
            throw new AssertionError(e);
        }
        return session;
    }

    /** What a connection would have heard, for the session's current life, taken as the loop takes it. */
    public static void hear(GameSession session, NetEvent<ServerMessage> event) {
        session.take(new News.Net(session.lives(), event));
    }

    /** What the server wrote, taken at once. */
    public static void heardNow(GameSession session, String text) {
        hear(session, text);
    }

    /** Our first PU (player 11, still at 0,0) at {@code age}, 60 s a year, as the real server writes it, and FM. */
    public static String ourPu(String age) {
        return "PU\n11 2404 0 0 0 0 0 0 0 0 -1 0.50 1 0 0 0 " + age + " 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
    }

    /** Posts each message of what the server wrote ({@code text}), as the connection's reader would. */
    public static void hear(GameSession session, String text) {
        for (ServerMessage m : TestMaps.decode(text.getBytes(StandardCharsets.US_ASCII))) {
            hear(session, new NetEvent.Received<>(m));
        }
    }
}
