package ohol.tui.onelife.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import ohol.tui.EndToEnd;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.Codec;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.ConnectionListener;
import ohol.tui.onelife.dialect.Wire;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Whatever kills one of a connection's threads (out of memory, a stack overflow, any error) ends
 * the connection honestly: the listener hears why, both threads stop, and the server sees the
 * connection close instead of keep-alives from a client that no longer reads.
 */
@Timeout(30)
@EndToEnd
class ConnectionFailureTest {
    /** Keep-alives every 100 ms: a writer that outlived its reader would keep sending them. */
    private static final Connection.Settings QUICK_KEEP_ALIVE =
            new Connection.Settings(Duration.ofSeconds(2), Duration.ofMillis(100), Duration.ofSeconds(10));

    private final BlockingQueue<CloseReason> closes = new LinkedBlockingQueue<>();

    /** A listener that throws {@code fatal} at the first message, as a reader running out of memory would. */
    private ConnectionListener<ServerMessage, ClientCommand> dyingAtFirstMessage(Supplier<Throwable> fatal) {
        return new ConnectionListener<>() {
            @Override
            public void onMessage(ServerMessage message) {
                Throwable t = fatal.get();
                if (t instanceof Error e) {
                    throw e;
                }
                throw (RuntimeException) t;
            }

            @Override
            public void onProblem(String description) {}

            @Override
            public void onClosed(CloseReason reason) {
                closes.add(reason);
            }
        };
    }

    private CloseReason awaitClose() throws InterruptedException {
        CloseReason reason = closes.poll(10, TimeUnit.SECONDS);
        if (reason == null) {
            throw new AssertionError("the listener never heard that the connection closed");
        }
        return reason;
    }

    private void assertEndsHonestly(Connection<ServerMessage, ClientCommand> connection, ScriptedServer server)
            throws InterruptedException {
        assertTrue(connection.awaitThreadsEnded(Duration.ofSeconds(10)), "both threads end");
        assertFalse(connection.isOpen());
        assertTrue(server.awaitEndOfStream(10), "the server sees the connection close: no keep-alive follows");
        assertTrue(closes.isEmpty(), "onClosed is heard once: " + closes);
    }

    @Test
    void aReaderKilledByAnErrorClosesTheConnectionWithItsReason() throws Exception {
        record Case(Supplier<Throwable> fatal, String says) {}
        for (Case c : List.of(
                new Case(
                        () -> new OutOfMemoryError("Java heap space"),
                        "the client stopped: it ran out of memory while reading from the server"),
                new Case(
                        StackOverflowError::new,
                        "the client stopped: it ran out of stack while reading from the server"),
                new Case(
                        () -> new LinkageError("injected"),
                        "the client stopped: an internal error while reading from the server"),
                new Case(
                        () -> new IllegalStateException("injected"),
                        "the client stopped: an internal error while reading from the server"))) {
            try (var server = new ScriptedServer(ScriptedServer.challenge(), (command, s) -> {})) {
                Connection<ServerMessage, ClientCommand> connection = Connection.open(
                        "127.0.0.1",
                        server.port(),
                        QUICK_KEEP_ALIVE,
                        Wire.codec(),
                        Wire.heartbeat(),
                        dyingAtFirstMessage(c.fatal()));
                CloseReason reason = awaitClose();
                assertEquals(CloseReason.Kind.INTERNAL_ERROR, reason.kind());
                assertEquals(c.says(), reason.toString());
                assertEndsHonestly(connection, server);
            }
        }
    }

    @Test
    void aWriterKilledByAnErrorClosesTheConnectionWithItsReason() throws Exception {
        Codec<ServerMessage, ClientCommand> failingToSay = new Codec<>() {
            @Override
            public Codec.StreamReader reader(Codec.Receiver<ServerMessage> receiver) {
                return Wire.codec().reader(receiver);
            }

            @Override
            public byte[] encode(ClientCommand command) {
                if (command instanceof Say) {
                    throw new OutOfMemoryError("injected");
                }
                return Wire.codec().encode(command);
            }
        };
        ConnectionListener<ServerMessage, ClientCommand> listening = new ConnectionListener<>() {
            @Override
            public void onMessage(ServerMessage message) {}

            @Override
            public void onProblem(String description) {}

            @Override
            public void onClosed(CloseReason reason) {
                closes.add(reason);
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), (command, s) -> {})) {
            Connection<ServerMessage, ClientCommand> connection = Connection.open(
                    "127.0.0.1", server.port(), QUICK_KEEP_ALIVE, failingToSay, Wire.heartbeat(), listening);
            assertEquals("KA 0 0", server.awaitCommand(5), "keep-alives flow while all is well");
            connection.send(new Say("HELLO"));
            CloseReason reason = awaitClose();
            assertEquals(CloseReason.Kind.INTERNAL_ERROR, reason.kind());
            assertEquals("the client stopped: it ran out of memory while sending to the server", reason.toString());
            assertEndsHonestly(connection, server);
        }
    }
}
