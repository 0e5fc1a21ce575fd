package ohol.tui.onelife.ui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.term.RateMeter;
import ohol.tui.core.term.Rect;
import ohol.tui.core.text.ServerText;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.Link;
import ohol.tui.onelife.world.Person;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * When the screen is drawn, and what goes into a frame: the layout (computed once a frame), the
 * lens on the map, the status figures. Redraws only when something changed, every frame while
 * something moves, and once a second for timed marks; an unchanged screen sends nothing.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class Redraws {
    static final long FRAME_NANOS = 33_000_000L;
    /**
     * How long the link's figures (ping, bytes per second) may stay as drawn while nothing else is
     * drawn: sent alone they were a packet of their own every few seconds, as large with a walking
     * step's headers as the step itself.
     */
    static final long METERS_NANOS = 10_000_000_000L;

    /** The link's figures on the status line, and the moment whose age it shows. */
    private record Meters(OptionalLong ping, long in, long out, long screen, OptionalLong agesAt) {}

    private final Screen screen;
    private final GameSession session;
    private final ScreenRenderer renderer;
    private final Explorer explorer;
    private final UiState ui;
    private final NearPace nearPace = new NearPace();
    private final RateMeter rates;
    private final LongSupplier screenBytes;
    private final LongSupplier clock;
    private final boolean ascii;
    private final ScreenHost host;
    private Optional<String> hostLine = Optional.empty();
    private boolean dirty = true;
    /** The once-a-second look for marks that ended between frames: drawn, but brings no figures of its own. */
    private boolean look;
    /** The link's figures as last drawn; they change only with a frame drawn for something else, or every {@link #METERS_NANOS}. */
    private Meters meters = new Meters(OptionalLong.empty(), 0, 0, 0, OptionalLong.empty());

    private long metersAt;
    /** The player did something: drawn this round, however soon after the last frame. */
    private boolean urgent = true;
    /** The player's own key: the status line's figures and age come along with its frame. */
    private boolean played = true;

    private LongSupplier newsSpacing = () -> 0;
    private long lastFrameAt;
    private boolean moving;
    private MotionTiles lastMotion = MotionTiles.NONE;
    /** Ourselves and our tile as last drawn: news about us answers the player's keys, drawn at once. */
    private Optional<Person> usDrawn = Optional.empty();

    private Position ourTileDrawn = new Position(0, 0);
    private long lastRedrawAt;

    Redraws(
            Screen screen,
            GameSession session,
            ScreenRenderer renderer,
            Explorer explorer,
            UiState ui,
            LongSupplier screenBytes,
            LongSupplier clock,
            boolean ascii,
            ScreenHost host) {
        this.screen = screen;
        this.session = session;
        this.renderer = renderer;
        this.explorer = explorer;
        this.ui = ui;
        this.screenBytes = screenBytes;
        this.clock = clock;
        this.ascii = ascii;
        this.host = host;
        this.rates = new RateMeter(clock.getAsLong());
    }

    /** Something the game reported changed: drawn at the end of this round, or once frames for news are due. */
    void dirty() {
        dirty = true;
    }

    /** An answer to the player: drawn at the end of this round. */
    void urgent() {
        dirty = true;
        urgent = true;
    }

    /** The player pressed a key (or resized): drawn at the end of this round, with the figures as they are now. */
    void played() {
        urgent();
        played = true;
    }

    /**
     * Frames for what the game reports alone (others' steps and words, timers) come at most once
     * per {@code nanos} (asked each frame: a gateway's spacing grows with its players); what the
     * player does is still drawn at once. Where many screens share a
     * few cores, each redrawn for every step of fifty walkers, this is what keeps a player's own
     * key answered quickly.
     */
    void spaceNewsFrames(LongSupplier nanos) {
        newsSpacing = nanos;
    }

    /** Draws if anything changed; nanoseconds until the next frame is wanted. */
    long frame(long now) throws IOException {
        if (screen.doResizeIfNecessary() != null) {
            urgent(); // the player's own terminal changed: everything is drawn anew
        }
        keepStats(now);
        Optional<String> line = host.line();
        if (!line.equals(hostLine)) {
            hostLine = line;
            dirty = true;
        }
        WorldSnapshot world = session.snapshot();
        moving = somethingMoves(world);
        MotionTiles motion = moving ? MotionTiles.of(world) : MotionTiles.NONE;
        // while people walk a frame is looked at 30 times a second, but drawn only when someone
        // reached another tile: with fifty players walking in one world, drawing every look was
        // most of a gateway's CPU, and each drawing came out the same
        long untilStats = Math.max(1, lastRedrawAt + 1_000_000_000L - clock.getAsLong());
        long next = moving ? FRAME_NANOS : untilStats;
        boolean news = dirty || !motion.equals(lastMotion) || timedMarks(world);
        if (news || look) {
            long wait = lastFrameAt + Math.max(0, newsSpacing.getAsLong()) - now;
            if (!urgent && wait > 0 && !aboutUs(world)) {
                return Math.min(next, wait); // drawn when news frames are due, with whatever came by then
            }
            if (played || metersDue(world, now)) {
                meters = new Meters(
                        session.link().map(Link::roundTripMillis).orElse(OptionalLong.empty()),
                        rates.inPerSecond(),
                        rates.outPerSecond(),
                        rates.screenPerSecond(),
                        OptionalLong.of(world.nanos()));
                metersAt = now;
            }
            render(world);
            look = false;
            usDrawn = world.us();
            ourTileDrawn = world.ourPosition();
            lastFrameAt = now;
            dirty = false;
            urgent = false;
            played = false;
        }
        lastMotion = motion;
        return next;
    }

    /** Ten seconds since the figures were drawn, on the clock or in the world's time (a replay runs faster, or back). */
    private boolean metersDue(WorldSnapshot world, long now) {
        if (meters.agesAt().isEmpty()) {
            return true;
        }
        long agesAt = meters.agesAt().getAsLong();
        return now - metersAt >= METERS_NANOS || world.nanos() < agesAt || world.nanos() - agesAt >= METERS_NANOS;
    }

    private boolean aboutUs(WorldSnapshot world) {
        return !world.ourPosition().equals(ourTileDrawn) || !world.us().equals(usDrawn);
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
        return timedMarks(world);
    }

    /** Marks that come and go with time (a notice, a speaker's mark passing): drawn every frame. */
    private boolean timedMarks(WorldSnapshot world) {
        return ui.notice(clock.getAsLong()).isPresent() || KinMarks.passingMarks(world);
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
            look = true;
        }
        Link l = link.get();
        rates.take(new RateMeter.Totals(l.bytesReceived(), l.bytesSent(), screenBytes.getAsLong()), now);
    }

    private void render(WorldSnapshot world) throws IOException {
        TerminalSize size = screen.getTerminalSize();
        Optional<Layout> planned = Layout.compute(size.getColumns(), size.getRows(), explorer.sidebar());
        ui.layout = planned;
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
                new View.Pointing(ui.mode, ui.cursor(world.ourPosition()), ui.viewCenter, ui.edgeScroll),
                new View.Prompts(
                        ui.speechBack,
                        ui.chat == null ? Optional.empty() : Optional.of(ui.chat.text()),
                        ui.overlay,
                        ui.confirmQuit,
                        ui.confirmDie ? Optional.of("Really die? (y/n)") : ui.notice(clock.getAsLong()),
                        ui.chat == null ? 0 : ui.chat.cursor()),
                new View.Figures(
                        meters.ping(),
                        meters.in(),
                        meters.out(),
                        meters.screen(),
                        session.closed().map(CloseReason::toString),
                        session.link().map(Link::unansweredPingMillis).orElse(OptionalLong.empty()),
                        session.era(),
                        meters.agesAt()),
                ascii,
                lens);
        renderer.draw(screen, size, planned, view);
        // over the second row, the link's figures (a live game's, not a replay's): the last is the chat line's
        if (hostLine.isPresent() && size.getRows() > 1) {
            String text = ServerText.clean(hostLine.get());
            int cols = size.getColumns();
            String fitted = text.length() >= cols ? text.substring(0, cols) : text + " ".repeat(cols - text.length());
            TextGraphics g = screen.newTextGraphics();
            g.setForegroundColor(TextColor.ANSI.BLACK);
            g.setBackgroundColor(TextColor.ANSI.WHITE);
            g.putString(0, 1, fitted);
        }
        screen.setCursorPosition(null);
        screen.refresh(Screen.RefreshType.AUTOMATIC); // delta, but whole after a resize
    }
}
