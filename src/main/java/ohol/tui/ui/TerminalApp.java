package ohol.tui.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.input.MouseActionType;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.input.Action;
import ohol.tui.input.GameController;
import ohol.tui.input.KeyChord;
import ohol.tui.input.Keymap;
import ohol.tui.input.Target;
import ohol.tui.net.NetEvent;
import ohol.tui.protocol.client.Say;
import ohol.tui.world.Position;
import ohol.tui.world.World;
import ohol.tui.world.WorldSnapshot;

/**
 * The terminal UI's loop, on one thread that owns the screen, the world and the keymap: take
 * keys and mouse clicks, take what the connection heard (from a queue the reader thread fills),
 * redraw when something changed, and let Lanterna send only the cells that differ.
 *
 * <p>{@link #tick()} does one round, so tests drive it on a virtual terminal; {@link #run()}
 * loops until the player quits or has seen that the connection is gone.
 */
public final class TerminalApp {
    /** Exit codes, as headless mode's. */
    public static final int QUIT = 0;
    public static final int CONNECTION_LOST = 3;
    static final long FRAME_NANOS = 33_000_000L;
    static final long PING_EVERY_NANOS = 10_000_000_000L;

    private final Screen screen;
    private final GameController game;
    private final Link link;
    private final Keymap keymap;
    private final ScreenRenderer renderer;
    private final LongSupplier clock;
    private final boolean ascii;
    private final BlockingQueue<NetEvent> inbox;
    private final UiState ui = new UiState();
    private final Deque<Action> macro = new ArrayDeque<>();
    private long macroResumeAt;
    private Optional<Layout> layout = Optional.empty();
    private boolean dirty = true;
    private boolean finished;
    private int exitCode = QUIT;
    private Optional<String> lost = Optional.empty();
    private long lastRateAt;
    private long lastIn;
    private long lastOut;
    private long inPerSecond;
    private long outPerSecond;
    private long lastPingAt;

    /** What the screen is made of; {@code clock} gives nanoseconds like {@link System#nanoTime()}. */
    public record Parts(ObjectCatalog catalog, Keymap keymap, GlyphTheme theme, Palette palette, LongSupplier clock,
                        boolean ascii) {}

    public TerminalApp(Screen screen, Link link, Parts parts) {
        this(screen, link, parts, new LinkedBlockingQueue<>());
    }

    /** With the queue the connection's reader already fills (messages may come before the screen is up). */
    public TerminalApp(Screen screen, Link link, Parts parts, BlockingQueue<NetEvent> inbox) {
        this.screen = screen;
        this.inbox = inbox;
        this.link = link;
        this.keymap = parts.keymap();
        this.clock = parts.clock();
        this.ascii = parts.ascii();
        World world = new World(parts.clock());
        this.game = new GameController(world, parts.catalog(), link::send, link::ping,
                target -> Optional.of(ui.cursor(world.snapshot().ourPosition())));
        this.renderer = new ScreenRenderer(new GlyphBook(parts.theme(), parts.catalog()), new Painter(parts.palette()),
                parts.catalog(), parts.keymap());
        this.lastRateAt = clock.getAsLong();
        this.lastPingAt = clock.getAsLong() - PING_EVERY_NANOS + 1_000_000_000L;
    }

    /** Where the connection's reader thread puts what it hears. */
    public void offer(NetEvent event) {
        inbox.add(event);
    }

    public int run() throws IOException, InterruptedException {
        while (!finished) {
            tick();
            NetEvent next = inbox.poll(FRAME_NANOS, TimeUnit.NANOSECONDS);
            if (next != null) {
                handle(next);
            }
        }
        return exitCode;
    }

    /** The world as the screen last saw it (for tests and tools). */
    public WorldSnapshot snapshotForTests() {
        return game.snapshot();
    }

    public boolean isFinished() {
        return finished;
    }

    public int exitCode() {
        return exitCode;
    }

    /** One round: resize, keys, messages, timers, and a redraw if anything changed. */
    public void tick() throws IOException {
        TerminalSize resized = screen.doResizeIfNecessary();
        if (resized != null) {
            dirty = true;
        }
        for (KeyStroke key; !finished && (key = screen.pollInput()) != null; ) {
            onKey(key);
            dirty = true;
        }
        for (NetEvent e; (e = inbox.poll()) != null; ) {
            handle(e);
        }
        long now = clock.getAsLong();
        game.takeProblem().ifPresent(p -> ui.notice(p, now));
        runMacro(now);
        keepStats(now);
        WorldSnapshot world = game.snapshot();
        if (somethingMoves(world)) {
            dirty = true;
        }
        if (dirty && !finished) {
            render(world);
            dirty = false;
        }
    }

    private void handle(NetEvent event) {
        dirty = true;
        if (event instanceof NetEvent.Received r) {
            game.onMessage(r.message());
        } else if (event instanceof NetEvent.Closed c) {
            lost = Optional.of(c.reason().toString());
            if (ui.confirmQuit || finished) {
                finished = true;
            } else {
                ui.notice("Connection closed: " + c.reason() + ". Press q to leave.", clock.getAsLong());
            }
        }
        // skipped lines are only for the log; the screen goes on
    }

    private boolean somethingMoves(WorldSnapshot world) {
        long now = world.nanos();
        for (var p : world.people().values()) {
            if (p.walk().isPresent() && !p.walk().get().isOverAt(now)) {
                return true;
            }
        }
        for (var s : world.slides()) {
            if (!s.isOverAt(now)) {
                return true;
            }
        }
        return ui.notice(clock.getAsLong()).isPresent() || !macro.isEmpty();
    }

    private void keepStats(long now) {
        if (now - lastRateAt >= 1_000_000_000L) {
            double seconds = (now - lastRateAt) / 1e9;
            long in = link.bytesReceived();
            long out = link.bytesSent();
            inPerSecond = (long) ((in - lastIn) / seconds);
            outPerSecond = (long) ((out - lastOut) / seconds);
            lastIn = in;
            lastOut = out;
            lastRateAt = now;
            dirty = true;
        }
        if (lost.isEmpty() && game.inGame() && now - lastPingAt >= PING_EVERY_NANOS) {
            link.ping();
            lastPingAt = now;
        }
    }

    private void render(WorldSnapshot world) throws IOException {
        Position us = world.ourPosition();
        TerminalSize size = screen.getTerminalSize();
        Optional<Layout> planned = Layout.compute(size.getColumns(), size.getRows());
        if (planned.isPresent()) {
            Rect map = planned.get().get(Layout.Pane.MAP);
            ui.viewCenter = ui.edgeScroll ? MapViewport.follow(ui.viewCenter, us, map.cols(), map.rows()) : us;
        }
        View view = new View(world, ui.mode, ui.cursor(us), ui.viewCenter, ui.edgeScroll, ui.speechBack,
                ui.chat == null ? Optional.empty() : Optional.of(ui.chat.toString()), ui.help, ui.confirmQuit,
                ui.notice(clock.getAsLong()), ascii, link.roundTripMillis(), inPerSecond, outPerSecond, lost);
        layout = renderer.draw(screen.newTextGraphics(), size, view);
        screen.setCursorPosition(null);
        screen.refresh(Screen.RefreshType.AUTOMATIC); // delta, but whole after a resize
    }

    private void onKey(KeyStroke key) {
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
        if (lost.isPresent() && key.getKeyType() == KeyType.Character && key.getCharacter() == 'q') {
            exitCode = CONNECTION_LOST;
            finished = true;
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
        if (ui.help && (key.getKeyType() == KeyType.Escape
                || (key.getKeyType() == KeyType.Character && key.getCharacter() == '?'))) {
            ui.help = false;
            return;
        }
        Optional<List<Action>> actions = keymap.lookup(ui.mode, KeyChord.of(key));
        if (actions.isEmpty()) {
            ui.notice("No action on " + KeyChord.of(key).label() + " (? shows the keys)", now);
            return;
        }
        ui.clearNotice();
        macro.addAll(actions.get());
        runMacro(now);
    }

    private void finish() {
        finished = true;
        exitCode = lost.isPresent() ? CONNECTION_LOST : QUIT;
        if (lost.isEmpty()) {
            link.hangUp(Duration.ofSeconds(1));
        }
    }

    private void typeChat(KeyStroke key) {
        switch (key.getKeyType()) {
            case Enter -> {
                String text = ui.chat.toString().replace('#', ' ').strip();
                ui.chat = null;
                if (!text.isEmpty()) {
                    perform(new Action.Say(text.toUpperCase(Locale.ROOT)));
                }
            }
            case Escape -> ui.chat = null;
            case Backspace -> {
                if (ui.chat.length() > 0) {
                    ui.chat.setLength(ui.chat.length() - 1);
                }
            }
            case Character -> {
                char c = key.getCharacter();
                if (key.isCtrlDown() && c == 'c') {
                    ui.chat = null;
                } else if (c >= ' ' && ui.chat.length() < UiState.MAX_CHAT) {
                    ui.chat.append(c);
                }
            }
            default -> { }
        }
    }

    /** A click on the map aims the cursor there and acts: use what is there, else walk there. */
    private void click(MouseAction mouse) {
        if (mouse.getActionType() != MouseActionType.CLICK_DOWN || layout.isEmpty()) {
            return;
        }
        Rect map = layout.get().get(Layout.Pane.MAP);
        if (!map.contains(mouse.getPosition().getColumn(), mouse.getPosition().getRow())) {
            return;
        }
        MapViewport port = new MapViewport(ui.viewCenter, map.cols(), map.rows());
        Optional<Position> tile = port.tileAt(mouse.getPosition().getColumn() - map.col(), mouse.getPosition().getRow() - map.row());
        if (tile.isEmpty()) {
            return;
        }
        WorldSnapshot world = game.snapshot();
        Position us = world.ourPosition();
        ui.cursorTile = tile;
        boolean somethingThere = world.cell(tile.get().x(), tile.get().y()).map(c -> !c.object().isEmpty()).orElse(false);
        if (mouse.getButton() == 3) {
            perform(new Action.Drop(new Target.Cursor()));
        } else if (tile.get().equals(us)) {
            perform(new Action.Self(-1));
        } else {
            perform(somethingThere ? new Action.Use(new Target.Cursor()) : new Action.Walk(new Target.Cursor()));
        }
    }

    private void runMacro(long now) {
        while (!macro.isEmpty() && now >= macroResumeAt && !finished) {
            Action next = macro.poll();
            if (next instanceof Action.Wait wait) {
                macroResumeAt = now + (long) (wait.seconds() * 1e9);
                return;
            }
            perform(next);
        }
    }

    private void perform(Action action) {
        long now = clock.getAsLong();
        if (!game.inGame() && !(isScreenAction(action))) {
            ui.notice("Not in the game yet", now);
            return;
        }
        GameController.Outcome outcome = isScreenAction(action) ? new GameController.Outcome.ForCaller(action) : game.perform(action);
        if (outcome instanceof GameController.Outcome.Failed failed) {
            ui.notice(failed.message(), now);
        } else if (outcome instanceof GameController.Outcome.Answer answer) {
            ui.notice(answer.kind() + ": " + answer.fields(), now);
        } else if (outcome instanceof GameController.Outcome.ForCaller own) {
            screenAction(own.action(), now);
        }
    }

    private static boolean isScreenAction(Action a) {
        return a instanceof Action.Cursor || a instanceof Action.TargetMode || a instanceof Action.Chat
                || a instanceof Action.Help || a instanceof Action.ToggleEdgeScroll || a instanceof Action.ScrollLog
                || a instanceof Action.Redraw || a instanceof Action.Cancel || a instanceof Action.Quit
                || a instanceof Action.Wait;
    }

    private void screenAction(Action action, long now) {
        if (action instanceof Action.Cursor c) {
            ui.moveCursor(game.snapshot().ourPosition(), c.dx(), c.dy());
        } else if (action instanceof Action.TargetMode) {
            ui.mode = ui.mode == Keymap.Mode.TARGET ? Keymap.Mode.NORMAL : Keymap.Mode.TARGET;
        } else if (action instanceof Action.Chat) {
            ui.chat = new StringBuilder();
        } else if (action instanceof Action.Help) {
            ui.help = !ui.help;
        } else if (action instanceof Action.ToggleEdgeScroll) {
            ui.edgeScroll = !ui.edgeScroll;
            ui.notice(ui.edgeScroll ? "The map scrolls near its edge" : "The map follows you", now);
        } else if (action instanceof Action.ScrollLog s) {
            ui.speechBack = Math.max(0, ui.speechBack + s.lines());
        } else if (action instanceof Action.Redraw) {
            try {
                screen.doResizeIfNecessary();
                screen.refresh(Screen.RefreshType.COMPLETE);
            } catch (IOException e) {
                ui.notice("Cannot redraw: " + e.getMessage(), now);
            }
        } else if (action instanceof Action.Cancel) {
            ui.mode = Keymap.Mode.NORMAL;
            ui.cursorTile = Optional.empty();
            ui.help = false;
            ui.speechBack = 0;
        } else if (action instanceof Action.Quit) {
            ui.confirmQuit = true;
        } else {
            ui.notice("Nothing to do for " + action, now);
        }
    }
}
