package ohol.tui.onelife.practice;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.Session;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.Link;
import ohol.tui.onelife.session.News;

/** Sessions that log in to a practice server over a real socket, as the {@code practice} command's do. */
public final class PracticeLogins {
    private PracticeLogins() {}

    /** A session of {@code parts} that logs in to {@code server} as {@code email} (password {@code password}). */
    public static GameSession session(
            PracticeServer server, String email, String password, GameSession.Parts parts, Consumer<News> mailbox) {
        LoginDetails details = new LoginDetails(
                LoginDetails.DEFAULT_TAG,
                email,
                new Secret(password),
                new Secret("KEY"),
                0,
                false,
                Optional.empty(),
                0);
        return new GameSession(
                parts,
                inbox -> Link.of(Session.login(
                                server.host(),
                                server.port(),
                                details,
                                Connection.Settings.DEFAULT,
                                Duration.ofSeconds(10),
                                new Inbox<>(inbox))
                        .connection()),
                mailbox);
    }

    /** As {@link #session(PracticeServer, String, String, GameSession.Parts, Consumer)}, knowing the built-in objects. */
    public static GameSession session(PracticeServer server, String email, String password, Consumer<News> mailbox) {
        return session(
                server,
                email,
                password,
                new GameSession.Parts(PracticeObjects.builtIn().asCatalog(), System::nanoTime),
                mailbox);
    }
}
