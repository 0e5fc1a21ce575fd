package ohol.tui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import ohol.tui.Captures;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The questions of headless mode and their JSON answers, in the practice world with the real
 * game data: its spawn has Wild Gooseberry Bushes at 3,1, -3,2 and 4,-2, a Basket at 1,-1, a
 * Stone at -2,-1 and a Big Hard Rock at -4,-3.
 */
@Timeout(90)
@EndToEnd
class ExploreHeadlessTest {
    private static List<String> lines;

    @BeforeAll
    static void play() {
        String script = "find gooseberry\nhints\nrecipe sharp stone\nlook 3 1\nscan 3\nrecipe nothing like this\n"
                + "goto gooseberry\nwait 2\nquit\n";
        PracticeRun run = PracticeRun.of(
                script, "practice", "--headless", "--data", Captures.dataDir().toString());
        assertEquals(0, run.code(), run.err());
        lines = run.out();
    }

    private static JsonObject event(String name) {
        return lines.stream()
                .filter(l -> l.contains("\"event\":\"" + name + "\""))
                .findFirst()
                .map(l -> JsonParser.parseString(l).getAsJsonObject())
                .orElseThrow(() -> new AssertionError("no " + name + " event in\n" + String.join("\n", lines)));
    }

    @Test
    void findAnswersWithTheBestMatchNearestFirst() {
        JsonObject find = event("find");
        assertEquals("gooseberry", find.get("query").getAsString());
        JsonArray seen = find.getAsJsonArray("seen");
        assertTrue(seen.size() >= 3, find.toString());
        assertEquals(-3, seen.get(1).getAsJsonObject().get("dx").getAsInt(), "then the next nearest");
        assertEquals(4, seen.get(2).getAsJsonObject().get("dx").getAsInt());
        JsonObject best = seen.get(0).getAsJsonObject();
        assertEquals("Wild Gooseberry Bush", best.get("name").getAsString());
        assertEquals(3, best.get("dx").getAsInt());
        assertEquals(1, best.get("dy").getAsInt());
        assertFalse(best.get("usedUp").getAsBoolean());
        assertTrue(find.getAsJsonArray("known").toString().contains("\"name\":\"Gooseberry\""), find.toString());
        assertTrue(
                find.get("sentence").getAsString().endsWith(" known on the map; best: Wild Gooseberry Bush at 3,1"),
                find.toString());
    }

    @Test
    void hintsSayWhatBareHandsDoToWhatIsInView() {
        JsonObject hints = event("hints");
        assertEquals(0, hints.get("held").getAsInt());
        JsonObject first = hints.getAsJsonArray("hints").get(0).getAsJsonObject();
        assertEquals("Wild Gooseberry Bush -> Gooseberry", first.get("text").getAsString());
        assertEquals(3, first.getAsJsonObject("at").get("dx").getAsInt());
        assertEquals("Gooseberry", first.get("newHeldName").getAsString());
    }

    @Test
    void recipeGivesTheStepsAndTheTree() {
        JsonObject recipe = event("recipe").getAsJsonObject("recipe");
        assertEquals("Sharp Stone", recipe.get("name").getAsString());
        JsonObject step = recipe.getAsJsonArray("steps").get(0).getAsJsonObject();
        assertEquals("Stone + Big Hard Rock -> Sharp Stone", step.get("text").getAsString());
        assertEquals("[\"Big Hard Rock\"]", step.getAsJsonArray("tools").toString());
        assertEquals(
                "Sharp Stone", recipe.getAsJsonObject("recipe").get("madeName").getAsString());
        assertTrue(
                lines.stream()
                        .anyMatch(l -> l.contains("\"event\":\"refused\",\"by\":\"client\"")
                                && l.contains("no thing in the game is called 'nothing like this'")),
                String.join("\n", lines));
    }

    @Test
    void lookKeepsItsTileAndAddsTheDetails() {
        JsonObject look = event("look");
        assertEquals(
                "Wild Gooseberry Bush",
                look.getAsJsonObject("tile")
                        .getAsJsonObject("object")
                        .get("name")
                        .getAsString());
        JsonObject details = look.getAsJsonObject("details");
        assertEquals("grassland", details.getAsJsonObject("biome").get("name").getAsString());
        assertEquals("wild", details.getAsJsonObject("object").get("kind").getAsString());
        JsonObject use = details.getAsJsonArray("uses").get(0).getAsJsonObject();
        assertEquals("use", use.get("action").getAsString());
        assertEquals("Wild Gooseberry Bush -> Gooseberry", use.get("outcome").getAsString());
    }

    @Test
    void scanKeepsItsEntriesAndAddsTheDistinctThings() {
        JsonObject scan = event("scan");
        assertTrue(scan.getAsJsonArray("entries").size() >= 3, scan.toString());
        assertTrue(scan.getAsJsonArray("things").toString().contains("\"name\":\"Basket\""), scan.toString());
    }

    @Test
    void gotoAnswersInJsonWithTheSameSearch() {
        JsonObject go = event("goto");
        JsonObject target = go.getAsJsonObject("target");
        assertEquals("Wild Gooseberry Bush", target.get("name").getAsString());
        assertEquals(30, target.get("id").getAsInt());
        assertEquals(3, target.get("dx").getAsInt());
        assertEquals(1, target.get("dy").getAsInt());
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"tag\":\"PM\"")), "walked to the bush");
    }
}
