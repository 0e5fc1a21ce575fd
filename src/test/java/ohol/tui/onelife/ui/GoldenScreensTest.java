package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.BasicTextImage;
import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.Golden;
import ohol.tui.Replay;
import ohol.tui.core.term.Palette;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

/**
 * Each pane drawn from a fixed snapshot (a replayed capture on the capture's own clock) and
 * compared whole with its golden text; then whole screens at three sizes.
 */
class GoldenScreensTest {
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

    private static View view(
            WorldSnapshot world,
            Position cursor,
            Optional<String> chat,
            Optional<Overlay> overlay,
            Optional<String> notice) {
        return new View(
                world,
                new View.Pointing(KeymapLoader.NORMAL, cursor, world.ourPosition(), false),
                new View.Prompts(0, chat, overlay, false, notice),
                new View.Figures(OptionalLong.of(42), 1234, 56, 789, Optional.empty()),
                false);
    }

    private static WorldSnapshot crowd() {
        return Replay.of("crowd.cap").world().snapshot();
    }

    @Test
    void statusPane() {
        WorldSnapshot w = crowd();
        Golden.assertMatches(
                "panes/status-crowd",
                draw(
                        new StatusPane(UiHarness.catalog()),
                        80,
                        2,
                        view(w, w.ourPosition(), Optional.empty(), Optional.empty(), Optional.empty())));
    }

    @Test
    void mapPane() {
        WorldSnapshot w = crowd();
        Pane map = new MapPane(
                new GlyphBook(GlyphTheme.defaults(), UiHarness.catalog()),
                new Painter(new Palette(Palette.Depth.INDEXED256)));
        Golden.assertMatches(
                "panes/map-crowd",
                draw(map, 60, 15, view(w, w.ourPosition(), Optional.empty(), Optional.empty(), Optional.empty())));
    }

    @Test
    void speechAndEventsPanes() {
        WorldSnapshot w = crowd();
        View v = view(w, w.ourPosition(), Optional.empty(), Optional.empty(), Optional.empty());
        Golden.assertMatches("panes/speech-crowd", draw(new LogPane(LogPane.Kind.SPEECH), 48, 12, v));
        Golden.assertMatches("panes/events-crowd", draw(new LogPane(LogPane.Kind.EVENTS), 48, 8, v));
    }

    @Test
    void lookPane() {
        WorldSnapshot w = Replay.of("idle.cap").world().snapshot();
        StringBuilder rows = new StringBuilder();
        for (int dy = 4; dy >= -4; dy--) {
            for (int dx = -10; dx <= 10; dx++) {
                View v = view(w, w.ourPosition().plus(dx, dy), Optional.empty(), Optional.empty(), Optional.empty());
                String line = draw(new LookPane(UiHarness.catalog()), 80, 1, v);
                if (!line.contains(": nothing\n") || (dx == 0 && dy == 0)) {
                    rows.append(line);
                }
            }
        }
        Golden.assertMatches("panes/look-idle", rows.toString());
    }

    @Test
    void chatPane() {
        WorldSnapshot w = crowd();
        StringBuilder rows = new StringBuilder();
        rows.append(draw(
                new ChatPane(), 80, 1, view(w, w.ourPosition(), Optional.empty(), Optional.empty(), Optional.empty())));
        rows.append(draw(
                new ChatPane(),
                80,
                1,
                view(w, w.ourPosition(), Optional.of("HELLO THERE"), Optional.empty(), Optional.empty())));
        rows.append(draw(
                new ChatPane(),
                80,
                1,
                view(w, w.ourPosition(), Optional.empty(), Optional.empty(), Optional.of("the way is blocked"))));
        Golden.assertMatches("panes/chat", rows.toString());
    }

    @Test
    void helpOverlayFirstPageAndLastPage() {
        WorldSnapshot w = crowd();
        HelpOverlay help = new HelpOverlay(KeymapLoader.defaults());
        View v = view(w, w.ourPosition(), Optional.empty(), Optional.of(help), Optional.empty());
        String first = draw(help, 80, 16, v);
        help.key(com.googlecode.lanterna.input.KeyStroke.fromString("<end>"));
        Golden.assertMatches("panes/help-80x16", first + "--- last page ---\n" + draw(help, 80, 16, v));
    }

    @Test
    void wholeScreensAtThreeSizes() {
        Golden.assertMatches(
                "screens/crowd-80x24", new UiHarness(80, 24).play("crowd.cap").screenText());
        Golden.assertMatches(
                "screens/idle-40x12", new UiHarness(40, 12).play("idle.cap").screenText());
        Golden.assertMatches(
                "screens/crowd-200x60", new UiHarness(200, 60).play("crowd.cap").screenText());
    }
}
