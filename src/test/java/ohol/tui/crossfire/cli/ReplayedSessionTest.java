package ohol.tui.crossfire.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.JsonNames;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.CrossfireCaptures;
import ohol.tui.crossfire.ReplayServer;
import org.junit.jupiter.api.Test;

/**
 * A whole session, headless, over a real socket: the server's side of a capture of the real
 * server is replayed, each answer after the command it answers, and the client must log in,
 * create the character, walk, drop and pick up, apply and say as the recorded client did.
 */
@EndToEnd
class ReplayedSessionTest {
    private static List<JsonObject> run(
            String capture, String name, String script, ExitCode expected, List<byte[]> sentOut) throws Exception {
        try (var server = new ReplayServer(capture)) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            var settings = new CrossfireClient.Settings(
                    "127.0.0.1",
                    server.port(),
                    name,
                    new Secret("secretpass"),
                    true,
                    Optional.empty(),
                    Optional.empty(),
                    Optional.empty());
            ExitCode code = new CrossfireClient(
                            settings,
                            new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                            new PrintWriter(out),
                            new PrintWriter(err))
                    .run();
            assertEquals(expected, code, err.toString());
            sentOut.addAll(server.received());
            return out.toString()
                    .lines()
                    .map(l -> JsonParser.parseString(l).getAsJsonObject())
                    .toList();
        }
    }

    private static List<JsonObject> events(List<JsonObject> lines, String event) {
        return lines.stream()
                .filter(l -> l.get("event").getAsString().equals(event))
                .toList();
    }

    private static List<String> field(List<JsonObject> lines, String field) {
        return lines.stream()
                .filter(l -> l.has(field))
                .map(l -> l.get(field).getAsString())
                .toList();
    }

    @Test
    void aNewCharacterWalksDropsPicksUpAppliesAndSpeaks() throws Exception {
        String script = String.join(
                        "\n",
                        "move east",
                        "east",
                        "move south",
                        "move west",
                        "wait 0.3",
                        "drop coin",
                        "wait 0.5",
                        "pickup coin",
                        "wait 0.5",
                        "apply coin",
                        "wait 0.5",
                        "say hello from the capture",
                        "wait 0.5",
                        "say " + "A".repeat(ohol.tui.core.script.ScriptLines.MAX_CHARS),
                        "quit")
                + "\n";
        List<byte[]> sent = new java.util.ArrayList<>();
        List<JsonObject> lines = run("newchar.cap", "Capturer", script, ExitCode.OK, sent);

        assertEquals(List.of("Capturer"), field(events(lines, "playing"), "name"));
        assertEquals(
                List.of(true, true, true, true, true),
                events(lines, "asked").stream()
                        .map(l -> l.get("answered").getAsBoolean())
                        .toList());
        assertEquals(
                List.of(
                        "move east",
                        "move east",
                        "move south",
                        "move west",
                        "drop coin",
                        "pickup coin",
                        "apply coin",
                        "say hello from the capture"),
                field(events(lines, "done"), "action"));
        assertTrue(field(events(lines, "done"), "answer").contains("I don't know how to apply the gold coins."));
        assertTrue(field(events(lines, "message"), "text").contains("You pick up the gold coins."));
        assertTrue(field(events(lines, "message"), "text").contains("You say: hello from the capture"));
        // the over-long line is refused, not sent (the frames below are the recorded client's)
        List<JsonObject> refused = events(lines, "refused");
        assertEquals(1, refused.size(), lines.toString());
        assertTrue(refused.get(0).has("input"), refused.toString());
        assertEquals("client", refused.get(0).get("by").getAsString(), refused.toString());
        assertTrue(
                refused.get(0).get("reason").getAsString().contains("characters, over 16384: skipped"),
                refused.toString());
        assertEquals(List.of(), events(lines, "skipped"));
        JsonObject stats = events(lines, "stats").get(events(lines, "stats").size() - 1);
        assertEquals(stats.get("maxHp").getAsLong(), 44);
        lines.forEach(l -> assertEquals(List.of(), JsonNames.offences(l), l.toString()));
        assertEquals(stats.get("level").getAsLong(), 1);
        JsonObject map = events(lines, "map").get(events(lines, "map").size() - 1);
        assertEquals('@', map.getAsJsonArray("rows").get(5).getAsString().charAt(5));
        // after the version line, the client sent the very bytes the recorded client did
        List<byte[]> recorded = CrossfireCaptures.frames(CrossfireCaptures.stream("newchar.cap", 'C'));
        assertEquals(recorded.size(), sent.size());
        for (int i = 1; i < recorded.size(); i++) {
            assertArrayEquals(recorded.get(i), sent.get(i), "frame " + i);
        }
    }

    @Test
    void aShoutOfAnotherPlayerReachesTheScript() throws Exception {
        List<JsonObject> lines = run(
                "shout.cap", "Capturer", "wait forever\nwait 1.5\nquit\n", ExitCode.OK, new java.util.ArrayList<>());
        JsonObject refused = events(lines, "refused").get(0);
        assertEquals("client", refused.get("by").getAsString(), refused.toString());
        assertEquals("error", refused.get("was").getAsString(), refused.toString());
        assertEquals("wait forever", refused.get("input").getAsString(), refused.toString());
        assertEquals(refused.get("reason"), refused.get("message"), refused.toString());
        assertTrue(field(events(lines, "message"), "text").contains("Shouter shouts: hello all from the capture"));
        assertTrue(field(events(lines, "message"), "text").contains("Shouter left the game."));
    }
}
