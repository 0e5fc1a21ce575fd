package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * Headless answers in the order and the words a script reads them, from the practice explorer's
 * recorded session: a {@code goto} or a {@code travel} is answered before its walk says anything, and a line cut to
 * what the server lets us say is said to be cut, with what is said, not reported as an error.
 */
class HeadlessAnswersTest {
    private static final List<JsonObject> LINES = TranscriptReplay.replay(Transcript.read("practice-explorer")).stream()
            .map(l -> JsonParser.parseString(l).getAsJsonObject())
            .toList();

    private static int first(Predicate<JsonObject> which, String what) {
        for (int i = 0; i < LINES.size(); i++) {
            if (which.test(LINES.get(i))) {
                return i;
            }
        }
        throw new AssertionError("no " + what + " in " + LINES);
    }

    private static boolean is(JsonObject line, String event, String action) {
        return line.has("event")
                && line.get("event").getAsString().equals(event)
                && (action == null
                        || line.has("action")
                                && line.get("action").getAsString().equals(action));
    }

    @Test
    void aGotoIsAnsweredThenItsWalkIsSentThenDone() {
        int answer = first(l -> is(l, "goto", null), "goto answer");
        int sent = first(l -> is(l, "sent", "goto gooseberry"), "goto's MOVE");
        int done = first(l -> is(l, "done", "goto gooseberry"), "goto done");
        assertTrue(answer < sent && sent < done, "goto at " + answer + ", sent at " + sent + ", done at " + done);
    }

    @Test
    void aTravelIsAnsweredThenItsWalkIsSentThenDone() {
        int answer = first(l -> l.has("leg") && l.has("event"), "travel answer");
        int sent = first(l -> is(l, "sent", "travel BIRTH STONE"), "travel's MOVE");
        int done = first(l -> is(l, "done", "travel BIRTH STONE"), "travel done");
        assertTrue(
                answer < sent && sent < done,
                "travel at " + answer + ", sent at " + sent + ", done at " + done + ": "
                        + LINES.subList(answer - 3, answer + 3));
    }

    @Test
    void aCutLineSaysItWasCutAndWhatIsSaid() {
        int at = first(l -> is(l, "cut", null), "cut line");
        JsonObject cut = LINES.get(at);
        String said = "LONG LONG LONG LONG LONG LONG LONG LONG LONG LONG LONG LONG";
        assertEquals("client", cut.get("by").getAsString(), cut.toString());
        assertEquals(said, cut.get("said").getAsString(), cut.toString());
        assertEquals(59, cut.get("limit").getAsInt(), cut.toString());
        assertEquals(
                "the server lets you say 59 characters at 14", cut.get("reason").getAsString());
        assertTrue(cut.get("action").getAsString().startsWith("say LONG LONG"), cut.toString());
        // for one release, the error it was printed as
        assertEquals("error", cut.get("was").getAsString(), cut.toString());
        assertTrue(cut.get("message").getAsString().startsWith("cut to 59 characters"), cut.toString());
        // the line goes out cut, paced as any line, under the action it became
        int sent = first(l -> is(l, "sent", "say " + said), "the cut line sent");
        assertTrue(sent > at, "cut, then sent");
        assertTrue(
                LINES.get(sent).get("command").getAsString().contains(said),
                LINES.get(sent).toString());
        assertTrue(LINES.stream().noneMatch(l -> is(l, "error", null)), "no error: " + LINES);
    }
}
