package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import ohol.tui.Captures;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Finding and reaching what was seen earlier, and food, in the practice world over a real
 * socket with the real game data: the spawn's only Basket lies at 1,-1.
 */
@Timeout(120)
@EndToEnd
class FoodHeadlessTest {
    private static List<JsonObject> events(PracticeRun run) {
        return run.out().stream()
                .filter(l -> l.contains("\"type\":\"event\""))
                .map(l -> JsonParser.parseString(l).getAsJsonObject())
                .toList();
    }

    private static JsonObject first(List<JsonObject> events, String name, String all) {
        return events.stream()
                .filter(e -> e.get("event").getAsString().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " event in\n" + all));
    }

    @Test
    void aThingSeenEarlierIsFoundOffScreenAndGoneTo() {
        String script = "move 0 -40\nwait 15\nfind basket\ngoto basket\nwait 15\nquit\n";
        PracticeRun run = PracticeRun.of(
                script, "practice", "--headless", "--data", Captures.dataDir().toString());
        assertEquals(0, run.code(), run.err());
        String all = String.join("\n", run.out());
        List<JsonObject> events = events(run);

        JsonObject find = first(events, "find", all);
        JsonObject basket = find.getAsJsonArray("seen").get(0).getAsJsonObject();
        assertEquals("Basket", basket.get("name").getAsString(), all);
        assertTrue(basket.get("dy").getAsInt() > 32, "beyond what headless questions looked at before: " + basket);
        long ago = basket.get("seenAgo").getAsLong();
        assertTrue(ago > 0 && ago < 60, "seen some seconds ago: " + basket);
        assertTrue(find.get("sentence").getAsString().contains("seen " + ago + " s ago"), find.toString());

        JsonObject go = first(events, "goto", all);
        assertEquals("Basket", go.getAsJsonObject("target").get("name").getAsString());
        JsonObject arrived = events.stream()
                .filter(e -> e.get("event").getAsString().equals("done")
                        && e.get("action").getAsString().equals("goto basket"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the goto was not answered as arrived:\n" + all));
        int x = arrived.get("x").getAsInt();
        int y = arrived.get("y").getAsInt();
        assertEquals(1, Math.abs(x - 1) + Math.abs(y + 1), "beside the basket at 1,-1: " + arrived);
        long legs = events.stream()
                .filter(e -> e.get("event").getAsString().equals("sent")
                        && e.get("action").getAsString().equals("goto basket"))
                .count();
        assertTrue(legs >= 2, "a walk of more than 16 tiles goes in legs: " + legs);
    }

    @Test
    void hungerIsWarnedOfWithTheNearestFoodAndGotoFoodGoesThere() {
        String script = "wait 14\ngoto food\nwait 4\nquit\n";
        PracticeRun run = PracticeRun.of(
                script,
                "practice",
                "--headless",
                "--food-seconds",
                "1",
                "--data",
                Captures.dataDir().toString());
        assertEquals(0, run.code(), run.err());
        String all = String.join("\n", run.out());
        List<JsonObject> events = events(run);

        JsonObject hungry = first(events, "hungry", all);
        int food = hungry.get("food").getAsInt();
        assertTrue(food >= 3 && food <= hungry.get("threshold").getAsInt(), "before it is urgent: " + hungry);
        assertEquals(
                (hungry.get("capacity").getAsInt() + 2) / 3,
                hungry.get("threshold").getAsInt(),
                hungry.toString());
        JsonObject nearest = hungry.getAsJsonObject("nearest");
        assertEquals("Carrot", nearest.get("name").getAsString(), "the nearest food at the spawn: " + hungry);
        assertEquals(-1, nearest.get("dx").getAsInt());
        assertEquals(3, nearest.get("dy").getAsInt());
        assertEquals(
                "hungry: nearest food Carrot N 3, goto food goes there",
                hungry.get("sentence").getAsString());
        assertEquals(
                1,
                events.stream()
                        .filter(e -> e.get("event").getAsString().equals("hungry"))
                        .count(),
                "said once as it starts: " + all);

        JsonObject go = first(events, "goto", all);
        assertEquals("Carrot", go.getAsJsonObject("target").get("name").getAsString());
        assertTrue(
                events.stream()
                        .anyMatch(e -> e.get("event").getAsString().equals("done")
                                && e.get("action").getAsString().equals("goto food")),
                "goto food is answered when it gets there:\n" + all);
    }
}
