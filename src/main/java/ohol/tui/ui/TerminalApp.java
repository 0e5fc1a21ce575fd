package ohol.tui.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.RateMeter;
import ohol.tui.core.term.Rect;
import ohol.tui.core.text.ServerText;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.Action;
import ohol.tui.input.BodyAction;
import ohol.tui.input.KeymapLoader;
import ohol.tui.input.Query;
import ohol.tui.input.ScreenAction;
import ohol.tui.input.ScriptAction;
import ohol.tui.input.Target;
import ohol.tui.input.TileAction;
import ohol.tui.protocol.SpeechRules;
import ohol.tui.session.ExitCode;
import ohol.tui.session.GameSession;
import ohol.tui.session.Inbound;
import ohol.tui.session.Link;
import ohol.tui.world.Position;
import ohol.tui.world.WorldSnapshot;

/**
 * The terminal front-end of a {@link GameSession}, on one thread that owns the screen and the
 * session: take keys and mouse clicks, feed the session what the connection heard, show what it
 * reports, redraw when something changed, and let Lanterna send only the cells that differ.
 *
 * <p>{@link #tick()} does one round, so tests drive it on a virtual terminal; {@link #run()}
 * loops until the player quits or has seen that the connection is gone.
 */
public final class TerminalApp {
    static final long FRAME_NANOS = 33_000_000L;
    static final long PING_EVERY_NANOS = 10_000_000_000L;

    private final Screen screen;
    private final GameSession session;
    private final Keymap<Action> keymap;
    private final ScreenRenderer renderer;
    private final LongSupplier clock;
    private final boolean ascii;
    private final UiState ui = new UiState();
    private final Explorer explorer;
    private final ObjectCatalog catalog;
    private final MessageLog log;
    private Optional<Layout> layout = Optional.empty();
    private final NearPace nearPace = new NearPace();
    private final ScreenEvents events;
    private boolean dirty = true;
    /** Something on the map moves (a walk, a slide) or a notice shows: redraw each frame. */
    private boolean moving;

    private boolean finished;
    private ExitCode exitCode = ExitCode.OK;
    private final RateMeter rates;
    private final LongSupplier screenBytes;
    private long lastPingAt;
    private long lastRedrawAt;

    /** What the screen is made of; {@code clock} gives nanoseconds like {@link System#nanoTime()}. */
    public record Parts(
            ObjectCatalog catalog,
            Keymap<Action> keymap,
            GlyphTheme theme,
            Palette palette,
            LongSupplier clock,
            boolean ascii) {}

    public TerminalApp(Screen screen, GameSession session, Parts parts) {
        this(screen, session, parts, () -> 0);
    }

    /** {@code screenBytes} counts what the screen has sent the terminal, for the status line. */
    public TerminalApp(Screen screen, GameSession session, Parts parts, LongSupplier screenBytes) {
        this.screen = screen;
        this.screenBytes = screenBytes;
        this.session = session;
        this.keymap = parts.keymap();
        this.clock = parts.clock();
        this.ascii = parts.ascii();
        this.catalog = parts.catalog();
        this.log = new MessageLog(clock.getAsLong());
        Painter painter = new Painter(parts.palette());
        this.renderer = new ScreenRenderer(new GlyphBook(parts.theme(), parts.catalog()), painter, parts.catalog());
        this.explorer = new Explorer(
                ui,
                session,
                keymap,
                parts.theme(),
                painter,
                () -> layout.map(l -> Lens.areaOf(l.get(Layout.Pane.MAP), ui.viewCenter)),
                () -> Layout.fitsNear(
                        screen.getTerminalSize().getColumns(),
                        screen.getTerminalSize().getRows()),
                session::queue,
                clock);
        this.events = new ScreenEvents(ui, log, explorer, session, catalog, clock, this::finish, this::perform);
        this.rates = new RateMeter(clock.getAsLong());
        this.lastPingAt = clock.getAsLong() - PING_EVERY_NANOS + 1_000_000_000L;
    }

    /**
     * Loops until the player leaves. Between rounds it sleeps on the session's queue, where keys
     * (from a reader thread), the connection and resizes all arrive: a key is acted on the moment
     * it comes. It wakes by itself only for what moves on the map, a queued action or the status
     * line's once-a-second figures.
     */
    public ExitCode run() throws IOException, InterruptedException {
        while (!finished) {
            tick();
            long untilStats = Math.max(0, lastRedrawAt + 1_000_000_000L - clock.getAsLong());
            long wait = Math.min(moving ? FRAME_NANOS : untilStats, session.nanosUntilDue());
            Optional<Inbound> next = session.next(Math.max(1, wait));
            if (next.isPresent()) {
                take(next.get());
            }
        }
        return exitCode;
    }

    /** The world as the screen last saw it (for tests and tools). */
    public WorldSnapshot snapshotForTests() {
        return session.snapshot();
    }

    public boolean isFinished() {
        return finished;
    }

    public ExitCode exitCode() {
        return exitCode;
    }

    /** Why the connection closed, once it has. */
    public Optional<CloseReason> closeReason() {
        return session.closed();
    }

    /** One round: resize, keys, what the connection heard, timers, and a redraw if anything changed. */
    public void tick() throws IOException {
        if (screen.doResizeIfNecessary() != null) {
            dirty = true;
        }
        try {
            for (KeyStroke key; !finished && (key = screen.pollInput()) != null; ) {
                onKey(key);
            }
        } catch (IOException e) {
            hungUp(); // the terminal's input broke: it is gone
            return;
        }
        for (Optional<Inbound> in; !finished && (in = nextNow()).isPresent(); ) {
            take(in.get());
        }
        long now = clock.getAsLong();
        session.runDue(this::perform);
        showEvents(now);
        keepStats(now);
        WorldSnapshot world = session.snapshot();
        moving = somethingMoves(world);
        if (moving) {
            dirty = true;
        }
        if (dirty && !finished) {
            render(world);
            dirty = false;
        }
    }

    private Optional<Inbound> nextNow() {
        try {
            return session.next(0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private void take(Inbound in) {
        dirty = true;
        if (in instanceof Inbound.Net net) {
            session.onNet(net);
        } else if (in instanceof Inbound.Key key) {
            onKey(key.key());
        } else if (in instanceof Inbound.HungUp) {
            hungUp();
        } else if (in instanceof Inbound.Resized) {
            dirty = true;
        }
        showEvents(clock.getAsLong());
    }

    private void showEvents(long now) {
        if (events.showNew(now)) {
            dirty = true;
        }
    }

    private boolean somethingMoves(WorldSnapshot world) {
        long now = world.nanos();
        for (var p : world.people().values()) {
            if (p.motion().walk().isPresent() && !p.motion().walk().get().isOverAt(now)) {
                return true;
            }
        }
        for (var s : world.slides()) {
            if (!s.isOverAt(now)) {
                return true;
            }
        }
        return ui.notice(clock.getAsLong()).isPresent() || session.hasQueued() || KinMarks.passingMarks(world);
    }

    private void keepStats(long now) {
        Optional<Link> link = session.link();
        if (link.isEmpty()) {
            return;
        }
        if (now - lastRedrawAt >= 1_000_000_000L) {
            // timed marks (an emotion, a speaker's mark, a notice) end between frames: look once a
            // second; an unchanged screen sends nothing
            lastRedrawAt = now;
            dirty = true;
        }
        Link l = link.get();
        if (rates.take(new RateMeter.Totals(l.bytesReceived(), l.bytesSent(), screenBytes.getAsLong()), now)) {
            dirty = true; // redrawn only when the figures shown change: on a slow link each repaint costs bytes
        }
        if (session.inGame() && now - lastPingAt >= PING_EVERY_NANOS) {
            link.get().ping();
            lastPingAt = now;
        }
    }

    private void render(WorldSnapshot world) throws IOException {
        Position us = world.ourPosition();
        TerminalSize size = screen.getTerminalSize();
        Optional<Layout> planned = Layout.compute(size.getColumns(), size.getRows(), explorer.sidebar());
        Optional<Lens> lens = Optional.empty();
        if (planned.isPresent()) {
            Rect map = planned.get().get(Layout.Pane.MAP);
            Position body = world.ourBodyAt();
            ui.viewCenter = ui.edgeScroll ? MapViewport.follow(ui.viewCenter, body, map.cols(), map.rows()) : body;
            lens = Optional.of(explorer.lens(world, Lens.areaOf(map, ui.viewCenter)));
            if (planned.get().find(Layout.Pane.NEAR).isPresent()) {
                Lens l = lens.get();
                l.list(nearPace.pace(l.things(), ui.edgeScroll, world.ourPosition(), ui.viewCenter, clock.getAsLong()));
            }
        }
        View view = new View(
                world,
                ui.mode,
                ui.cursor(us),
                ui.viewCenter,
                ui.edgeScroll,
                ui.speechBack,
                ui.chat == null ? Optional.empty() : Optional.of(ui.chat.toString()),
                ui.overlay,
                ui.confirmQuit,
                ui.notice(clock.getAsLong()),
                ascii,
                session
                        .link()
                        .flatMap(l -> l.roundTripMillis().isPresent()
                                ? Optional.of(l.roundTripMillis().getAsLong())
                                : Optional.empty())
                        .stream()
                        .mapToLong(Long::longValue)
                        .findFirst(),
                rates.inPerSecond(),
                rates.outPerSecond(),
                rates.screenPerSecond(),
                session.closed().map(CloseReason::toString),
                lens);
        layout = renderer.draw(screen, size, view);
        screen.setCursorPosition(null);
        screen.refresh(Screen.RefreshType.AUTOMATIC); // delta, but whole after a resize
    }

    private void onKey(KeyStroke key) {
        dirty = true;
        long now = clock.getAsLong();
        if (key.getKeyType() == KeyType.EOF) {
            finish();
            return;
        }
        if (ui.confirmQuit) {
            ui.confirmQuit = false;
            if (key.getKeyType() == KeyType.Character && Character.toLowerCase(key.getCharacter()) == 'y') {
                finish();
            }
            return;
        }
        if (session.closed().isPresent() && key.getKeyType() == KeyType.Character && key.getCharacter() == 'q') {
            finish();
            return;
        }
        if (ui.overlay.isPresent()) {
            if (!ui.overlay.get().key(key)) {
                ui.overlay = Optional.empty();
            }
            return;
        }
        if (ui.chat != null) {
            typeChat(key);
            return;
        }
        if (key instanceof MouseAction mouse) {
            click(mouse);
            return;
        }
        Optional<List<Action>> actions = keymap.lookup(ui.mode, KeyChord.of(key));
        if (actions.isEmpty()) {
            ui.notice("No action on " + KeyChord.of(key).label() + " (? shows the keys)", now);
            return;
        }
        ui.clearNotice();
        session.queue(actions.get());
        session.runDue(this::perform);
    }

    /** The terminal is gone: stop drawing; the runner decides whether the life goes on without a screen. */
    private void hungUp() {
        finished = true;
        exitCode = ExitCode.HANGUP;
    }

    private void finish() {
        finished = true;
        if (session.closed().isPresent() && !session.quitting() && !session.died()) {
            exitCode = ExitCode.CONNECTION_LOST;
        } else {
            exitCode = ExitCode.OK;
            if (session.closed().isEmpty()) {
                session.quit(Duration.ofSeconds(1));
            }
        }
    }

    /**
     * The chat line takes only what the server keeps (A-Z, space and .-,'?!; lower case is
     * raised) and no more than our age lets us say; anything else is refused where the player
     * sees it, not dropped later by the server.
     */
    private void typeChat(KeyStroke key) {
        long now = clock.getAsLong();
        switch (key.getKeyType()) {
            case Enter -> {
                String text = ui.chat.toString().strip();
                ui.chat = null;
                if (!text.isEmpty()) {
                    perform(new BodyAction.Say(text));
                }
            }
            case Escape -> ui.chat = null;
            case Backspace -> {
                if (ui.chat.length() > 0) {
                    ui.chat.setLength(ui.chat.length() - 1);
                }
            }
            case Character -> {
                char c = Character.toUpperCase(key.getCharacter());
                WorldSnapshot world = session.snapshot();
                int limit = ChatPane.sayLimit(world);
                if (key.isCtrlDown() && c == 'C') {
                    ui.chat = null;
                } else if (!SpeechRules.allowed(c)) {
                    ui.notice(
                            "'" + ServerText.clean(String.valueOf(key.getCharacter()))
                                    + "' cannot be said (only A-Z, space and .-,'?!)",
                            now);
                } else if (ui.chat.length() >= limit) {
                    ui.notice("at most " + limit + " at your age", now);
                } else {
                    ui.chat.append(c);
                }
            }
            default -> {}
        }
    }

    /** A click on the map aims the cursor there and acts: use what is there, else walk there. */
    private void click(MouseAction mouse) {
        if (mouse.getActionType() == MouseActionType.SCROLL_UP
                || mouse.getActionType() == MouseActionType.SCROLL_DOWN) {
            ui.speechBack = Math.max(0, ui.speechBack + (mouse.getActionType() == MouseActionType.SCROLL_UP ? 3 : -3));
            return;
        }
        if (mouse.getActionType() != MouseActionType.CLICK_DOWN || layout.isEmpty()) {
            return; // a release, a drag, a move: nothing to do, and never a key
        }
        Rect map = layout.get().get(Layout.Pane.MAP);
        if (!map.contains(mouse.getPosition().getColumn(), mouse.getPosition().getRow())) {
            return;
        }
        MapViewport port = new MapViewport(ui.viewCenter, map.cols(), map.rows());
        Optional<Position> tile = port.tileAt(
                mouse.getPosition().getColumn() - map.col(), mouse.getPosition().getRow() - map.row());
        if (tile.isEmpty()) {
            return;
        }
        WorldSnapshot world = session.snapshot();
        ui.cursorTile = tile;
        boolean somethingThere = world.cell(tile.get().x(), tile.get().y())
                .map(c -> !c.object().isEmpty())
                .orElse(false);
        if (mouse.getButton() == 3) {
            perform(new TileAction.Drop(new Target.Cursor()));
        } else if (tile.get().equals(world.ourPosition())) {
            perform(new BodyAction.Self(-1));
        } else {
            perform(
                    somethingThere
                            ? new TileAction.Use(new Target.Cursor())
                            : new TileAction.Walk(new Target.Cursor()));
        }
    }

    /** Does one action: the screen's own here, the game's through the session (aimed at the cursor's tile). */
    private void perform(Action action) {
        long now = clock.getAsLong();
        action.accept(new Action.Families<Void>() {
            @Override
            public Void tile(TileAction a) {
                return game(a);
            }

            @Override
            public Void body(BodyAction a) {
                return game(a);
            }

            @Override
            public Void query(Query a) {
                return game(a);
            }

            @Override
            public Void screen(ScreenAction a) {
                a.accept(new ScreenActions(now));
                return null;
            }

            @Override
            public Void script(ScriptAction a) {
                return a.accept(new ScriptAction.Handler<Void>() {
                    @Override
                    public Void on(ScriptAction.Wait w) {
                        session.perform(w);
                        return null;
                    }

                    @Override
                    public Void on(ScriptAction.Quit q) {
                        ui.confirmQuit = true;
                        return null;
                    }

                    @Override
                    public Void on(ScriptAction.Reborn r) {
                        events.rebirth(now);
                        return null;
                    }
                });
            }

            private Void game(Action a) {
                WorldSnapshot world = session.snapshot();
                session.perform(Aim.at(a, ui.cursor(world.ourPosition()), world.ourPosition()));
                return null;
            }
        });
        showEvents(now);
    }

    /** The screen's own actions. */
    private final class ScreenActions implements ScreenAction.Handler<Void> {
        private final long now;

        ScreenActions(long now) {
            this.now = now;
        }

        @Override
        public Void on(ScreenAction.Cursor c) {
            ui.moveCursor(session.snapshot().ourPosition(), c.dx(), c.dy());
            return null;
        }

        @Override
        public Void on(ScreenAction.TargetMode a) {
            ui.mode = ui.mode == KeymapLoader.TARGET ? KeymapLoader.NORMAL : KeymapLoader.TARGET;
            return null;
        }

        @Override
        public Void on(ScreenAction.Chat a) {
            ui.chat = new StringBuilder();
            return null;
        }

        @Override
        public Void on(ScreenAction.Help a) {
            ui.overlay = Optional.of(new HelpOverlay(keymap));
            return null;
        }

        @Override
        public Void on(ScreenAction.ToggleEdgeScroll a) {
            ui.edgeScroll = !ui.edgeScroll;
            ui.notice(ui.edgeScroll ? "The map scrolls near its edge" : "The map follows you", now);
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
                screen.doResizeIfNecessary();
                screen.refresh(Screen.RefreshType.COMPLETE);
            } catch (IOException e) {
                ui.notice("Cannot redraw: " + e.getMessage(), now);
            }
            return null;
        }

        @Override
        public Void on(ScreenAction.Explore a) {
            return a.accept(explorer.actions());
        }

        @Override
        public Void on(ScreenAction.Cancel a) {
            ui.mode = KeymapLoader.NORMAL;
            ui.cursorTile = Optional.empty();
            ui.overlay = Optional.empty();
            ui.speechBack = 0;
            return null;
        }

        @Override
        public Void on(ScreenAction.History a) {
            ui.overlay = Optional.of(new HistoryOverlay(log, catalog));
            return null;
        }

        @Override
        public Void on(ScreenAction.NamePlace a) {
            ui.overlay = Optional.of(new PlacesOverlay(TerminalApp.this::perform, true));
            return null;
        }
    }
}
