package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import ohol.tui.EndToEnd;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.onelife.dialect.OneLifeData2Folder;
import ohol.tui.testserver.TranscriptServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The headless client plays the recorded 2016 and 2015 servers: a server replays each transcript
 * and takes nothing but the very bytes the recorded client sent, so the client, finding the
 * dialect from the greeting, must log in, walk, pick up, drop, speak and pick up a baby in that
 * era's verbs, and send nothing else (no KA, no PING, no FORCE).
 */
@Timeout(60)
@EndToEnd
class OldServersHeadlessTest {
    private static CliRun play(
            TranscriptServer server, String password, String key, String email, String script, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "play",
                "--headless",
                "--host",
                "127.0.0.1",
                "--port",
                Integer.toString(server.port()),
                "--email",
                email));
        args.addAll(List.of(more));
        return CliRun.of(
                Map.of("OHOL_SERVER_PASSWORD", password, "OHOL_ACCOUNT_KEY", key), script, args.toArray(String[]::new));
    }

    @TempDir
    static Path temp;

    /** A few objects written in OneLifeData2's format ({@link OneLifeData2Folder}). */
    static String oneLifeData2() {
        return OneLifeData2Folder.write(temp).toString();
    }

    @Test
    void the2016MotherNamesWhatSheHoldsFromOneLifeData2() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-mother.cap"))) {
            CliRun run = play(
                    server,
                    "testPassword",
                    "AAAABBBBCCCCDDDDEEEE",
                    "mother@example.com",
                    String.join(
                            "\n",
                            "move -2 0",
                            "wait 0.5",
                            "use -1 0",
                            "wait 0.5",
                            "look 0 0",
                            "drop 0 1",
                            "wait 0.5",
                            "say HELLO BABY",
                            "wait 1",
                            "move 1 0",
                            "wait 0.5",
                            "baby -1 0",
                            "wait 0.5",
                            "say GOT YOU",
                            "wait 2",
                            "quit",
                            ""),
                    "--data",
                    oneLifeData2());
            assertEquals("all 8 commands as recorded", server.result(30), run.err());
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("\"change\":\"You took a Rock\""), run.out());
            assertTrue(run.out().contains("\"sex\":\"female\""), "object 32 is a woman: " + run.out());
        }
    }

    @Test
    void the2016MotherLogsInWalksPicksUpDropsSaysAndPicksUpHerBaby() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-mother.cap"))) {
            CliRun run = play(
                    server,
                    "testPassword",
                    "AAAABBBBCCCCDDDDEEEE",
                    "mother@example.com",
                    "emote 2\nping\n" + OldLives.MOTHER);
            assertEquals("all 8 commands as recorded", server.result(30), run.err());
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("\"reason\":\"the 2016 server has no emotes: not sent"), run.out());
            assertTrue(run.out().contains("\"reason\":\"the 2016 server has no PING: not sent"), run.out());
            assertTrue(run.out().contains("\"event\":\"picked_up\""), run.out());
            assertTrue(run.out().contains("\"text\":\"M\""), run.out());
            // what went out is the era's own text: no @seq, a baby picked up with USE, DROP without a slot
            assertTrue(
                    run.out().contains("\"command\":\"MOVE 0 0 @2 -1 0 -2 0#\",\"wire\":\"MOVE 0 0 -1 0 -2 0#\""),
                    run.out());
            assertTrue(run.out().contains("\"command\":\"BABY -2 0#\",\"wire\":\"USE -2 0#\""), run.out());
            assertTrue(run.out().contains("\"command\":\"DROP -2 1 -1#\",\"wire\":\"DROP -2 1#\""), run.out());
        }
    }

    @Test
    void the2016BabyIsBornAndSpeaks() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-baby.cap"))) {
            CliRun run = play(
                    server, "testPassword", "ZZZZYYYYXXXXWWWW", "baby@example.com", "wait 3\nsay M\nwait 2\nquit\n");
            assertEquals("all 2 commands as recorded", server.result(30), run.err());
            assertTrue(run.out().contains("\"event\":\"picked_up\""), run.out());
        }
    }

    @Test
    void the2016ServerRefusesAWrongPassword() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2016-refused.cap"))) {
            CliRun run = play(server, "wrongPassword", "AAAABBBBCCCCDDDDEEEE", "refused@example.com", "quit\n");
            assertEquals("all 1 commands as recorded", server.result(30));
            assertEquals(1, run.code());
            assertTrue(run.err().contains("rejected the login"), run.err());
        }
    }

    @Test
    void the2015PlayerGetsTheMapWalksGrabsUsesDropsAndSeesAnother() throws Exception {
        try (TranscriptServer server = new TranscriptServer(OldTranscripts.chunks("2015-first.cap"))) {
            CliRun run = play(
                    server,
                    "",
                    "AAAABBBBCCCCDDDDEEEE",
                    "first@example.com",
                    String.join(
                            "\n",
                            "say HELLO",
                            "baby 1 0",
                            "move -1 0",
                            "wait 0.5",
                            "use -1 0",
                            "wait 0.5",
                            "use 1 0",
                            "wait 0.5",
                            "use 1 0",
                            "wait 0.5",
                            "drop 0 1",
                            "wait 3",
                            "quit",
                            ""));
            assertEquals("all 5 commands as recorded", server.result(30), run.err());
            assertEquals(0, run.code(), run.err());
            assertTrue(run.out().contains("\"reason\":\"the 2015 server has no speech: not sent\""), run.out());
            assertTrue(run.out().contains("\"reason\":\"the 2015 server has no babies: not sent\""), run.out());
            assertTrue(run.out().contains("\"playerId\":1,"), "the second player is seen");
            // an empty-handed use went out as GRAB, the one holding the Stone as USE
            assertTrue(
                    run.out().contains("\"action\":\"use -1 0\",\"command\":\"USE -2 0#\",\"wire\":\"GRAB -2 0#\""),
                    run.out());
            assertTrue(run.out().contains("\"command\":\"USE 0 0#\",\"wire\":\"USE 0 0#\""), run.out());
            assertTrue(run.out().contains("\"command\":\"USE 0 0#\",\"wire\":\"GRAB 0 0#\""), run.out());
        }
    }
}
