package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.TestMaps;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.world.Position;
import org.junit.jupiter.api.Test;

/**
 * The screen's look line, look mode, list of what is near, search, hints, recipes and danger,
 * driven with keys on Lanterna's virtual terminal with the real game data.
 */
class ExploreScreenTest {
    /** 80x24 with the list of what is near: map columns 0..55, rows 2..15; we stand at column 28, row 9. */
    private static final int CENTRE_COL = 28;

    private static final int CENTRE_ROW = 9;
    private static final int LOOK_ROW = 22;
    private static final int BOTTOM_ROW = 23;

    private static final int BUSH = 30;
    private static final int EMPTY_BUSH = 279;
    private static final int STONE = 33;
    private static final int SHARP_STONE = 34;
    private static final int BIG_HARD_ROCK = 32;
    private static final int MILKWEED = 50;
    private static final int MILKWEED_STALK = 57;
    private static final int TULE_REEDS = 121;
    private static final int WOLF = 418;

    private static UiHarness world(Map<Position, Integer> objects, int held) {
        UiHarness ui = UiHarness.withData(80, 24);
        ui.sendBytes(TestMaps.bytes(TestMaps.chunk(8, objects), held));
        return ui;
    }

    /** The look line with the cursor on {@code dx, dy}, moved there in target mode. */
    private static String lookAt(UiHarness ui, int dx, int dy) {
        ui.press("x");
        for (int i = 0; i < Math.abs(dx); i++) {
            ui.press(dx > 0 ? "l" : "h");
        }
        for (int i = 0; i < Math.abs(dy); i++) {
            ui.press(dy > 0 ? "k" : "j");
        }
        String line = ui.row(LOOK_ROW).strip();
        ui.press("<esc>");
        return line;
    }

    private static int col(int dx) {
        return CENTRE_COL + 2 * dx;
    }

    private static int row(int dy) {
        return CENTRE_ROW - dy;
    }

    @Test
    void theLookLineSaysWhatTheUseKeyWouldDoWithWhatWeHold() {
        Map<Position, Integer> objects = Map.of(
                new Position(1, 0),
                BIG_HARD_ROCK,
                new Position(-1, 0),
                BUSH,
                new Position(0, 1),
                TULE_REEDS,
                new Position(0, -1),
                MILKWEED_STALK,
                new Position(2, 2),
                MILKWEED,
                new Position(-2, -2),
                STONE);
        UiHarness ui = world(objects, STONE);
        assertTrue(lookAt(ui, 1, 0).endsWith("g: Stone + Big Hard Rock -> Sharp Stone"), lookAt(ui, 1, 0));
        assertTrue(
                lookAt(ui, -1, 0).endsWith("g: no known use"), "a stone does nothing to a bush: " + lookAt(ui, -1, 0));

        ui.send(TestMaps.us(0));
        assertTrue(lookAt(ui, -1, 0).endsWith("g: Wild Gooseberry Bush -> Gooseberry"), lookAt(ui, -1, 0));
        assertTrue(lookAt(ui, 2, 2).endsWith("g: Milkweed -> Milkweed Stalk + Milkweed Debris"), lookAt(ui, 2, 2));
        assertTrue(lookAt(ui, -2, -2).endsWith("g: pick up Stone"), lookAt(ui, -2, -2));

        ui.send(TestMaps.us(SHARP_STONE));
        assertTrue(lookAt(ui, 0, 1).endsWith("g: Sharp Stone + Tule Reeds -> Harvested Tule"), lookAt(ui, 0, 1));

        ui.send(TestMaps.us(MILKWEED_STALK));
        String thread = lookAt(ui, 0, -1);
        assertTrue(thread.startsWith("S 1: Milkweed Stalk, grassland"), thread);
        assertTrue(thread.endsWith("g: Milkweed Stalk + Milkweed Stalk -> Thread"), thread);
    }

    @Test
    void searchGoesToTheFullBushFirstAndNCyclesUntilEscEndsIt() {
        UiHarness ui = world(
                Map.of(
                        new Position(1, 0),
                        EMPTY_BUSH,
                        new Position(4, 3),
                        BUSH,
                        new Position(-5, -2),
                        BUSH,
                        new Position(0, 5),
                        STONE),
                0);
        ui.press("/").type("gooseberry");
        String prompt = ui.screenText();
        assertTrue(prompt.contains("Search: gooseberry_"), prompt);
        assertTrue(prompt.contains("  Wild Gooseberry Bush\n") || prompt.contains("  Wild Gooseberry Bush "), prompt);
        assertEquals(
                Painter.MATCH,
                ui.terminal.getBufferCharacter(col(4), row(3)).getBackgroundColor(),
                "matches show as one types");
        ui.press("<cr>");
        assertTrue(ui.row(LOOK_ROW).startsWith("NE 4: Wild Gooseberry Bush"), ui.row(LOOK_ROW));
        assertTrue(
                ui.row(BOTTOM_ROW).startsWith("Search 'gooseberry': 1 of 3, Wild Gooseberry Bush NE 4"),
                ui.row(BOTTOM_ROW));
        assertEquals(
                Painter.MATCH,
                ui.terminal.getBufferCharacter(col(1), row(0)).getBackgroundColor(),
                "the empty bush is a match too");

        ui.press("n");
        assertTrue(ui.row(LOOK_ROW).startsWith("W 5: Wild Gooseberry Bush"), ui.row(LOOK_ROW));
        ui.press("n");
        assertTrue(
                ui.row(LOOK_ROW).startsWith("E 1: Empty Wild Gooseberry Bush"),
                "used up comes last: " + ui.row(LOOK_ROW));
        ui.press("n");
        assertTrue(ui.row(LOOK_ROW).startsWith("NE 4:"), "and round again: " + ui.row(LOOK_ROW));
        ui.press("N");
        assertTrue(ui.row(LOOK_ROW).startsWith("E 1:"), ui.row(LOOK_ROW));
        assertTrue(ui.sent.isEmpty(), "n and N only move the cursor while searching: " + ui.sent);

        ui.press("<esc>");
        assertFalse(ui.row(BOTTOM_ROW).startsWith("Search"), ui.row(BOTTOM_ROW));
        assertFalse(
                Painter.MATCH.equals(
                        ui.terminal.getBufferCharacter(col(4), row(3)).getBackgroundColor()),
                "the ground's own colour again, not the match's");
        ui.press("n");
        assertEquals(List.of("MOVE 0 0 @2 1 -1#"), ui.sent, "after Esc, n walks south-east again");
    }

    @Test
    void theSearchLineCompletesRealNames() {
        UiHarness ui = world(Map.of(new Position(2, 0), MILKWEED), 0);
        ui.press("/").type("milkw").press("<tab>");
        assertTrue(ui.screenText().contains("Search: Milkweed_"), "as far as the names agree:\n" + ui.screenText());
        assertTrue(ui.screenText().contains("  Milkweed Stalk"), ui.screenText());
        ui.press("<tab>");
        assertTrue(ui.screenText().contains("> Milkweed"), "then one name after another:\n" + ui.screenText());
        ui.press("<cr>");
        assertTrue(ui.row(LOOK_ROW).startsWith("E 2: Milkweed"), ui.row(LOOK_ROW));
    }

    @Test
    void tabGoesThroughWhatIsInViewNearestFirstAndPThroughPeople() {
        UiHarness ui =
                world(Map.of(new Position(1, 1), STONE, new Position(-3, 0), BUSH, new Position(0, -6), MILKWEED), 0);
        ui.press("<tab>");
        assertTrue(ui.row(LOOK_ROW).startsWith("NE 1: Stone"), ui.row(LOOK_ROW));
        ui.press("<tab>");
        assertTrue(ui.row(LOOK_ROW).startsWith("W 3: Wild Gooseberry Bush"), ui.row(LOOK_ROW));
        ui.press("<tab>");
        assertTrue(ui.row(LOOK_ROW).startsWith("S 6: Milkweed"), ui.row(LOOK_ROW));
        ui.press("<s-tab>");
        assertTrue(ui.row(LOOK_ROW).startsWith("W 3:"), ui.row(LOOK_ROW));
        ui.press("P");
        assertTrue(ui.screenText().contains("Nobody else in view"), ui.screenText());

        UiHarness crowd = UiHarness.withData(80, 24).play("crowd.cap");
        crowd.press("P");
        assertTrue(
                crowd.row(LOOK_ROW).startsWith("NW 1: nothing, grassland | EVE HUNKELER"),
                "seven Eves share our tile: the next person is the nearest elsewhere: " + crowd.row(LOOK_ROW));
    }

    @Test
    void lookModeDescribesTheTileInFullAndFollowsTab() {
        UiHarness ui = world(Map.of(new Position(2, 0), BUSH), 0);
        ui.press(";");
        String here = ui.screenText();
        assertTrue(here.contains("-- Look: here"), here);
        assertTrue(here.contains("Ground: grassland, mild ground"), here);
        ui.press("<tab>");
        String bush = ui.screenText();
        assertTrue(bush.contains("-- Look: 2,0 (E 2)"), bush);
        assertTrue(bush.contains("Wild Gooseberry Bush (all 6 uses left)"), bush);
        assertTrue(bush.contains("  grows or lies in the wild"), bush);
        assertTrue(bush.contains("g use: Wild Gooseberry Bush -> Gooseberry"), bush);
        ui.press("<esc>");
        assertFalse(ui.screenText().contains("-- Look"), ui.screenText());
    }

    @Test
    void theListOfWhatIsNearFoldsAwayWithO() {
        UiHarness ui = world(Map.of(new Position(2, 0), BUSH, new Position(-1, 4), WOLF), 0);
        assertTrue(ui.row(2).substring(56).startsWith("|Near you, on grassland"), ui.row(2));
        assertTrue(ui.row(3).substring(56).startsWith("|mild ground "), "what the ground does: " + ui.row(3));
        assertTrue(ui.row(4).contains("! Wolf"), "what kills comes first: " + ui.row(4));
        assertTrue(ui.row(5).contains("* Wild Gooseberry"), "food marked: " + ui.row(5));
        ui.press("o");
        assertFalse(ui.screenText().contains("Near you"), ui.screenText());
        assertEquals('@', ui.at(40, CENTRE_ROW), "the map has the whole width again");
        ui.press("o");
        assertTrue(ui.screenText().contains("Near you"));
    }

    @Test
    void aWolfStandsOutAWarningShowsAndWalksGoAroundIt() {
        UiHarness ui = world(Map.of(new Position(3, 0), WOLF), 0);
        assertEquals(
                Painter.DANGER, ui.terminal.getBufferCharacter(col(3), row(0)).getBackgroundColor());
        assertTrue(
                (ui.row(2).substring(0, 56).strip() + " "
                                + ui.row(3).substring(0, 56).strip())
                        .startsWith("! Danger: Wolf 3 tiles E. It kills whoever steps on it"),
                "the warning wraps onto a second row: " + ui.screenText());
        ui.session.perform(new TileAction.Walk(new Target.Offset(6, 0)));
        ui.tick();
        String move = ui.sent.get(0);
        assertTrue(move.startsWith("MOVE 0 0 @2 "), move);
        for (String step : List.of(" 2 0 ", " 3 0 ", " 4 0 ", " 3 1 ", " 3 -1 ")) {
            assertFalse(move.contains(step), "the walk keeps out of the wolf's reach: " + move);
        }
        assertTrue(move.endsWith(" 6 0#"), move);

        UiHarness far = world(Map.of(new Position(7, 0), WOLF), 0);
        assertFalse(far.row(2).contains("Danger"), "no warning beyond reach plus a few tiles: " + far.row(2));
    }

    @Test
    void hintsAndRecipesOpenAsLists() {
        UiHarness ui = world(Map.of(new Position(1, 0), BIG_HARD_ROCK, new Position(-2, 0), BUSH), STONE);
        ui.press("i");
        String hints = ui.screenText();
        assertTrue(hints.contains("What Stone does:"), hints);
        assertTrue(hints.contains("Stone + Big Hard Rock -> Sharp Stone  (E 1)"), hints);
        ui.press("<esc>");
        ui.press("R").type("rope").press("<cr>");
        String recipe = ui.screenText();
        assertTrue(recipe.contains("How to make Rope"), recipe);
        assertTrue(recipe.contains("Rope: Thread + Thread -> Rope"), recipe);
        assertTrue(recipe.contains("Milkweed: found in the wild"), recipe);
        ui.press("<esc>").press("=");
        String legend = ui.screenText();
        assertTrue(legend.contains("Legend"), legend);
        assertTrue(legend.contains("bush (1): Wild Gooseberry Bush"), legend);
        assertTrue(legend.contains("grassland: mild ground"), legend);
    }

    @Test
    void withoutTheTransitionsTheLookLinePredictsNothing() {
        UiHarness ui = new UiHarness(80, 24);
        ui.sendBytes(TestMaps.bytes(TestMaps.chunk(4, new HashMap<>(Map.of(new Position(1, 0), BUSH))), 0));
        String line = lookAt(ui, 1, 0);
        assertEquals("E 1: Wild Gooseberry Bush (all 6 uses left), grassland", line);
    }

    @Test
    void kinComeAfterWhatKillsAndSayWhatTheyAreToUs() {
        UiHarness baby = UiHarness.withData(80, 24).play("baby-child.cap");
        String near = baby.screenText();
        int danger = near.indexOf("! Mosquito Swarm");
        int mother = near.indexOf("a woman (14,");
        int thing = near.indexOf("Wild Pepper");
        assertTrue(danger >= 0 && mother > danger && thing > mother, "what kills, kin, then things:\n" + near);
        assertTrue(baby.row(LOOK_ROW).contains("a woman (your mother, age 14"), baby.row(LOOK_ROW));
    }

    /** Our PU after the step that put us on {@code x, 0} ({@code seq}: the move's sequence number). */
    private static void landed(UiHarness ui, int x, int seq) {
        ui.send(String.format(
                java.util.Locale.ROOT,
                "PU\n%d 2404 0 0 0 0 0 0 0 0 -1 0.50 %d 0 %d 0 20.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#",
                ohol.tui.TestMaps.OUR_ID,
                seq,
                x));
    }

    /** The row of the list that names {@code name}. */
    private static String entry(UiHarness ui, String name) {
        return java.util.Arrays.stream(ui.screenText().split("\n"))
                .map(r -> r.substring(56))
                .filter(r -> r.contains(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " not listed:\n" + ui.screenText()));
    }

    @Test
    void inEdgeScrollTheListsDistancesCatchUpWhenWeStopNotAtEachStep() {
        UiHarness ui = world(Map.of(new Position(6, 0), BUSH), 0);
        ui.press("z");
        ui.nanos += 5_000_000_000L; // past the notice
        ui.tick();
        assertTrue(entry(ui, "Wild Gooseberry").endsWith("E 6"), entry(ui, "Wild Gooseberry"));
        ui.press("l");
        landed(ui, 1, 2);
        ui.nanos += 300_000_000L;
        ui.tick();
        ui.press("l");
        landed(ui, 2, 3);
        assertTrue(ui.row(1).startsWith("at 2,0"), "we walked two tiles: " + ui.row(1));
        assertTrue(entry(ui, "Wild Gooseberry").endsWith("E 6"), "the distance waits while we walk");
        ui.nanos += NearPace.SETTLE_NANOS;
        ui.tick();
        assertTrue(entry(ui, "Wild Gooseberry").endsWith("E 4"), "and catches up once we stand still");
    }

    /**
     * In edge-scroll mode the list keeps its rows whatever the ground under us says it does
     * (grassland: one row, mild; tundra: two, cold): moved a row, every line was sent again.
     */
    @Test
    void inEdgeScrollTheListStaysPutWhateverTheGround() {
        int[] rows = new int[2];
        int[] biomes = {0, 4};
        for (int i = 0; i < 2; i++) {
            UiHarness ui = UiHarness.withData(80, 24);
            ui.sendBytes(TestMaps.bytes(TestMaps.chunk(8, Map.of(new Position(6, 0), BUSH), biomes[i]), 0));
            ui.press("z");
            ui.nanos += 5_000_000_000L; // past the notice
            ui.tick();
            String[] screen = ui.screenText().split("\n");
            for (int r = 0; r < screen.length; r++) {
                if (screen[r].substring(56).contains("Wild Gooseberry")) {
                    rows[i] = r;
                }
            }
        }
        assertTrue(rows[0] > 0, "listed");
        assertEquals(rows[0], rows[1], "the same row on grassland and on tundra");
    }

    @Test
    void centredTheListKeepsUpAtEachStep() {
        UiHarness ui = world(Map.of(new Position(6, 0), BUSH), 0);
        ui.press("l");
        assertTrue(
                ui.row(LOOK_ROW).contains("| you (age 20)"),
                "we are on our tile from the step's start: " + ui.row(LOOK_ROW));
        landed(ui, 1, 2);
        assertTrue(entry(ui, "Wild Gooseberry").endsWith("E 5"), entry(ui, "Wild Gooseberry"));
    }
}
