package ohol.tui.onelife.ui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.input.MouseAction;
import com.googlecode.lanterna.screen.Screen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import ohol.tui.core.keys.KeyChord;
import ohol.tui.core.keys.Keymap;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.FrontEnd;
import ohol.tui.core.term.ScreenInput;
import ohol.tui.core.term.TtyTerminal;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.input.ScriptAction;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * The terminal screen as a front-end of the one loop: keys and clicks become actions (through the
 * keymap, the chat line, the overlays), the screen's own actions are done here and the game's are
 * aimed at the cursor's tile, what the session reports is shown, and a frame is drawn when
 * something changed (Lanterna sends only the cells that differ).
 *
 * <p>Thread safety: confined to the loop's thread.
 */
final class ScreenFrontEnd implements FrontEnd<ScreenInput, Action, SessionEvent> {
    private final Screen screen;
    private final GameSession session;
    private final Keymap<Action> keymap;
    private final LongSupplier clock;
    private final UiState ui;
    private final ChatLine chat;
    private final MouseClicks clicks;
    private final ScreenActions screenActions;
    private final ScreenEvents events;
    private final Redraws redraws;
    /** Keys are read here between rounds when no key reader thread hands them over. */
    private final boolean pollKeys;

    private final ScreenHost host;

    private Optional<ExitCode> finished = Optional.empty();

    /** Everything the screen is made of; {@code queue} takes actions to the loop's macros. */
    record Parts(
            Screen screen,
            GameSession session,
            Keymap<Action> keymap,
            UiState ui,
            Explorer explorer,
            MessageLog log,
            ObjectCatalog catalog,
            Redraws redraws,
            Consumer<List<Action>> queue,
            LongSupplier clock,
            boolean pollKeys,
            ScreenHost host) {}

    ScreenFrontEnd(Parts p) {
        this.screen = p.screen();
        this.session = p.session();
        this.keymap = p.keymap();
        this.clock = p.clock();
        this.ui = p.ui();
        this.redraws = p.redraws();
        this.pollKeys = p.pollKeys();
        this.host = p.host();
        this.chat = new ChatLine(ui, session::snapshot, session::era, clock);
        this.clicks = new MouseClicks(ui);
        Consumer<Action> one = a -> p.queue().accept(List.of(a));
        this.screenActions = new ScreenActions(new ScreenActions.Parts(
                ui,
                screen,
                keymap,
                p.explorer(),
                p.log(),
                p.catalog(),
                () -> session.snapshot().ourPosition(),
                one,
                clock,
                host.help(),
                session::era));
        this.events = new ScreenEvents(ui, p.log(), p.explorer(), session, p.catalog(), this::finish, one, host.live());
    }

    @Override
    public Optional<ScreenInput> poll() {
        if (!pollKeys || finished.isPresent()) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(screen.pollInput()).map(ScreenInput.Key::new);
        } catch (IOException e) {
            return Optional.of(new ScreenInput.HungUp()); // the terminal's input broke: it is gone
        }
    }

    @Override
    public List<Action> read(ScreenInput input) {
        redraws.played();
        if (input instanceof ScreenInput.Key k) {
            return key(k.key());
        } else if (input instanceof ScreenInput.HungUp) {
            finished = Optional.of(ExitCode.HANGUP); // the runner decides whether the life goes on without a screen
        } else if (input instanceof ScreenInput.Suspend) {
            suspend();
        }
        return List.of();
    }

    private List<Action> key(KeyStroke key) {
        if (key.getKeyType() == KeyType.EOF) {
            finish();
            return List.of();
        }
        if (ui.confirmQuit) {
            ui.confirmQuit = false;
            if (key.getKeyType() == KeyType.Character && Character.toLowerCase(key.getCharacter()) == 'y') {
                finish();
            }
            return List.of();
        }
        if (ui.confirmDie) {
            ui.confirmDie = false;
            if (key.getKeyType() == KeyType.Character && Character.toLowerCase(key.getCharacter()) == 'y') {
                ui.dieConfirmed = true;
                return List.of(new BodyAction.Die());
            }
            ui.notice("You live on", clock.getAsLong());
            return List.of();
        }
        if (session.closed().isPresent() && key.getKeyType() == KeyType.Character && key.getCharacter() == 'q') {
            finish();
            return List.of();
        }
        if (ui.overlay.isPresent()) {
            if (ui.overlay.get().owns(key)) {
                if (!ui.overlay.get().key(key)) {
                    ui.overlay = Optional.empty();
                }
                return List.of();
            }
            if (!host.live() && ui.mode.equals(KeymapLoader.NORMAL) && host.key(key)) {
                // a replay's own key under its death screen, which stays while the life shown is over
                if (ui.overlay.get() instanceof DeathOverlay && !session.died()) {
                    ui.overlay = Optional.empty();
                }
                return List.of();
            }
            ui.overlay = Optional.empty(); // not the panel's key: it closes, and the key acts as it says below
        }
        if (ui.chat != null) {
            return chat.type(key);
        }
        if (key instanceof MouseAction mouse) {
            return clicks.click(mouse, ui.layout, session.snapshot());
        }
        if (ui.mode.equals(KeymapLoader.NORMAL) && host.key(key)) {
            return List.of();
        }
        Optional<List<Action>> actions = keymap.lookup(ui.mode, KeyChord.of(key));
        if (actions.isEmpty()) {
            ui.notice("No action on " + KeyChord.of(key).label() + " (? shows the keys)", clock.getAsLong());
            return List.of();
        }
        ui.clearNotice();
        return actions.get();
    }

    /** Ctrl-Z on the process's own terminal: the shell gets it back as it was; on return the whole screen is sent anew. */
    private void suspend() {
        try {
            TtyTerminal.suspend(screen);
        } catch (IOException e) {
            ui.notice("Cannot suspend: " + e.getMessage(), clock.getAsLong());
        }
    }

    /** The player leaves (or has seen the connection close): how the program ends follows from the session. */
    void finish() {
        if (finished.isPresent()) {
            return;
        }
        if (session.closed().isPresent() && !session.quitting() && !session.died()) {
            finished = Optional.of(ExitCode.whenClosed(session.closed().get()));
        } else {
            finished = Optional.of(ExitCode.OK);
            if (session.closed().isEmpty()) {
                session.quit(Duration.ofSeconds(1));
            }
        }
    }

    @Override
    public Optional<Action> aim(Action action) {
        redraws.urgent();
        return action.accept(new Action.Families<>() {
            @Override
            public Optional<Action> tile(TileAction a) {
                return game(a);
            }

            @Override
            public Optional<Action> body(BodyAction a) {
                if (a instanceof BodyAction.Die && !ui.dieConfirmed && heeded()) {
                    ui.confirmDie = true; // a life ends for good: the screen asks first, as quit does
                    return Optional.empty();
                }
                ui.dieConfirmed = false;
                return game(a);
            }

            @Override
            public Optional<Action> query(Query a) {
                return game(a);
            }

            @Override
            public Optional<Action> screen(ScreenAction a) {
                a.accept(screenActions);
                return Optional.empty();
            }

            @Override
            public Optional<Action> script(ScriptAction a) {
                if (a instanceof ScriptAction.Quit && !host.live()) {
                    finish(); // a replay: leaving loses nothing
                    return Optional.empty();
                }
                if (a instanceof ScriptAction.Quit) {
                    ui.confirmQuit = true; // the screen asks first
                    return Optional.empty();
                }
                return Optional.of(a);
            }

            private Optional<Action> game(Action a) {
                WorldSnapshot world = session.snapshot();
                Position us = world.ourPosition();
                Action aimed = Aim.at(a, ui.cursor(us), us);
                if (Aim.acts(a) && !Aim.keepsAim(a)) {
                    ui.endLook(); // the next action aims at us again, not at a tile looked at long ago
                }
                return Optional.of(aimed);
            }
        });
    }

    /** Whether the server would heed a death now: below age 2 (server.cpp); else the game says why not. */
    private boolean heeded() {
        WorldSnapshot world = session.snapshot();
        return world.us().map(us -> us.ageAt(world.nanos()) < 2).orElse(false);
    }

    @Override
    public void show(SessionEvent event) {
        if (Answers.answersThePlayer(event)) {
            redraws.urgent();
        } else {
            redraws.dirty();
        }
        events.show(event, clock.getAsLong());
    }

    @Override
    public long frame(long now) {
        try {
            return redraws.frame(now);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public Optional<ExitCode> finished() {
        return finished;
    }
}
