package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import ohol.tui.JsonNames;
import org.junit.jupiter.api.Test;

/**
 * Every line of the JSON goldens names one thing one way: its fields by {@link JsonNames}' rule,
 * and an answer not done as {@code refused}, who refused it in {@code by}, why in {@code reason}.
 */
class GoldenJsonNamesTest {
    private static final Path ROOT = Path.of("src", "test", "resources", "golden", "json");

    static List<JsonObject> goldenLines() throws IOException {
        List<JsonObject> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).toList()) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    if (line.startsWith("{")) {
                        lines.add(JsonParser.parseString(line).getAsJsonObject());
                    }
                }
            }
        }
        return lines;
    }

    @Test
    void everyFieldIsCamelCaseOrAnOldNameRightAfterItsTwin() throws IOException {
        List<JsonObject> lines = goldenLines();
        assertFalse(lines.isEmpty(), "the goldens are read");
        for (JsonObject line : lines) {
            assertEquals(List.of(), JsonNames.offences(line), line.toString());
        }
    }

    @Test
    void everyAnswerNotDoneIsRefusedSayingWhoAndWhy() throws IOException {
        int refused = 0;
        for (JsonObject line : goldenLines()) {
            String event = line.has("event") ? line.get("event").getAsString() : "";
            if (event.equals("refused")) {
                refused++;
                assertTrue(List.of("client", "server").contains(line.get("by").getAsString()), line.toString());
                assertTrue(line.get("reason").getAsJsonPrimitive().isString(), line.toString());
                String was = line.has("was") ? line.get("was").getAsString() : "refused";
                assertTrue(List.of("refused", "error").contains(was), line.toString());
                assertEquals(was.equals("error"), line.has("message"), "the old message where it was: " + line);
                if (line.has("message")) {
                    assertEquals(line.get("reason"), line.get("message"), line.toString());
                }
            }
            assertFalse(event.equals("failed"), line.toString());
            assertFalse(
                    event.equals("error") && (line.has("action") || line.has("input")),
                    "an action or a line not done is refused, not an error: " + line);
        }
        assertTrue(refused > 0, "refusals by the client and by the server are among the goldens");
    }

    @Test
    void theRuleCatchesAnOldNameWithoutItsTwin() {
        assertEquals(
                List.of("player_id: not right after playerId"),
                JsonNames.offences(JsonParser.parseString("{\"player_id\":3,\"life\":1}")));
        assertEquals(
                List.of("player_id: not the value of playerId"),
                JsonNames.offences(JsonParser.parseString("{\"playerId\":3,\"player_id\":4}")));
        assertEquals(
                List.of("Life: neither camelCase nor an old snake_case name"),
                JsonNames.offences(JsonParser.parseString("{\"Life\":1}")));
        assertTrue(JsonNames.offences(JsonParser.parseString("{\"a\":[{\"playerId\":3,\"player_id\":3}]}"))
                .isEmpty());
    }
}
