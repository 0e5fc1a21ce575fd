package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.Screen;
import java.util.Optional;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.term.Frame;
import ohol.tui.core.term.FrameGraphics;
import ohol.tui.core.term.Rect;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.knowledge.ObjectKinds;

/**
 * Draws a whole frame: each pane into its own clipped part of the screen, as {@link Layout}
 * places them, and an overlay (the help, lists) over the map while one is open, or over the
 * whole screen but its status and bottom lines for those that need the room. Below the smallest size it shows one line
 * asking for a bigger terminal. Objects are drawn by the kinds the frame's game data gives
 * them, which grow richer once the transitions are read. The frame is composed in the
 * renderer's own {@link Frame} and then put on the screen whole.
 */
public final class ScreenRenderer {
    private final GlyphTheme theme;
    private final Painter painter;
    private final ObjectCatalog catalog;
    private GlyphBook glyphs;
    private MapPane map;
    private NearPane near;
    private final StatusPane status;
    private final LogPane speech;
    private final LogPane events;
    private final LookPane look;
    private final ChatPane chat;
    private final SearchLine searchLine = new SearchLine();
    private final DangerLine danger = new DangerLine();
    private final Frame frame = new Frame();

    /** Offering the default keys on the bottom line. */
    public ScreenRenderer(GlyphBook glyphs, Painter painter, ObjectCatalog catalog) {
        this(glyphs, painter, catalog, KeymapLoader.defaults());
    }

    /** Offering the keys of {@code keymap}, the one in effect, on the bottom line. */
    public ScreenRenderer(GlyphBook glyphs, Painter painter, ObjectCatalog catalog, Keymap<Action> keymap) {
        this.chat = new ChatPane(keymap);
        this.theme = glyphs.theme();
        this.painter = painter;
        this.catalog = catalog;
        this.glyphs = glyphs;
        this.map = new MapPane(glyphs, painter);
        this.near = new NearPane(glyphs, painter);
        this.status = new StatusPane(catalog, keymap);
        this.look = new LookPane(catalog);
        this.speech = new LogPane(LogPane.Kind.SPEECH, catalog);
        this.events = new LogPane(LogPane.Kind.EVENTS, catalog);
    }

    /**
     * Draws the frame onto a screen of {@code size} (as it was when the view was made); returns
     * the layout used, if the screen was big enough.
     */
    public Optional<Layout> draw(Screen screen, TerminalSize size, View view) {
        Optional<Layout> layout = Layout.compute(
                size.getColumns(),
                size.getRows(),
                view.lens().map(Lens::sidebar).orElse(false));
        draw(screen, size, layout, view);
        return layout;
    }

    /** Draws into the {@code layout} the loop computed for this frame. */
    public void draw(Screen screen, TerminalSize size, Optional<Layout> layout, View view) {
        compose(size, layout, view);
        frame.show(screen);
    }

    private Optional<Layout> compose(TerminalSize size, Optional<Layout> layout, View view) {
        frame.fit(size);
        TextGraphics g = new FrameGraphics(frame, painter.cells());
        if (layout.isEmpty()) {
            g.setBackgroundColor(Painter.BACKGROUND);
            g.fill(' ');
            Text.at(g, 0, 0, "Need " + Layout.MIN_COLS + "x" + Layout.MIN_ROWS + " or more", Painter.WARN);
            return layout;
        }
        view.lens().ifPresent(l -> useKinds(l.knowledge().kinds()));
        Layout l = layout.get();
        status.draw(part(g, l.get(Layout.Pane.STATUS)), view);
        TextGraphics mapPart = part(g, l.get(Layout.Pane.MAP));
        Optional<Overlay> overlay = view.overlay();
        Rect mapRect = l.get(Layout.Pane.MAP);
        boolean whole = overlay.isPresent() && overlay.get().wholeScreen(view, mapRect.cols(), mapRect.rows());
        if (overlay.isEmpty() || overlay.get().showsMap()) {
            map.draw(mapPart, view);
            if (danger.wanted(view)) {
                danger.draw(mapPart, view);
            }
        }
        if (!whole) {
            overlay.ifPresent(o -> o.draw(mapPart, view));
        }
        speech.draw(part(g, l.get(Layout.Pane.SPEECH)), view);
        events.draw(part(g, l.get(Layout.Pane.EVENTS)), view);
        look.draw(part(g, l.get(Layout.Pane.LOOK)), view);
        (searchLine.wanted(view) ? searchLine : chat).draw(part(g, l.get(Layout.Pane.CHAT)), view);
        l.find(Layout.Pane.NEAR).ifPresent(r -> near.draw(part(g, r), view));
        drawDividers(g, l);
        if (whole) {
            overlay.get().draw(part(g, l.wholeScreen()), view);
        }
        return layout;
    }

    /** Draws objects by these kinds from now on (the full ones arrive once the transitions are read). */
    private void useKinds(ObjectKinds kinds) {
        if (glyphs.kinds() != kinds) {
            glyphs = new GlyphBook(theme, catalog, kinds);
            map = new MapPane(glyphs, painter);
            near = new NearPane(glyphs, painter);
        }
    }

    private static void drawDividers(TextGraphics g, Layout l) {
        Rect map = l.get(Layout.Pane.MAP);
        Rect speech = l.get(Layout.Pane.SPEECH);
        g.setForegroundColor(Painter.DIM);
        g.setBackgroundColor(Painter.BACKGROUND);
        if (speech.row() == map.row() && speech.col() > 0) {
            for (int r = map.row(); r < map.row() + map.rows(); r++) {
                g.setCharacter(speech.col() - 1, r, '|');
            }
        }
    }

    private static TextGraphics part(TextGraphics g, Rect r) {
        return g.newTextGraphics(new TerminalPosition(r.col(), r.row()), new TerminalSize(r.cols(), r.rows()));
    }
}
