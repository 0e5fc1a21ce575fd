package ohol.tui.practice;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.ActionParser;
import ohol.tui.input.GameController;
import ohol.tui.net.Connection;
import ohol.tui.net.Inbox;
import ohol.tui.net.LoginDetails;
import ohol.tui.net.LoginException;
import ohol.tui.net.NetEvent;
import ohol.tui.net.Secret;
import ohol.tui.net.Session;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.world.World;
import ohol.tui.world.WorldSnapshot;

/** The real client's classes (connection, world, controller) driven from a test thread. */
final class PracticeClient implements AutoCloseable {
    final Session session;
    final GameController game;
    final List<ServerMessage> received = new ArrayList<>();
    private final BlockingQueue<NetEvent> inbox = new LinkedBlockingQueue<>();
    boolean closed;

    PracticeClient(PracticeServer server, String password, String email, boolean reconnect) throws LoginException {
        LoginDetails details = new LoginDetails(LoginDetails.DEFAULT_TAG, email, new Secret(password), new Secret("KEY"),
                0, reconnect, Optional.empty(), 0);
        session = Session.login(server.host(), server.port(), details, Connection.Settings.DEFAULT,
                Duration.ofSeconds(5), new Inbox(inbox::add));
        game = new GameController(new World(System::nanoTime), PracticeObjects.builtIn().asCatalog(),
                session.connection()::send, session.connection()::ping, t -> Optional.empty());
    }

    static ObjectCatalog catalog() {
        return PracticeObjects.builtIn().asCatalog();
    }

    void perform(String line) {
        ActionParser.parseLine(line).forEach(a -> {
            var outcome = game.perform(a);
            if (outcome instanceof GameController.Outcome.Failed f) {
                throw new AssertionError(line + ": " + f.message());
            }
        });
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
                throw new AssertionError("timed out waiting for " + what + "; received " + received.stream().map(ServerMessage::tag).toList());
            }
            NetEvent e = inbox.poll(Math.min(left, TimeUnit.MILLISECONDS.toNanos(50)), TimeUnit.NANOSECONDS);
            if (e instanceof NetEvent.Received r) {
                received.add(r.message());
                game.onMessage(r.message());
            } else if (e instanceof NetEvent.Closed) {
                closed = true;
            }
        }
    }

    /** Sends a command as it is, not through the controller (which may refuse or reshape it). */
    void sendRaw(ohol.tui.protocol.client.ClientCommand c) {
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
                .anyMatch(m -> m instanceof ohol.tui.protocol.server.PlayerUpdate pu && pu.players().stream()
                        .anyMatch(l -> l instanceof ohol.tui.protocol.server.PlayerState st && st.playerId() == ourId)));
    }

    @Override
    public void close() {
        session.close();
    }
}
