package ohol.tui.ui;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.TextGraphics;
import java.util.Optional;
import ohol.tui.data.ObjectCatalog;

/**
 * Draws a whole frame: each pane into its own clipped part of the screen, as {@link Layout}
 * places them, and an overlay (the help, lists) over the map while one is open. Below the smallest size it shows one line
 * asking for a bigger terminal.
 */
public final class ScreenRenderer {
    private final MapPane map;
    private final StatusPane status;
    private final LogPane speech;
    private final LogPane events;
    private final LookPane look;
    private final ChatPane chat = new ChatPane();

    public ScreenRenderer(GlyphBook glyphs, Painter painter, ObjectCatalog catalog) {
        this.map = new MapPane(glyphs, painter);
        this.status = new StatusPane(catalog);
        this.look = new LookPane(catalog);
        this.speech = new LogPane(LogPane.Kind.SPEECH, catalog);
        this.events = new LogPane(LogPane.Kind.EVENTS, catalog);
    }

    /** Draws the frame for a screen of {@code size}; returns the layout used, if the screen was big enough. */
    public Optional<Layout> draw(TextGraphics g, TerminalSize size, View view) {
        Optional<Layout> layout = Layout.compute(size.getColumns(), size.getRows());
        if (layout.isEmpty()) {
            g.setBackgroundColor(Painter.BACKGROUND);
            g.fill(' ');
            Text.at(g, 0, 0, "Need " + Layout.MIN_COLS + "x" + Layout.MIN_ROWS + " or more", Painter.WARN);
            return layout;
        }
        Layout l = layout.get();
        status.draw(part(g, l.get(Layout.Pane.STATUS)), view);
        Pane overMap = view.overlay().isPresent() ? view.overlay().get() : map;
        overMap.draw(part(g, l.get(Layout.Pane.MAP)), view);
        speech.draw(part(g, l.get(Layout.Pane.SPEECH)), view);
        events.draw(part(g, l.get(Layout.Pane.EVENTS)), view);
        look.draw(part(g, l.get(Layout.Pane.LOOK)), view);
        chat.draw(part(g, l.get(Layout.Pane.CHAT)), view);
        drawDividers(g, l);
        return layout;
    }

    private static void drawDividers(TextGraphics g, Layout l) {
        Rect map = l.get(Layout.Pane.MAP);
        Rect speech = l.get(Layout.Pane.SPEECH);
        g.setForegroundColor(Painter.DIM);
        g.setBackgroundColor(Painter.BACKGROUND);
        if (speech.col() > map.cols()) {
            for (int r = map.row(); r < map.row() + map.rows(); r++) {
                g.setCharacter(map.cols(), r, '|');
            }
        }
    }

    private static TextGraphics part(TextGraphics g, Rect r) {
        return g.newTextGraphics(new TerminalPosition(r.col(), r.row()), new TerminalSize(r.cols(), r.rows()));
    }
}
