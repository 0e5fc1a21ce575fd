package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.term.Rect;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Target;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * A click on the map aims the cursor there and acts: use what is there, else walk there; the
 * right button drops, a click on ourselves uses what we hold on us. The wheel scrolls the speech
 * log. A release, a drag or a move does nothing, and is never read as a key.
 */
final class MouseClicks {
    private final UiState ui;

    MouseClicks(UiState ui) {
        this.ui = ui;
    }

    List<Action> click(MouseAction mouse, Optional<Layout> layout, WorldSnapshot world) {
        if (mouse.getActionType() == MouseActionType.SCROLL_UP
                || mouse.getActionType() == MouseActionType.SCROLL_DOWN) {
            ui.speechBack = Math.max(0, ui.speechBack + (mouse.getActionType() == MouseActionType.SCROLL_UP ? 3 : -3));
            return List.of();
        }
        if (mouse.getActionType() != MouseActionType.CLICK_DOWN || layout.isEmpty()) {
            return List.of();
        }
        Rect map = layout.get().get(Layout.Pane.MAP);
        if (!map.contains(mouse.getPosition().getColumn(), mouse.getPosition().getRow())) {
            return List.of();
        }
        MapViewport port = new MapViewport(ui.viewCenter, map.cols(), map.rows());
        Optional<Position> tile = port.tileAt(
                mouse.getPosition().getColumn() - map.col(), mouse.getPosition().getRow() - map.row());
        if (tile.isEmpty()) {
            return List.of();
        }
        ui.lookAt(tile.get());
        boolean somethingThere = world.cell(tile.get().x(), tile.get().y())
                .map(c -> !c.object().isEmpty())
                .orElse(false);
        if (mouse.getButton() == 3) {
            return List.of(new TileAction.Drop(new Target.Cursor()));
        } else if (tile.get().equals(world.ourPosition())) {
            return List.of(new BodyAction.Self(-1));
        }
        return List.of(
                somethingThere ? new TileAction.Use(new Target.Cursor()) : new TileAction.Walk(new Target.Cursor()));
    }
}
