package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.testserver.ScriptedServer;
import ohol.tui.testserver.TranscriptServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A --dialect the server does not speak ends the login as soon as the greeting is read, with one
 * line saying what was expected and what came, and status 5 (not the login timeout's 1, 30 s
 * later). Over real sockets: today's greeting, and the recorded 2016 and 2015 servers.
 */
@Timeout(25) // under the 30 s login timeout: an early end is the only way to pass
@EndToEnd
class WrongDialectTest {
    private static CliRun play(int port, String dialect, String email) {
        return CliRun.of(
                Map.of("OHOL_SERVER_PASSWORD", "testPassword", "OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE"),
                "quit\n",
                "play",
                "--headless",
                "--host",
                "127.0.0.1",
                "--port",
                Integer.toString(port),
                "--email",
                email,
                "--dialect",
                dialect);
    }

    /** Greets in today's protocol, then reads until the client goes; what it read is kept. */
    private static final class TodaysGreeting implements AutoCloseable {
        final ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        final StringBuilder heard = new StringBuilder();
        final Thread thread = new Thread(this::serve, "todays-greeting");

        TodaysGreeting() throws IOException {
            thread.setDaemon(true);
            thread.start();
        }

        private void serve() {
            try (Socket s = listener.accept()) {
                s.getOutputStream().write(ScriptedServer.challenge().getBytes(StandardCharsets.US_ASCII));
                InputStream in = s.getInputStream();
                for (int b; (b = in.read()) != -1; ) {
                    synchronized (heard) {
                        heard.append((char) b);
                    }
                }
            } catch (IOException e) {
                // the client went
            }
        }

        @Override
        public void close() throws IOException {
            listener.close();
        }
    }

    @Test
    void the2015DialectAgainstTodaysServerEndsAtTheGreetingAndSendsNothing() throws Exception {
        try (TodaysGreeting server = new TodaysGreeting()) {
            CliRun run = play(server.listener.getLocalPort(), "2015", "me@example.com");
            assertEquals(5, run.code(), run.err());
            assertTrue(
                    run.err()
                            .contains("ohol-tui: the server does not speak the 2015 protocol named by --dialect: it"
                                    + " expected a map (MC) at once, as the 2015 server sends, the greeting was an SN of"
                                    + " several lines, as today's server sends (use --dialect current"),
                    run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.out().contains("\"event\":\"login_failed\""), run.out());
            server.thread.join(5_000);
            synchronized (server.heard) {
                assertEquals("", server.heard.toString(), "nothing sent to a server of another protocol");
            }
        }
    }

    @Test
    void theCurrentDialectAgainstThe2016ServerEndsAtItsGreeting() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-mother.cap"))) {
            CliRun run = play(server.port(), "current", "mother@example.com");
            assertEquals(5, run.code(), run.err());
            assertTrue(
                    run.err()
                            .contains(
                                    "the greeting was an SN of one line, as the 2016 server sends (use --dialect 2016"),
                    run.err());
        }
    }

    @Test
    void the2016DialectAgainstThe2015ServerEndsAtItsFirstMap() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2015-first.cap"))) {
            CliRun run = play(server.port(), "2016", "first@example.com");
            assertEquals(5, run.code(), run.err());
            assertTrue(
                    run.err()
                            .contains("expected an SN of one line, as the 2016 server sends, the greeting was a map"
                                    + " (MC) at once, as the 2015 server sends (use --dialect 2015"),
                    run.err());
        }
    }

    @Test
    void theRightDialectNamedStillPlays() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-refused.cap"))) {
            CliRun run = CliRun.of(
                    Map.of("OHOL_SERVER_PASSWORD", "wrongPassword", "OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE"),
                    "quit\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(server.port()),
                    "--email",
                    "refused@example.com",
                    "--dialect",
                    "2016");
            assertEquals("all 1 commands as recorded", server.result(20));
            assertEquals(1, run.code(), run.err());
            assertTrue(run.err().contains("rejected the login"), run.err());
        }
    }
}
