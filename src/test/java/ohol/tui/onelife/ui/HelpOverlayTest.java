package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.BasicTextImage;
import com.googlecode.lanterna.input.KeyStroke;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import ohol.tui.Golden;
import ohol.tui.core.keys.Keymap;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionHelp;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

/**
 * The help: made from the keymap in effect, by topic, each key with what it does in words,
 * wrapped and paged so that nothing is cut from 40x12 to 200x60; on the whole screen (goldens at
 * 80x24, two pages, and 100x30).
 */
class HelpOverlayTest {
    /** Every line the overlay shows, paging on from the first page, on a pane of the given size. */
    private static Set<String> pageThrough(Keymap<Action> keymap, int cols, int rows) {
        HelpOverlay help = new HelpOverlay(keymap);
        WorldSnapshot world = ohol.tui.Replay.of("idle.cap").world().snapshot();
        View view = new View(
                world,
                new View.Pointing(KeymapLoader.NORMAL, world.ourPosition(), world.ourPosition(), false),
                new View.Prompts(0, Optional.empty(), Optional.of(help), false, Optional.empty()),
                new View.Figures(OptionalLong.empty(), 0, 0, 0, Optional.empty()),
                false);
        Set<String> seen = new LinkedHashSet<>();
        for (int page = 0; page < 60; page++) {
            BasicTextImage image = new BasicTextImage(new TerminalSize(cols, rows));
            help.draw(image.newTextGraphics(), view);
            for (int r = 1; r < rows; r++) {
                StringBuilder line = new StringBuilder();
                for (int c = 0; c < cols; c++) {
                    line.append(image.getCharacterAt(c, r).getCharacterString());
                }
                int colWidth = cols / Math.max(1, cols / 60); // as the overlay lays out its columns
                for (int c = 0; c + colWidth <= cols; c += colWidth) {
                    seen.add(line.substring(c, c + colWidth).strip());
                }
            }
            help.key(KeyStroke.fromString(page % 2 == 0 ? "<pagedown>" : " "));
        }
        return seen;
    }

    @Test
    void everyTopicEveryVerbAndEachKeyInWordsAtEverySize() {
        for (int[] size : new int[][] {{40, 12}, {80, 24}, {200, 60}}) {
            Set<String> lines = pageThrough(KeymapLoader.defaults(), size[0], size[1]);
            String all = String.join("\n", lines);
            for (ActionHelp.Topic topic : ActionHelp.Topic.values()) {
                assertTrue(lines.contains(topic.title()), topic + " at " + size[0] + "x" + size[1] + ":\n" + all);
            }
            for (ActionSyntax.Verb verb : ActionSyntax.verbs()) {
                assertTrue(all.contains(verb.synopsis() + ":"), verb.name() + " at " + size[0] + "x" + size[1]);
            }
            if (size[0] >= 80) {
                assertTrue(lines.contains("h Left 4      walk one tile west"), all);
                assertTrue(
                        lines.stream()
                                .anyMatch(
                                        l -> l.startsWith("d             put down what you hold on the cursor's tile")),
                        all);
                assertTrue(lines.contains("F2            show the emotion happy"), all);
                assertTrue(lines.contains("h Left 4      in target mode: move the cursor west"), all);
                assertTrue(
                        lines.stream()
                                .anyMatch(l ->
                                        l.startsWith("n             while searching: move the cursor to the next")),
                        all);
                assertFalse(all.contains("move -1 0"), "keys in words, not in the action language:\n" + all);
            }
        }
    }

    @Test
    void itShowsTheKeymapInEffect() {
        Keymap<Action> mine =
                KeymapLoader.defaults().overriddenBy(KeymapLoader.parse("[normal]\nv emote 1; move 1 0\n", "mine"));
        String all = String.join("\n", pageThrough(mine, 80, 24));
        assertTrue(all.contains("v             show the emotion mad, then walk one tile east"), all);
    }

    @Test
    void pagedOnTheWholeScreen() {
        UiHarness small = new UiHarness(80, 24).play("idle.cap");
        small.press("?");
        String first = small.screenText();
        small.press("<pagedown>");
        String second = small.screenText();
        small.press("<pageup>");
        assertTrue(small.screenText().equals(first), "PgUp goes back:\n" + small.screenText());
        Golden.assertMatches("screens/help-80x24", first + "--- Space or PgDn ---\n" + second);
        assertTrue(first.contains("Keys and what they do  page 1/"), first);
        assertFalse(second.contains("page 1/"), second);

        UiHarness wide = new UiHarness(100, 30).play("idle.cap");
        wide.press("?");
        String screen = wide.screenText();
        Golden.assertMatches("screens/help-100x30", screen);
        assertFalse(screen.contains("|"), "no pane beside it: the help has the whole width\n" + screen);
    }
}
