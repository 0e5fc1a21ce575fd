package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.testserver.TranscriptServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The narrated help on the recorded old servers names only what their era can do: no talking,
 * eating, containers or family on 2015; no swapping or family on 2016; and status says no food
 * where there is none. Asked for all the same, the family is answered with what the era lacks.
 */
@Timeout(60)
@EndToEnd
class OldServersNarratedTest {
    private static CliRun narrate(TranscriptServer server, String password, String email, String typed) {
        return CliRun.of(
                Map.of("OHOL_SERVER_PASSWORD", password, "OHOL_ACCOUNT_KEY", "AAAABBBBCCCCDDDDEEEE"),
                typed,
                "play",
                "--narrate",
                "--host",
                "127.0.0.1",
                "--port",
                Integer.toString(server.port()),
                "--email",
                email);
    }

    @Test
    void the2015HelpHasNoTalkingEatingContainersOrFamily() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2015-first.cap"))) {
            CliRun run = narrate(
                    server, "", "first@example.com", "help\nhelp acting\nhelp knowing\nhelp talking\nstatus\nquit\n");
            String out = run.out();
            assertTrue(out.contains("Help topics: looking, moving, acting, knowing, pace, life."), out);
            assertTrue(out.contains("No help on talking."), out);
            assertTrue(out.contains("use on north:"), out);
            assertTrue(out.contains("status: your age and what you hold."), out);
            assertTrue(out.contains("Aged 14, empty hands"), out); // 2015 has no body heat
            assertFalse(out.contains("comfortable"), out);
            for (String lacking :
                    new String[] {"eat:", "take from", "swap", "family:", "say WORDS", "food not known"}) {
                assertFalse(out.contains(lacking), lacking + " in " + out);
            }
        }
    }

    @Test
    void the2016HelpHasTalkingEatingAndTheTopItemButNoSwapOrFamily() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-mother.cap"))) {
            CliRun run = narrate(
                    server,
                    "testPassword",
                    "mother@example.com",
                    "help\nhelp acting\nhelp knowing\nhelp talking\nfamily\nquit\n");
            String out = run.out();
            assertTrue(out.contains("Help topics: looking, moving, acting, knowing, talking, pace, life."), out);
            assertTrue(out.contains("take from west:"), out);
            assertTrue(out.contains("eat: eat what you hold"), out);
            assertTrue(out.contains("say WORDS"), out);
            assertTrue(out.contains("status: your age, food, warmth and what you hold."), out);
            assertFalse(out.contains("swap south"), out);
            assertFalse(out.contains("family: your mother's line"), out);
            assertTrue(
                    out.contains(
                            "Not done, family: the 2016 server tells no names, mothers or lines from Eve: there is no family to show"),
                    out);
        }
    }
}
