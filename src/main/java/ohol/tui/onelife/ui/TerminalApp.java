package ohol.tui.onelife.ui;

import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.function.LongSupplier;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Game;
import ohol.tui.core.loop.Macros;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.term.Palette;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The terminal screen of a {@link GameSession}: its {@link ScreenFrontEnd} on the one
 * {@link SessionLoop}, put together. {@link #tick()} does one round, so tests drive it on a
 * virtual terminal; {@link #run()} loops until the player quits or has seen that the connection
 * is gone.
 */
public final class TerminalApp {
    private final GameSession session;
    private final ScreenFrontEnd front;
    private final Redraws redraws;
    private final SessionLoop<News, ScreenInput, Action, SessionEvent> loop;
    private final java.util.function.Consumer<java.util.List<String>> warned;

    /** What the screen is made of; {@code clock} gives nanoseconds like {@link System#nanoTime()}. */
    public record Parts(
            ObjectCatalog catalog,
            Keymap<Action> keymap,
            GlyphTheme theme,
            Palette palette,
            LongSupplier clock,
            boolean ascii) {}

    /** A screen whose keys are read between rounds (no key reader thread), fed by {@code mailbox}. */
    public TerminalApp(Screen screen, GameSession session, Mailbox<News, ScreenInput> mailbox, Parts parts) {
        this(screen, session, mailbox, parts, () -> 0, true);
    }

    /**
     * {@code screenBytes} counts what the screen has sent the terminal, for the status line;
     * {@code pollKeys} when no key reader thread posts the keys to {@code mailbox}.
     */
    public TerminalApp(
            Screen screen,
            GameSession session,
            Mailbox<News, ScreenInput> mailbox,
            Parts parts,
            LongSupplier screenBytes,
            boolean pollKeys) {
        this(screen, session, mailbox, parts, screenBytes, pollKeys, session, ScreenHost.NONE);
    }

    /**
     * A screen of {@code session} whose loop drives {@code game} (a replay, which plays the
     * session itself), under {@code host}, which takes its own keys first and shows its own line.
     */
    public TerminalApp(
            Screen screen,
            GameSession session,
            Mailbox<News, ScreenInput> mailbox,
            Parts parts,
            LongSupplier screenBytes,
            boolean pollKeys,
            Game<News, Action, SessionEvent> game,
            ScreenHost host) {
        this.session = session;
        LongSupplier clock = parts.clock();
        UiState ui = new UiState();
        MessageLog log = new MessageLog(clock.getAsLong());
        this.warned = warnings -> {
            long now = clock.getAsLong();
            warnings.forEach(w -> log.notice(w, now));
            if (!warnings.isEmpty()) {
                ui.notice(
                        warnings.get(0)
                                + (warnings.size() > 1 ? " (and " + (warnings.size() - 1) + " more in the log)" : ""),
                        now);
            }
        };
        Painter painter = new Painter(parts.palette());
        ScreenRenderer renderer = new ScreenRenderer(
                new GlyphBook(parts.theme(), parts.catalog()), painter, parts.catalog(), parts.keymap());
        Macros<Action> macros = new Macros<>(clock, Action::pauseNanos);
        Explorer explorer = new Explorer(
                ui,
                session,
                parts.keymap(),
                parts.theme(),
                painter,
                () -> ui.layout.map(l -> Lens.areaOf(l.get(Layout.Pane.MAP), ui.viewCenter)),
                () -> Layout.fitsNear(
                        screen.getTerminalSize().getColumns(),
                        screen.getTerminalSize().getRows()),
                macros::add,
                clock);
        this.redraws = new Redraws(screen, session, renderer, explorer, ui, screenBytes, clock, parts.ascii(), host);
        this.front = new ScreenFrontEnd(new ScreenFrontEnd.Parts(
                screen,
                session,
                parts.keymap(),
                ui,
                explorer,
                log,
                parts.catalog(),
                redraws,
                macros::add,
                clock,
                pollKeys,
                host));
        this.loop = new SessionLoop<>(mailbox, game, front, macros, clock);
    }

    /**
     * What was found wrong at the start (a key bound twice in the player's keymap): said at once,
     * the first as the screen's notice and each in the log, not only once the screen is gone.
     */
    public void warn(java.util.List<String> warnings) {
        warned.accept(java.util.List.copyOf(warnings));
    }

    /**
     * Frames drawn only for what the game reports come at most once per {@code spacing}
     * nanoseconds, asked at each frame; what the player does is drawn at once (a gateway's many
     * screens on a few cores).
     */
    public void spaceNewsFrames(LongSupplier spacing) {
        redraws.spaceNewsFrames(spacing);
    }

    /** Loops until the player leaves, sleeping on the mailbox between rounds. */
    public ExitCode run() throws IOException, InterruptedException {
        try {
            return loop.run();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** One round: keys, what the connection heard, due actions and timers, a redraw if anything changed. */
    public void tick() throws IOException {
        try {
            loop.round();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The world as the screen last saw it (for tests and tools). */
    public WorldSnapshot snapshotForTests() {
        return session.snapshot();
    }

    public boolean isFinished() {
        return front.finished().isPresent();
    }

    public ExitCode exitCode() {
        return front.finished().orElse(ExitCode.OK);
    }

    /** Why the connection closed, once it has. */
    public Optional<CloseReason> closeReason() {
        return session.closed();
    }
}
