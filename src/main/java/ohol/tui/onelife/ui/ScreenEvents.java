package ohol.tui.onelife.ui;

import java.util.Optional;
import java.util.function.Consumer;
import ohol.tui.core.net.CloseReason;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.KeymapLoader;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.ScriptAction;
import ohol.tui.onelife.session.ActionWords;
import ohol.tui.onelife.session.Answer;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.SessionEvent;
import ohol.tui.onelife.world.Obituary;
import ohol.tui.onelife.world.WorldEvent;

/**
 * What the screen makes of each thing the session reports: a line in the history, a notice, an
 * overlay (an answer shown as a list, the death screen), a new life's fresh start. Actions that
 * land or are replaced show on the map, not as notices: a notice at each step would cost a slow
 * link its bytes.
 *
 * <p>Thread safety: confined to the UI thread.
 */
final class ScreenEvents {
    private final UiState ui;
    private final MessageLog log;
    private final Explorer explorer;
    private final GameSession session;
    private final ObjectCatalog catalog;
    private final Runnable finish;
    private final Consumer<Action> perform;
    private final boolean live;

    /**
     * @param finish  ends the screen (the player left, or saw the connection close)
     * @param perform queues an action the way a key does (for the lists that act)
     */
    ScreenEvents(
            UiState ui,
            MessageLog log,
            Explorer explorer,
            GameSession session,
            ObjectCatalog catalog,
            Runnable finish,
            Consumer<Action> perform,
            boolean live) {
        this.ui = ui;
        this.log = log;
        this.explorer = explorer;
        this.session = session;
        this.catalog = catalog;
        this.finish = finish;
        this.perform = perform;
        this.live = live;
    }

    /** Shows one thing the session reported. */
    void show(SessionEvent e, long now) {
        e.accept(new Shown(now));
    }

    private final class Shown implements SessionEvent.Handler<Void> {
        private final long now;

        Shown(long now) {
            this.now = now;
        }

        @Override
        public Void on(SessionEvent.Received e) {
            return null;
        }

        @Override
        public Void on(SessionEvent.Happened e) {
            log.event(e.event(), session.family(), now);
            if (e.event() instanceof WorldEvent.Died died && died.us()) {
                showDeath();
            }
            return null;
        }

        @Override
        public Void on(SessionEvent.Answered e) {
            Optional<Overlay> shown = explorer.show(e.answer());
            if (shown.isPresent()) {
                ui.overlay = shown;
            } else if (e.answer() instanceof Answer.FamilyReport) {
                ui.overlay = Optional.of(new FamilyOverlay(catalog));
            } else if (e.answer() instanceof Answer.PlaceList) {
                ui.overlay = Optional.of(new PlacesOverlay(perform, false, ui.history("place")));
            } else {
                tell(e.answer().sentence(), now);
            }
            return null;
        }

        @Override
        public Void on(SessionEvent.Refused e) {
            tell(ActionWords.cannot(e.action(), e.reason()), now);
            return null;
        }

        @Override
        public Void on(SessionEvent.Sent e) {
            return null;
        }

        @Override
        public Void on(SessionEvent.Done e) {
            if (!(e.action() instanceof BodyAction.Say || e.action() instanceof BodyAction.Emote)) {
                tell(e.change(), now); // a line said or an emote is in the speech pane already
            }
            return null;
        }

        @Override
        public Void on(SessionEvent.Failed e) {
            tell(ActionWords.notDone(e.action(), e.reason()), now); // the server did nothing with it
            return null;
        }

        @Override
        public Void on(SessionEvent.Walked e) {
            if (e.action() instanceof Query.GoTo) {
                tell(explorer.arrived(), now); // a goto says where it got to, and what the use key does there
            }
            return null; // the map shows other walks; a notice at every step would cost a slow link its bytes
        }

        @Override
        public Void on(SessionEvent.Hungry e) {
            return null; // the hunger line above the map says it while it lasts
        }

        @Override
        public Void on(SessionEvent.Replaced e) {
            return null; // the newer walk is on the map: holding a key replaces walks all the time
        }

        @Override
        public Void on(SessionEvent.Trouble e) {
            tell(e.text(), now);
            return null;
        }

        @Override
        public Void on(SessionEvent.Cut e) {
            tell(e.sentence(), now);
            return null;
        }

        @Override
        public Void on(SessionEvent.Skipped e) {
            return null; // only for the log; the screen goes on
        }

        @Override
        public Void on(SessionEvent.RoundTrip e) {
            return null;
        }

        @Override
        public Void on(SessionEvent.LifeBegan e) {
            newLife(now);
            return null;
        }

        @Override
        public Void on(SessionEvent.Closed e) {
            if (ui.confirmQuit || session.quitting() || e.reason().kind() == CloseReason.Kind.INTERNAL_ERROR) {
                finish.run(); // the client's own failure (out of memory) ends it at once, with its status
            } else if (session.died()) {
                log.notice("The server closed the connection, as it does after a death", now);
            } else {
                ui.notice("Connection closed: " + e.reason() + ". Press q to leave.", now);
            }
            return null;
        }
    }

    /** A notice on the bottom line, kept in the message history too. */
    void tell(String text, long now) {
        ui.notice(text, now);
        log.notice(text, now);
    }

    /** The death screen, over whatever was open. */
    private void showDeath() {
        Obituary.of(session.snapshot(), catalog).ifPresent(o -> {
            ui.chat = null;
            ui.confirmQuit = false;
            ui.overlay = Optional.of(new DeathOverlay(
                    o,
                    live ? Optional.of(this::rebirth) : Optional.empty(),
                    finish,
                    () -> new HistoryOverlay(log, catalog),
                    () -> new FamilyOverlay(catalog)));
        });
    }

    /** The next life, after a death: a new login with the same settings (refused, with the reason, while alive). */
    private boolean rebirth() {
        perform.accept(new ScriptAction.Reborn());
        return true;
    }

    /** A new life began: its own history, the cursor and map back on us. */
    private void newLife(long now) {
        log.clear(now);
        if (ui.overlay.isPresent() && ui.overlay.get() instanceof DeathOverlay) {
            ui.overlay = Optional.empty();
        }
        ui.mode = KeymapLoader.NORMAL;
        ui.home();
        ui.lastLooked = Optional.empty();
        ui.speechBack = 0;
        ui.viewCenter = session.snapshot().ourBodyAt();
    }
}
