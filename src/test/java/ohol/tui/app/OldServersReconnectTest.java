package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.testserver.TranscriptServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code --reconnect} on a server that knows no RLOGIN: refused before connecting when --dialect
 * names that era; else, the era found at the greeting, the login is a new life's, and the player
 * is told so (a {@code new_life} login step), against the recorded 2016 server.
 */
@Timeout(60)
@EndToEnd
class OldServersReconnectTest {
    private static final Map<String, String> ENV =
            Map.of("OHOL_SERVER_PASSWORD", "testPassword", "OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE");

    @Test
    void reconnectWithAnOldDialectNamedIsAMistakeSaidBeforeConnecting() {
        for (String era : new String[] {"2016", "2015"}) {
            CliRun run = CliRun.of(
                    ENV,
                    "quit\n",
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    "1", // nothing listens there: the refusal comes first
                    "--email",
                    "me@example.com",
                    "--dialect",
                    era,
                    "--reconnect");
            assertEquals(2, run.code(), run.err());
            assertTrue(
                    run.err()
                            .contains("--reconnect cannot be done on the " + era + " server: it knows no RLOGIN,"
                                    + " every login there is a new life (leave --reconnect out)"),
                    run.err());
            assertTrue(!run.out().contains("\"step\":\"connecting\""), run.out());
        }
    }

    @Test
    void reconnectOnThe2016ServerFoundAtItsGreetingLogsInAnewAndSaysSo() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-mother.cap"))) {
            CliRun run = CliRun.of(
                    ENV,
                    OldLives.MOTHER,
                    "play",
                    "--headless",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(server.port()),
                    "--email",
                    "mother@example.com",
                    "--reconnect");
            assertEquals("all 8 commands as recorded", server.result(30), "a LOGIN, not an RLOGIN: " + run.err());
            assertEquals(0, run.code(), run.err());
            assertTrue(
                    run.out()
                            .contains("{\"type\":\"event\",\"event\":\"login_step\",\"step\":\"new_life\","
                                    + "\"sentence\":\"the 2016 server cannot take you back to the life you had (--reconnect):"
                                    + " it knows no RLOGIN, so this is a new life\"}"),
                    run.out());
            assertTrue(run.out().contains("\"event\":\"life_began\""), run.out());
        }
    }
}
