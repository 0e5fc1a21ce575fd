package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.BasicTextImage;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.Golden;
import ohol.tui.RealData;
import ohol.tui.Replay;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.sight.Area;
import ohol.tui.onelife.sight.HowToMake;
import ohol.tui.onelife.sight.Sight;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

/**
 * Golden screens of the look description, the list of what is near, the hint list, a recipe
 * and the legend, on replayed captures with the real game data (see {@link Golden} to accept a
 * change on purpose).
 */
class ExploreGoldenTest {
    private static String draw(Pane pane, int cols, int rows, View view) {
        BasicTextImage image = new BasicTextImage(new TerminalSize(cols, rows));
        pane.draw(image.newTextGraphics(), view);
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < cols; c++) {
                row.append(image.getCharacterAt(c, r).getCharacterString());
            }
            sb.append(row.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }

    private static View view(WorldSnapshot world, Optional<Overlay> overlay) {
        Lens lens = new Lens(
                new Sight(world, RealData.knowledge()),
                Area.around(world.ourPosition(), 14),
                Optional.empty(),
                true,
                Map.of("use", "g", "drop", "d"));
        return new View(
                world,
                new View.Pointing(KeymapLoader.NORMAL, world.ourPosition(), world.ourPosition(), false),
                new View.Prompts(0, Optional.empty(), overlay, false, Optional.empty()),
                new View.Figures(OptionalLong.of(42), 0, 0, 0, Optional.empty()),
                false,
                Optional.of(lens));
    }

    private static GlyphBook glyphs() {
        return new GlyphBook(
                GlyphTheme.defaults(), RealData.catalog(), RealData.knowledge().kinds());
    }

    private static Painter painter() {
        return new Painter(new Palette(Palette.Depth.INDEXED256));
    }

    @Test
    void lookModeOnTheGooseberryBushInIdle() {
        UiHarness ui = UiHarness.withData(80, 24).play("idle.cap");
        ui.press(";", "<tab>", "<tab>");
        Golden.assertMatches("screens/look-idle-80x24", ui.screenText());
    }

    @Test
    void whatBareHandsDoInIdle() {
        UiHarness ui = UiHarness.withData(80, 24).play("idle.cap");
        ui.press("i");
        Golden.assertMatches("screens/hints-idle-80x24", ui.screenText());
    }

    @Test
    void theCrowdWithTheListOfWhatIsNear() {
        Golden.assertMatches(
                "screens/near-crowd-100x30",
                UiHarness.withData(100, 30).play("crowd.cap").screenText());
    }

    @Test
    void theListOfWhatIsNearAsAPane() {
        StringBuilder out = new StringBuilder();
        for (String capture : new String[] {"idle.cap", "crowd.cap"}) {
            WorldSnapshot w = Replay.of(capture).world().snapshot();
            out.append("--- ")
                    .append(capture)
                    .append('\n')
                    .append(draw(new NearPane(glyphs(), painter()), 30, 24, view(w, Optional.empty())));
        }
        Golden.assertMatches("panes/near", out.toString());
    }

    @Test
    void aRecipeAndTheLegend() {
        WorldSnapshot w = Replay.of("crowd.cap").world().snapshot();
        RecipeOverlay rope =
                new RecipeOverlay(HowToMake.of(RealData.knowledge(), "rope").orElseThrow());
        LegendOverlay legend = new LegendOverlay(glyphs(), painter());
        Golden.assertMatches("panes/recipe-rope", draw(rope, 80, 24, view(w, Optional.of(rope))));
        Golden.assertMatches("panes/legend-crowd", draw(legend, 80, 30, view(w, Optional.of(legend))));
    }
}
