package ohol.tui.onelife.net;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.net.Secret;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A hostile server that begins a message and never ends it, one byte at a time, quicker than the
 * silence that would close the connection: the connection stays open, and the ping it sends goes
 * unanswered, which it says as soon as the ping is late.
 */
@Timeout(20)
@EndToEnd
class StalledMessageTest {
    private static final String KEY = "AAAA-BBBB-CCCC-DDDD-EEEE";
    /** A probe every 200 ms, late after 500 ms; silent after 1 s (the trickle comes every 100 ms). */
    private static final Connection.Settings QUICK = new Connection.Settings(
            Duration.ofSeconds(2),
            Duration.ofSeconds(10),
            Duration.ofSeconds(1),
            Duration.ofMillis(200),
            Duration.ofMillis(500));

    @Test
    void aMessageThatNeverEndsLeavesAPingUnansweredAndSaysSo() throws Exception {
        AtomicBoolean trickling = new AtomicBoolean(true);
        ScriptedServer.Script stall = (command, server) -> {
            if (command.startsWith("LOGIN")) {
                server.send("ACCEPTED\n#PS\n11/0 A");
                Thread trickle = new Thread(() -> {
                    while (trickling.get()) {
                        server.send("A");
                        try {
                            Thread.sleep(100);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                });
                trickle.setDaemon(true);
                trickle.start();
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), stall);
                Session session = Session.login(
                        "127.0.0.1",
                        server.port(),
                        new LoginDetails(
                                LoginDetails.DEFAULT_TAG,
                                "me@example.com",
                                new Secret(ScriptedServer.PASSWORD),
                                new Secret(KEY),
                                0,
                                false,
                                Optional.empty(),
                                0),
                        QUICK,
                        Duration.ofSeconds(5),
                        new Inbox<>(e -> {}))) {
            assertTrue(server.awaitCommand(5).startsWith("LOGIN"));
            assertTrue(server.awaitCommand(5).startsWith("PING 0 0 "), "a probe follows the login");
            OptionalLong late = Await.until(
                    Duration.ofSeconds(5),
                    () -> session.connection().unansweredPingMillis(),
                    OptionalLong::isPresent,
                    l -> "the late ping is said");
            assertTrue(late.getAsLong() >= 500, "late after 500 ms: " + late);
            Thread.sleep(1500); // real time the test is about: longer than the silence that would close a quiet link
            assertTrue(session.connection().isOpen(), "the trickle keeps the connection open");
            assertTrue(session.connection().unansweredPingMillis().getAsLong() >= 2000);
        } finally {
            trickling.set(false);
        }
    }
}
