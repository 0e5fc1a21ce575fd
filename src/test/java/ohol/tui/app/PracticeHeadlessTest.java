package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
@EndToEnd
class PracticeHeadlessTest {
    private static List<String> run(String script) {
        PracticeRun run = PracticeRun.of(script, "practice", "--headless");
        assertEquals(0, run.code(), run.err());
        return run.out();
    }

    /** The lines we were heard to say, in order, as the practice server (which drops too-early speech) sent them back. */
    private static List<String> ourSpeech(List<String> lines) {
        return lines.stream()
                .filter(l -> l.contains("\"event\":\"said\"") && l.contains("\"us\":true"))
                .map(l -> com.google.gson.JsonParser.parseString(l)
                        .getAsJsonObject()
                        .get("text")
                        .getAsString())
                .toList();
    }

    @Test
    void theFirstLineOfAScriptIsSaidOnceTheLifeBegins() {
        List<String> lines = run("say HELLO\nwait 2\nquit\n");
        assertEquals(List.of("HELLO"), ourSpeech(lines), String.join("\n", lines));
    }

    @Test
    void threeLinesGivenAtOnceAreAllSaidInOrderAtLeastASecondApart() {
        List<String> lines = run("say ONE\nsay TWO\nsay three\nwait 5\nquit\n");
        assertEquals(List.of("ONE", "TWO", "THREE"), ourSpeech(lines), String.join("\n", lines));
    }

    @Test
    void aLineTheServerWouldDropIsRefusedWithTheReason() {
        List<String> lines = run("say I HAVE 3 BERRIES\nwait 1.5\nquit\n");
        assertTrue(ourSpeech(lines).isEmpty());
        assertTrue(
                lines.stream()
                        .anyMatch(l -> l.contains("\"event\":\"refused\",\"by\":\"client\"")
                                && l.contains("'3' would be dropped")),
                String.join("\n", lines));
    }

    @Test
    void practiceHeadlessPlaysLikePlayHeadless() {
        String script = "scan 4\ngoto Gooseberry Bush\nwait 2\nlook 0 0\nsay HI\nwait 0.5\nquit\n";
        List<String> lines = run(script);
        String scan = lines.stream()
                .filter(l -> l.contains("\"event\":\"scan\""))
                .findFirst()
                .orElseThrow();
        assertTrue(scan.contains("\"name\":\"Basket\"") && scan.contains("\"name\":\"Wild Gooseberry Bush\""), scan);
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"tag\":\"PM\"")), "walked to the bush");
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"event\":\"said\"") && l.contains("\"text\":\"HI\"")));
    }

    /** The JSON events of one kind, in order. */
    private static List<com.google.gson.JsonObject> events(List<String> lines, String kind) {
        return lines.stream()
                .filter(l -> l.contains("\"event\":\"" + kind + "\""))
                .map(l -> com.google.gson.JsonParser.parseString(l).getAsJsonObject())
                .toList();
    }

    @Test
    void aWalkIsAnsweredLikeEveryOtherAction() {
        List<String> lines = run("move 3 0\nwait 2\nmove 0 0\nwait 0.5\nquit\n");
        String all = String.join("\n", lines);
        List<com.google.gson.JsonObject> sent = events(lines, "sent");
        assertEquals(1, sent.size(), all);
        assertEquals("move 3 0", sent.get(0).get("action").getAsString());
        assertTrue(sent.get(0).get("command").getAsString().startsWith("MOVE 0 0 @"), all);
        List<com.google.gson.JsonObject> done = events(lines, "done");
        assertEquals(2, done.size(), all);
        assertEquals("move 3 0", done.get(0).get("action").getAsString());
        assertEquals(3, done.get(0).get("x").getAsInt());
        assertEquals(0, done.get(0).get("y").getAsInt());
        // where it ended is in x and y; the sentence is the screen's (issue 37: no map positions in words)
        assertEquals("You arrived", done.get(0).get("change").getAsString());
        assertEquals("You are already there", done.get(1).get("change").getAsString());
    }

    @Test
    void aWalkANewerWalkTakesThePlaceOfIsAnsweredSo() {
        // the second walk waits for the first's leg; the third, given before that leg lands, replaces it
        List<String> lines = run("move 5 0\nmove 0 3\nmove 0 -3\nwait 3\nquit\n");
        String all = String.join("\n", lines);
        List<com.google.gson.JsonObject> replaced = events(lines, "replaced");
        assertEquals(1, replaced.size(), all);
        assertEquals("move 0 3", replaced.get(0).get("action").getAsString());
        List<String> done = events(lines, "done").stream()
                .map(d -> d.get("action").getAsString() + " " + d.get("change").getAsString() + " at "
                        + d.get("x").getAsInt() + "," + d.get("y").getAsInt())
                .toList();
        assertEquals(List.of("move 5 0 You arrived at 5,0", "move 0 -3 You arrived at 5,-3"), done, all);
    }
}
