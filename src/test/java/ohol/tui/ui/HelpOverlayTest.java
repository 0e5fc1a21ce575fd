package ohol.tui.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.BasicTextImage;
import com.googlecode.lanterna.input.KeyStroke;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import ohol.tui.input.ActionSyntax;
import ohol.tui.input.KeymapLoader;
import ohol.tui.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

class HelpOverlayTest {
    /** Every line the overlay shows, paging down from the top on a screen of the given size. */
    private static Set<String> pageThrough(int cols, int rows) {
        HelpOverlay help = new HelpOverlay(KeymapLoader.defaults());
        WorldSnapshot world = ohol.tui.Replay.of("idle.cap").world().snapshot();
        View view = new View(
                world,
                new View.Pointing(KeymapLoader.NORMAL, world.ourPosition(), world.ourPosition(), false),
                new View.Prompts(0, Optional.empty(), Optional.of(help), false, Optional.empty()),
                new View.Figures(OptionalLong.empty(), 0, 0, 0, Optional.empty()),
                false);
        Set<String> seen = new LinkedHashSet<>();
        for (int page = 0; page < 200; page++) {
            BasicTextImage image = new BasicTextImage(new TerminalSize(cols, rows));
            help.draw(image.newTextGraphics(), view);
            for (int r = 1; r < rows; r++) {
                StringBuilder line = new StringBuilder();
                for (int c = 0; c < cols; c++) {
                    line.append(image.getCharacterAt(c, r).getCharacterString());
                }
                seen.add(line.toString().strip());
            }
            help.key(KeyStroke.fromString("<pagedown>"));
        }
        return seen;
    }

    @Test
    void everyVerbIsInTheHelpUnderItsOwnNameAtEverySize() {
        for (int[] size : new int[][] {{40, 12}, {80, 24}, {200, 60}}) {
            Set<String> lines = pageThrough(size[0], size[1]);
            String all = String.join("\n", lines);
            for (ActionSyntax.Verb verb : ActionSyntax.verbs()) {
                boolean shown = lines.stream()
                        .anyMatch(l -> l.startsWith(verb.synopsis() + ":")
                                || l.contains(" " + verb.synopsis() + ":")
                                || l.startsWith(verb.name() + " ") && l.contains(":"));
                assertTrue(shown, verb.name() + " at " + size[0] + "x" + size[1] + ":\n" + all);
            }
            assertTrue(all.contains("h         move -1 0"), all);
            assertTrue(all.contains("B         baby @"), "keys are shown in the language's words: " + all);
        }
    }
}
