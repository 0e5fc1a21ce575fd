package ohol.tui.onelife.ui;

import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.term.DeltaScreen;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.sight.Offset;
import ohol.tui.onelife.world.Position;

/** The screen's own actions: the cursor, modes, overlays, scrolling, a redraw. */
final class ScreenActions implements ScreenAction.Handler<Void> {
    /** What the screen's actions work on. */
    record Parts(
            UiState ui,
            Screen screen,
            Keymap<Action> keymap,
            Explorer explorer,
            MessageLog log,
            ObjectCatalog catalog,
            Supplier<Position> us,
            Consumer<Action> perform,
            LongSupplier clock,
            List<String> hostKeys,
            Supplier<EraFeatures> era) {}

    private final Parts p;
    private final UiState ui;

    ScreenActions(Parts parts) {
        this.p = parts;
        this.ui = parts.ui();
    }

    @Override
    public Void on(ScreenAction.Cursor c) {
        ui.moveCursor(p.us().get(), c.dx(), c.dy());
        return null;
    }

    @Override
    public Void on(ScreenAction.TargetMode a) {
        ui.mode = ui.mode.equals(KeymapLoader.TARGET) ? KeymapLoader.NORMAL : KeymapLoader.TARGET;
        return null;
    }

    @Override
    public Void on(ScreenAction.Chat a) {
        EraFeatures era = p.era().get();
        if (!era.has(EraFeatures.Feature.SPEECH)) {
            ui.notice(
                    era.dialect().server() + " has no speech: there is no chat line",
                    p.clock().getAsLong());
            return null;
        }
        ui.chat = new LineEditor(UiState.MAX_CHAT, ui.history("say"));
        return null;
    }

    @Override
    public Void on(ScreenAction.Help a) {
        ui.overlay = Optional.of(new HelpOverlay(p.keymap(), p.era().get(), p.hostKeys()));
        return null;
    }

    @Override
    public Void on(ScreenAction.ToggleEdgeScroll a) {
        ui.edgeScroll = !ui.edgeScroll;
        ui.notice(
                ui.edgeScroll ? "The map scrolls near its edge" : "The map follows you",
                p.clock().getAsLong());
        return null;
    }

    @Override
    public Void on(ScreenAction.ScrollLog s) {
        ui.speechBack = Math.max(0, ui.speechBack + s.lines());
        return null;
    }

    @Override
    public Void on(ScreenAction.Redraw a) {
        try {
            if (p.screen() instanceof DeltaScreen delta) {
                delta.refit(); // a size the screen missed is taken now
            } else {
                p.screen().doResizeIfNecessary();
            }
            p.screen().refresh(Screen.RefreshType.COMPLETE);
        } catch (IOException e) {
            ui.notice("Cannot redraw: " + e.getMessage(), p.clock().getAsLong());
        }
        return null;
    }

    @Override
    public Void on(ScreenAction.Explore a) {
        return a.accept(p.explorer().actions());
    }

    @Override
    public Void on(ScreenAction.Cancel a) {
        ui.mode = KeymapLoader.NORMAL;
        ui.home();
        ui.overlay = Optional.empty();
        ui.speechBack = 0;
        return null;
    }

    @Override
    public Void on(ScreenAction.History a) {
        ui.overlay = Optional.of(new HistoryOverlay(p.log(), p.catalog()));
        return null;
    }

    @Override
    public Void on(ScreenAction.NamePlace a) {
        ui.overlay = Optional.of(new PlacesOverlay(p.perform(), true, ui.history("place")));
        return null;
    }

    @Override
    public Void on(ScreenAction.Recall a) {
        long now = p.clock().getAsLong();
        if (ui.lastLooked.isEmpty()) {
            ui.notice("No tile looked at yet: ; looks, Tab goes through what is in view", now);
            return null;
        }
        Position us = p.us().get();
        Position tile = ui.lastLooked.get();
        ui.cursorTile = Optional.of(tile);
        ui.cursorPicked = true;
        String where = new Offset(tile.x() - us.x(), tile.y() - us.y()).words();
        ui.notice(
                "The cursor is back on the tile you last looked at (" + where + "): actions aim there until Esc", now);
        return null;
    }
}
