package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.script.ScriptInput;
import ohol.tui.onelife.headless.HeadlessSession;
import ohol.tui.onelife.practice.PracticeConfig;
import ohol.tui.onelife.practice.PracticeLogins;
import ohol.tui.onelife.practice.PracticeServer;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Headless mode over a practice world where food runs out fast: the {@code family} answer, a
 * {@code died} with the cause in words, the close after a death that ends nothing, {@code reborn}
 * into a new life, and {@code quit} after it all with status 0.
 */
@Timeout(60)
@EndToEnd
class FamilyHeadlessTest {
    private record Run(ExitCode code, List<JsonObject> events, String err) {
        List<JsonObject> named(String event) {
            return events.stream()
                    .filter(e -> e.has("event") && e.get("event").getAsString().equals(event))
                    .toList();
        }
    }

    private static Run run(String script) throws Exception {
        var config = PracticeConfig.defaults("pw")
                .withFoodPip(Duration.ofMillis(100))
                .withGoodbye(Duration.ofMillis(400));
        try (PracticeServer server = PracticeServer.start(config)) {
            Mailbox<News, ScriptInput> mailbox = new Mailbox<>();
            GameSession session = PracticeLogins.session(server, "family@x", "pw", mailbox::news);
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            ExitCode code = new HeadlessSession(
                            new BufferedReader(new StringReader(script)), new PrintWriter(out), new PrintWriter(err))
                    .run(session, mailbox);
            List<JsonObject> events = out.toString()
                    .lines()
                    .map(l -> JsonParser.parseString(l).getAsJsonObject())
                    .filter(o -> o.get("type").getAsString().equals("event"))
                    .toList();
            return new Run(code, events, err.toString());
        }
    }

    @Test
    void familyThenDeathThenRebornThenQuitWithZero() throws Exception {
        Run run = run("reborn\nfamily\nwait 4\nfamily\nmove 1 0\nreborn\nwait 0.5\nfamily\nquit\n");
        String all = run.events().toString();
        assertEquals(ExitCode.OK, run.code(), run.err() + all);

        JsonObject refused = run.named("refused").get(0);
        assertEquals("reborn", refused.get("action").getAsString());
        assertEquals("client", refused.get("by").getAsString(), all);
        assertTrue(refused.get("reason").getAsString().contains("you are alive"), all);

        JsonObject family = run.named("family").get(0);
        int first = family.getAsJsonObject("you").get("id").getAsInt();
        assertTrue(family.getAsJsonArray("line").isEmpty(), "an Eve: " + family);
        assertTrue(family.get("sentence").getAsString().startsWith("Family: no mother"), family.toString());

        JsonObject died = run.named("died").stream()
                .filter(d -> d.get("us").getAsBoolean())
                .findFirst()
                .orElseThrow();
        assertEquals("STARVATION", died.get("cause").getAsString());
        assertEquals("You starved: your food ran out.", died.get("sentence").getAsString());

        JsonObject closed = run.named("closed").get(0);
        assertTrue(closed.get("afterDeath").getAsBoolean(), "the close after a death: " + closed);

        JsonObject afterDeath = run.named("family").get(1);
        assertFalse(
                afterDeath.getAsJsonObject("you").get("alive").getAsBoolean(), "asked after the death: " + afterDeath);
        assertTrue(
                run.named("refused").stream()
                        .anyMatch(e -> e.get("action").getAsString().equals("move 1 0")
                                && e.get("by").getAsString().equals("client")
                                && e.get("reason").getAsString().contains("closed")),
                "refused, not waiting for ever: " + all);

        List<JsonObject> lives = run.named("life_began");
        assertEquals(2, lives.size(), all);
        assertEquals(2, lives.get(1).get("life").getAsInt());
        int second = lives.get(1).get("playerId").getAsInt();
        assertNotEquals(first, second);
        assertEquals(
                second,
                run.named("family").get(2).getAsJsonObject("you").get("id").getAsInt(),
                "the new life's family");
    }
}
