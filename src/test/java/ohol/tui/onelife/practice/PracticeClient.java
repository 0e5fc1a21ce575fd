package ohol.tui.onelife.practice;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ohol.tui.core.loop.Inbound;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.net.Secret;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.net.LoginDetails;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.net.Session;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.Link;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.WorldSnapshot;

/** The real client's session (connection, world, actions) driven from a test thread. */
final class PracticeClient implements AutoCloseable {
    Session session;
    final GameSession game;
    /** Where the connection posts what it heard; a screen on this client reads it too. */
    final Mailbox<News, ScreenInput> mailbox = new Mailbox<>();

    final List<ServerMessage> received = new ArrayList<>();
    final List<SessionEvent> events = new ArrayList<>();
    boolean closed;

    PracticeClient(PracticeServer server, String password, String email, boolean reconnect) throws LoginException {
        this(server, password, email, reconnect, catalog());
    }

    PracticeClient(PracticeServer server, String password, String email, boolean reconnect, ObjectCatalog catalog)
            throws LoginException {
        LoginDetails details = new LoginDetails(
                LoginDetails.DEFAULT_TAG,
                email,
                new Secret(password),
                new Secret("KEY"),
                0,
                reconnect,
                Optional.empty(),
                0);
        game = new GameSession(
                new GameSession.Parts(catalog, System::nanoTime),
                inbox -> {
                    session = Session.login(
                            server.host(),
                            server.port(),
                            details,
                            Connection.Settings.DEFAULT,
                            Duration.ofSeconds(5),
                            new Inbox<>(inbox));
                    return Link.of(session.connection());
                },
                mailbox::news);
        game.begin();
    }

    static ObjectCatalog catalog() {
        return PracticeObjects.builtIn().asCatalog();
    }

    /** Performs a line of actions; a refusal fails the test. */
    void perform(String line) {
        ActionSyntax.parseLine(line).forEach(a -> {
            game.perform(a);
            for (SessionEvent e : take()) {
                if (e instanceof SessionEvent.Refused r) {
                    throw new AssertionError(line + ": " + r.reason());
                }
            }
        });
    }

    private List<SessionEvent> take() {
        List<SessionEvent> now = game.takeEvents();
        for (SessionEvent e : now) {
            events.add(e);
            if (e instanceof SessionEvent.Received r) {
                received.add(r.message());
            } else if (e instanceof SessionEvent.Closed) {
                closed = true;
            }
        }
        return now;
    }

    /** Pumps what the server sent until the world satisfies {@code condition}. */
    WorldSnapshot await(String what, Predicate<WorldSnapshot> condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            WorldSnapshot now = game.snapshot();
            if (condition.test(now)) {
                return now;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("timed out waiting for " + what + "; received "
                        + received.stream().map(ServerMessage::tag).toList());
            }
            Optional<Inbound<News, ScreenInput>> in = mailbox.next(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)));
            if (in.isPresent() && in.get() instanceof Inbound.News<News, ScreenInput> news) {
                game.take(news.news());
            }
            game.runDue();
            take();
        }
    }

    /** Sends a command as it is, not through the controller (which may refuse or reshape it). */
    void sendRaw(ohol.tui.onelife.protocol.client.ClientCommand c) {
        session.connection().send(c);
    }

    /** How many messages have come so far: a mark to look for answers after. */
    int mark() {
        return received.size();
    }

    /** The messages that came after {@code mark}. */
    List<ServerMessage> since(int mark) {
        return List.copyOf(received.subList(mark, received.size()));
    }

    /**
     * Waits for the PU about us that the server sends for every action after {@code mark},
     * done or refused, and returns the world then.
     */
    WorldSnapshot awaitAnswer(int mark, int ourId) throws InterruptedException {
        return await("the server's PU answer", w -> received.subList(mark, received.size()).stream()
                .anyMatch(m -> m instanceof ohol.tui.onelife.protocol.server.PlayerUpdate pu
                        && pu.players().stream()
                                .anyMatch(l -> l instanceof ohol.tui.onelife.protocol.server.PlayerState st
                                        && st.playerId() == ourId)));
    }

    @Override
    public void close() {
        game.quit(Duration.ZERO);
        if (session != null) {
            session.close();
        }
    }
}
