package ohol.tui.onelife.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.Optional;
import ohol.tui.core.term.Widths;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.knowledge.Outcome;
import ohol.tui.onelife.sight.TileDescriber;
import ohol.tui.onelife.world.Position;

/**
 * One line about the tile under the cursor: what stands there, what it holds, the floor, the
 * ground, who is there; and, with the game's transitions, what the use key would do there with
 * what we hold ({@code g: Stone + Big Hard Rock -> Sharp Stone}, {@code g: no known use}),
 * kept whole when the line is short. What does not fit is cut after a word, marked.
 */
public final class LookPane implements Pane {
    private final ObjectCatalog catalog;

    public LookPane(ObjectCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public void draw(TextGraphics g, View view) {
        Position here = view.world().ourPosition();
        int dx = view.cursor().x() - here.x();
        int dy = view.cursor().y() - here.y();
        if (view.lens().isEmpty()) {
            String description =
                    new TileDescriber(view.world(), catalog).report(dx, dy).describe();
            Text.line(
                    g,
                    0,
                    Text.shortened(ServerText.clean(description), g.getSize().getColumns()),
                    Painter.TEXT);
            return;
        }
        Lens lens = view.lens().get();
        String description = ServerText.clean(lens.sight().describe(dx, dy).describe());
        Optional<String> prediction = lens.sight()
                .useOutcome(dx, dy)
                .map(Outcome::text)
                .map(o -> ServerText.clean(lens.keyFor("use").orElse("use") + ": " + o));
        int cols = g.getSize().getColumns();
        if (prediction.isEmpty()) {
            Text.line(g, 0, Text.shortened(description, cols), Painter.TEXT);
            return;
        }
        int room = Math.max(0, cols - Widths.columns(prediction.get()) - 2);
        String shown = Text.shortened(description, Math.max(room, cols / 3));
        Text.line(g, 0, shown, Painter.TEXT);
        int at = Widths.columns(shown) + 2;
        Text.at(g, at, 0, Text.shortened(prediction.get(), cols - at), Painter.ACCENT);
    }
}
