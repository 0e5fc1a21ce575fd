package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A recording an older client wrote, kept in {@code src/test/resources/recordings}, replays: the
 * format's version 1 wrote a close reason's kind as a number, today's writes its name (a new
 * recording replaying is {@link RecordReplayHeadlessTest}'s).
 */
@Timeout(60)
class OldFormatReplayTest {
    @Test
    void aVersion1RecordingReplaysToItsLife() {
        Path old = Path.of("src", "test", "resources", "recordings", "practice-v1.ohrec");
        RecordReplayHeadlessTest.Replayed r = RecordReplayHeadlessTest.replay("replay", "--headless", old.toString());
        assertEquals(0, r.code(), r.err());
        List<JsonObject> events = r.out().stream()
                .map(l -> JsonParser.parseString(l).getAsJsonObject())
                .filter(o -> o.get("type").getAsString().equals("event"))
                .toList();
        String all = String.join("\n", r.out());
        assertEquals(11, events.get(0).get("playerId").getAsInt(), all);
        assertTrue(
                events.stream()
                        .anyMatch(e -> e.get("event").getAsString().equals("said")
                                && e.get("text").getAsString().equals("HI")),
                all);
        JsonObject closed = events.get(events.size() - 1);
        assertEquals("closed", closed.get("event").getAsString(), all);
        // the number 5 of version 1 is our own close, which says so
        assertEquals("connection closed", closed.get("reason").getAsString(), all);
    }
}
