package ohol.tui.onelife.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ohol.tui.EndToEnd;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.Connection;
import ohol.tui.core.net.Inbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.testserver.ScriptedServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(20)
@EndToEnd
class SessionTest {
    private static final String KEY = "AAAA-BBBB-CCCC-DDDD-EEEE";
    private final BlockingQueue<NetEvent<ServerMessage>> events = new LinkedBlockingQueue<>();
    private final List<LoginStep> steps = new java.util.concurrent.CopyOnWriteArrayList<>();

    private static LoginDetails details() {
        return new LoginDetails(
                LoginDetails.DEFAULT_TAG,
                "me@example.com",
                new Secret(ScriptedServer.PASSWORD),
                new Secret(KEY),
                0,
                false,
                Optional.empty(),
                0);
    }

    private static final Connection.Settings FAST =
            new Connection.Settings(Duration.ofSeconds(2), Duration.ofMillis(300), Duration.ofMillis(400));

    private Session login(ScriptedServer server, Connection.Settings settings) throws LoginException {
        return Session.login(
                "127.0.0.1", server.port(), details(), settings, Duration.ofSeconds(5), new Inbox<>(events::add));
    }

    /** Accepts a correct login, echoes SAY as PS and answers PING with PONG, like the real server. */
    private static final ScriptedServer.Script ECHO = (command, server) -> {
        if (command.startsWith("LOGIN")) {
            server.send(ScriptedServer.loginMatches(command, KEY) ? "ACCEPTED\n#" : "REJECTED\n#");
        } else if (command.startsWith("SAY 0 0 ")) {
            server.send("PS\n11/0 " + command.substring(8) + "\n#");
        } else if (command.startsWith("PING ")) {
            server.send("PONG\n" + command.split(" ")[3] + "#");
        }
    };

    private <T extends ServerMessage> T await(Class<T> type) throws InterruptedException {
        while (true) {
            NetEvent<ServerMessage> e = events.poll(5, TimeUnit.SECONDS);
            if (e == null) {
                throw new AssertionError("no " + type.getSimpleName());
            }
            if (e instanceof NetEvent.Received<ServerMessage> r && type.isInstance(r.message())) {
                return type.cast(r.message());
            }
        }
    }

    private CloseReason awaitClosed() throws InterruptedException {
        while (true) {
            NetEvent<ServerMessage> e = events.poll(5, TimeUnit.SECONDS);
            if (e == null) {
                throw new AssertionError("connection did not close");
            }
            if (e instanceof NetEvent.Closed<ServerMessage> c) {
                return c.reason();
            }
        }
    }

    @Test
    void logsInWithUpperCaseHashesSpeaksAndMeasuresThePing() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), ECHO);
                Session session = login(server, Connection.Settings.DEFAULT)) {
            String login = server.awaitCommand(5);
            assertTrue(login.startsWith("LOGIN client_ohol_tui me@example.com "), login);
            assertTrue(ScriptedServer.loginMatches(login, KEY));
            assertEquals(" 0", login.substring(login.length() - 2), "tutorial 0 and nothing after it");
            assertEquals(ScriptedServer.CHALLENGE, session.challenge().challenge());

            session.connection().send(new Say("HELLO WORLD"));
            assertEquals(
                    "HELLO WORLD", await(PlayerSays.class).speeches().get(0).spoken());
            session.connection().ping();
            Pong pong = await(Pong.class);
            // our ping is the first, or the second when the regular probe (every 10 s) went out
            // first on a slow machine
            assertTrue(pong.uniqueId() == 1 || pong.uniqueId() == 2, "pong " + pong.uniqueId());
            assertTrue(session.connection().roundTripMillis().isPresent());
        }
    }

    @Test
    void aRejectedLoginIsOneClearLine() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), (c, s) -> s.send("REJECTED\n#"))) {
            var e = assertThrows(LoginException.class, () -> login(server, Connection.Settings.DEFAULT));
            assertTrue(e.getMessage().contains("rejected"), e.getMessage());
        }
    }

    @Test
    void noLifeTokensAndAFullServerAreReported() throws Exception {
        try (var server =
                new ScriptedServer(ScriptedServer.challenge(), (c, s) -> s.send("NO_LIFE_TOKENS\nREJECTED\n#"))) {
            var e = assertThrows(LoginException.class, () -> login(server, Connection.Settings.DEFAULT));
            assertTrue(e.getMessage().contains("life tokens"), e.getMessage());
        }
        try (var server = new ScriptedServer("SERVER_FULL\n160/160\n#", (c, s) -> {})) {
            var e = assertThrows(LoginException.class, () -> login(server, Connection.Settings.DEFAULT));
            assertTrue(e.getMessage().contains("full (160/160"), e.getMessage());
        }
        try (var server = new ScriptedServer("SHUTDOWN\n3/160\n#", (c, s) -> {})) {
            var e = assertThrows(LoginException.class, () -> login(server, Connection.Settings.DEFAULT));
            assertTrue(e.getMessage().contains("shutting down"), e.getMessage());
        }
    }

    @Test
    void aRefusedConnectionSaysSo() throws Exception {
        int port;
        try (var probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        var e = assertThrows(
                LoginException.class,
                () -> Session.login(
                        "127.0.0.1",
                        port,
                        details(),
                        Connection.Settings.DEFAULT,
                        Duration.ofSeconds(5),
                        new Inbox<>(events::add),
                        steps::add));
        assertEquals(
                "connecting to 127.0.0.1:" + port + " failed: connection refused (is the server running?)",
                e.getMessage());
        assertEquals(List.of(new LoginStep.Connecting("127.0.0.1", port)), steps);
    }

    @Test
    @SuppressWarnings("try") // the session is only held open while the steps are read
    void eachStepIsToldAsItBegins() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), ECHO);
                Session session = Session.login(
                        "127.0.0.1",
                        server.port(),
                        details(),
                        Connection.Settings.DEFAULT,
                        Duration.ofSeconds(5),
                        new Inbox<>(events::add),
                        steps::add)) {
            assertEquals(
                    List.of(
                            new LoginStep.Connecting("127.0.0.1", server.port()),
                            new LoginStep.LoggingIn("127.0.0.1", server.port(), "me@example.com"),
                            new LoginStep.WaitingToBeBorn()),
                    steps);
            assertEquals("logged in, waiting to be born", steps.get(2).words());
        }
    }

    /** A server that greets, reads the LOGIN, and resets the connection (RST, not a close). */
    @Test
    void aConnectionResetWhileLoggingInNamesThatStep() throws Exception {
        try (var listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread server = new Thread(() -> {
                try (var s = listener.accept()) {
                    s.getOutputStream().write(ScriptedServer.challenge().getBytes(StandardCharsets.US_ASCII));
                    var in = s.getInputStream();
                    for (int b; (b = in.read()) != -1 && b != '#'; ) {
                        // the LOGIN line, read whole
                    }
                    s.setSoLinger(true, 0); // close with a reset
                } catch (java.io.IOException e) {
                    // the client went first: its own error says so
                }
            });
            server.start();
            var e = assertThrows(
                    LoginException.class,
                    () -> Session.login(
                            "127.0.0.1",
                            listener.getLocalPort(),
                            details(),
                            Connection.Settings.DEFAULT,
                            Duration.ofSeconds(5),
                            new Inbox<>(events::add),
                            steps::add));
            server.join();
            assertTrue(
                    e.getMessage()
                            .startsWith("logging in failed: the connection ended before the login was accepted: "
                                    + "connection lost: "),
                    e.getMessage());
            assertTrue(e.getMessage().toLowerCase(java.util.Locale.ROOT).contains("reset"), e.getMessage());
            assertEquals(2, steps.size(), steps.toString());
            assertTrue(steps.get(1) instanceof LoginStep.LoggingIn, steps.toString());
        }
    }

    @Test
    void aServerThatNeverAcceptsTimesOut() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), (c, s) -> {})) {
            var e = assertThrows(
                    LoginException.class,
                    () -> Session.login(
                            "127.0.0.1",
                            server.port(),
                            details(),
                            Connection.Settings.DEFAULT,
                            Duration.ofMillis(500),
                            new Inbox<>(events::add)));
            assertTrue(e.getMessage().contains("did not accept the login"), e.getMessage());
        }
    }

    @Test
    void aHangUpIsReportedAsTheServerClosingTheConnection() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), ECHO);
                Session session = login(server, Connection.Settings.DEFAULT)) {
            server.hangUp();
            assertEquals(CloseReason.Kind.SERVER_CLOSED, awaitClosed().kind());
            assertTrue(!session.connection().isOpen());
        }
    }

    @Test
    @SuppressWarnings("try") // the session is only held open while the server is heard
    void aSilentServerIsProbedWithPingThenDropped() throws Exception {
        ScriptedServer.Script acceptOnly = (c, s) -> {
            if (c.startsWith("LOGIN")) {
                s.send("ACCEPTED\n#");
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), acceptOnly);
                Session session = login(server, FAST)) {
            assertTrue(server.awaitCommand(5).startsWith("LOGIN"));
            String next = server.awaitCommand(5);
            assertTrue(next.startsWith("PING 0 0 ") || next.equals("KA 0 0"), next);
            CloseReason reason = awaitClosed();
            assertEquals(CloseReason.Kind.SILENT, reason.kind(), reason.toString());
        }
    }

    @Test
    @SuppressWarnings("try") // the session is only held open while the server is heard
    void anIdleClientSendsKeepAlives() throws Exception {
        ScriptedServer.Script chatty = (c, s) -> {
            if (c.startsWith("LOGIN")) {
                s.send("ACCEPTED\n#");
            } else {
                s.send("FM\n#"); // keep the connection from looking silent
            }
        };
        try (var server = new ScriptedServer(ScriptedServer.challenge(), chatty);
                Session session = login(
                        server,
                        new Connection.Settings(
                                Duration.ofSeconds(2), Duration.ofMillis(200), Duration.ofSeconds(10)))) {
            assertTrue(server.awaitCommand(5).startsWith("LOGIN"));
            assertTrue(server.awaitCommand(5).startsWith("PING 0 0 "), "the first regular probe, never answered here");
            assertEquals("KA 0 0", server.awaitCommand(5));
            assertEquals("KA 0 0", server.awaitCommand(5));
        }
    }

    @Test
    @SuppressWarnings("try") // the session is only held open while the server is heard
    void bytesThatCannotBeFollowedCloseWithAProtocolError() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), ECHO);
                Session session = login(server, Connection.Settings.DEFAULT)) {
            server.send("MC\n32 30 0 0\n5948 999999999\n#");
            CloseReason reason = awaitClosed();
            assertEquals(CloseReason.Kind.PROTOCOL_ERROR, reason.kind());
            assertTrue(reason.toString().contains("compressed size"), reason.toString());
        }
    }

    @Test
    void aMalformedLineIsSkippedAndTheConnectionLivesOn() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), ECHO);
                Session session = login(server, Connection.Settings.DEFAULT)) {
            server.send("FX\n18 eighteen 0 0 3.75 -1 0 0\n#PONG\n9#");
            boolean skipped = false;
            while (true) {
                NetEvent<ServerMessage> e = events.poll(5, TimeUnit.SECONDS);
                assertTrue(e != null, "no PONG after the bad FX");
                if (e instanceof NetEvent.Skipped<ServerMessage> s) {
                    skipped = s.description().startsWith("FX");
                }
                // the connection's own probe (PING 1, echoed) may come back first on a slow machine
                if (e instanceof NetEvent.Received<ServerMessage> r
                        && r.message() instanceof Pong p
                        && p.uniqueId() == 9) {
                    break;
                }
            }
            assertTrue(skipped, "the bad FX was reported");
            assertTrue(session.connection().isOpen());
        }
    }

    @Test
    void aTooLongMessageIsSkippedAndTheConnectionLivesOn() throws Exception {
        try (var server = new ScriptedServer(ScriptedServer.challenge(), ECHO);
                Session session = login(server, Connection.Settings.DEFAULT)) {
            server.send("PS\n11/0 " + "A".repeat(ohol.tui.onelife.protocol.FrameDecoder.MAX_TEXT) + "\n#PONG\n9#");
            List<String> skipped = new java.util.ArrayList<>();
            while (true) {
                NetEvent<ServerMessage> e = events.poll(5, TimeUnit.SECONDS);
                assertTrue(e != null, "no PONG after the long PS");
                if (e instanceof NetEvent.Skipped<ServerMessage> s) {
                    skipped.add(s.description());
                }
                // the connection's own probe (PING 1, echoed) may come back first on a slow machine
                if (e instanceof NetEvent.Received<ServerMessage> r
                        && r.message() instanceof Pong p
                        && p.uniqueId() == 9) {
                    break;
                }
            }
            assertEquals(
                    List.of("a message longer than " + ohol.tui.onelife.protocol.FrameDecoder.MAX_TEXT
                            + " bytes was skipped"),
                    skipped);
            assertTrue(session.connection().isOpen());
        }
    }
}
