package ohol.tui.ui;

import com.googlecode.lanterna.graphics.TextGraphics;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.world.Position;
import ohol.tui.world.Surroundings;

/** One line about the tile under the cursor: what stands there, what it holds, who is there, the floor. */
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
        Surroundings.TileReport tile = new Surroundings(view.world(), catalog).look(dx, dy);
        Text.line(g, 0, SafeText.clean(Surroundings.describe(tile)), Painter.TEXT);
    }
}
