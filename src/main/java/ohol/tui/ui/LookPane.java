package ohol.tui.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.stream.Collectors;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.text.ServerText;
import ohol.tui.world.Position;
import ohol.tui.world.Surroundings;

/** One line about the tile under the cursor: what stands there, what it holds, who is there, the floor. */
public final class LookPane {
    private final ObjectCatalog catalog;

    public LookPane(ObjectCatalog catalog) {
        this.catalog = catalog;
    }

    public void draw(TextGraphics g, View view) {
        Position here = view.world().ourPosition();
        int dx = view.cursor().x() - here.x();
        int dy = view.cursor().y() - here.y();
        Surroundings.TileReport tile = new Surroundings(view.world(), catalog).look(dx, dy);
        StringBuilder text = new StringBuilder();
        text.append(dx == 0 && dy == 0 ? "Here" : "At " + dx + "," + dy).append(": ");
        if (!tile.known()) {
            text.append("not seen yet");
        } else {
            text.append(tile.object().map(LookPane::describe).orElse("nothing"));
            tile.floor().ifPresent(f -> text.append(" on ").append(f.name()));
        }
        if (!tile.people().isEmpty()) {
            text.append(" | ").append(String.join(", ", tile.people()));
        }
        Text.line(g, 0, ServerText.clean(text.toString()), Painter.TEXT);
    }

    static String describe(Surroundings.Named object) {
        if (object.contents().isEmpty()) {
            return object.name();
        }
        return object.name() + " [" + object.contents().stream()
                .map(c -> c.contents().isEmpty() ? c.name() : c.name() + " of " + c.contents().size())
                .collect(Collectors.joining(", ")) + "]";
    }
}
