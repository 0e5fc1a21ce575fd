package ohol.tui.onelife.session;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Game;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.input.ActionSyntax;
import ohol.tui.onelife.input.BodyAction;
import ohol.tui.onelife.input.Query;
import ohol.tui.onelife.input.ScreenAction;
import ohol.tui.onelife.input.ScriptAction;
import ohol.tui.onelife.input.TileAction;
import ohol.tui.onelife.input.WayBlocked;
import ohol.tui.onelife.knowledge.Biomes;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.net.LoginException;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.DeathCause;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.Obituary;
import ohol.tui.onelife.world.World;
import ohol.tui.onelife.world.WorldRestore;
import ohol.tui.onelife.world.WorldSnapshot;

/**
 * A player's session: one life after another on the same settings, the world of the current
 * life, and the resolved actions the player gives. The {@link ohol.tui.core.loop.SessionLoop}
 * drives it under every front-end (the screen, headless mode, tests, and later replay or
 * narration): news from other threads comes through the loop's mailbox ({@link News}), actions
 * come aimed, and what came of them goes back as {@link SessionEvent}s.
 *
 * <p>Thread safety: confined to the loop's thread; other threads only post news to the mailbox.
 */
public final class GameSession implements Game<News, Action, SessionEvent> {
    /**
     * What a session is made of; {@code clock} gives nanoseconds like {@link System#nanoTime()}.
     * The transitions are asked for only when an action needs them (loading them takes a while).
     */
    public record Parts(
            ObjectCatalog catalog, Supplier<TransitionBook> transitions, Biomes biomes, LongSupplier clock) {
        /** Without the ground's heat: biomes are known by name only. */
        public Parts(ObjectCatalog catalog, Supplier<TransitionBook> transitions, LongSupplier clock) {
            this(catalog, transitions, Biomes.withoutData(), clock);
        }

        /** Without the game's transitions: actions still work, predictions and reasons say less. */
        public Parts(ObjectCatalog catalog, LongSupplier clock) {
            this(catalog, TransitionBook::empty, clock);
        }
    }

    private final Parts parts;
    private final Connector connector;
    private final Consumer<News> mailbox;
    private final List<SessionEvent> outbox = new ArrayList<>();
    private final KnowledgeLoader knowledge;
    /** The empty world shown before the first login. */
    private final Life beforeLogin;

    /** Set when a query waited for the knowledge: the session's thread must hear when it is ready. */
    private volatile boolean queryWaits;

    private Life life;
    private int lives;
    private boolean quitting;
    private Optional<Duration> quitAfterSpeech = Optional.empty();
    private SessionTap tap = SessionTap.NONE;

    /** {@code mailbox} takes the news of other threads to the loop's thread (any thread may call it). */
    public GameSession(Parts parts, Connector connector, Consumer<News> mailbox) {
        this(parts, new KnowledgeLoader(parts.catalog(), parts.transitions(), parts.biomes()), connector, mailbox);
    }

    /**
     * As {@link #GameSession(Parts, Connector, Consumer)}, with what is known of the game worked
     * out once for many sessions ({@code knowledge} of the same catalog, transitions and biomes).
     */
    public GameSession(Parts parts, KnowledgeLoader knowledge, Connector connector, Consumer<News> mailbox) {
        this.parts = parts;
        this.connector = connector;
        this.mailbox = mailbox;
        this.knowledge = knowledge;
        knowledge.whenFull(full -> {
            if (full.knowsTransitions() || queryWaits) {
                mailbox.accept(new News.Learned());
            }
        });
        this.beforeLogin = new Life(0, Link.NONE, parts.catalog(), parts.clock(), knowledge, e -> {});
    }

    /** Logs in and begins a life: the first, or the next one after a death, with the same settings. */
    public void begin() throws LoginException {
        if (life != null) {
            life.link().hangUp(Duration.ZERO);
        }
        int number = ++lives;
        Link link = connector.connect(e -> mailbox.accept(new News.Net(number, e)));
        life = new Life(number, link, parts.catalog(), parts.clock(), knowledge, outbox::add);
        quitting = false;
        quitAfterSpeech = Optional.empty();
    }

    /**
     * Goes on as life {@code number} in the world {@code snapshot} shows, on a new link (a replay
     * seeking: the recording's bytes follow from there). Nothing is reported of the change.
     */
    public void resume(int number, WorldSnapshot snapshot) throws LoginException {
        lives = number;
        life = null;
        if (number > 0) {
            Link link = connector.connect(e -> mailbox.accept(new News.Net(number, e)));
            World world = WorldRestore.of(snapshot, parts.clock());
            life = new Life(number, link, parts.catalog(), parts.clock(), knowledge, outbox::add, world);
        }
        quitting = false;
        quitAfterSpeech = Optional.empty();
        outbox.clear();
    }

    /** {@code tap} hears what this session takes and does from now on (a recording). */
    public void tap(SessionTap tap) {
        this.tap = tap;
    }

    @Override
    public void take(News news) {
        if (news instanceof News.Net net) {
            onNet(net);
        } // Learned only wakes the loop: what waited for the knowledge is now ready
    }

    @Override
    public void idle() {
        if (inGame()) {
            knowledge.start(); // the front-end waits, having drawn the world: time to learn the rest
        }
    }

    /** What the connection heard, applied to the world of its life (news from a past life is dropped). */
    private void onNet(News.Net net) {
        if (life == null || net.life() != life.number()) {
            return;
        }
        tap.took(net.life());
        NetEvent<ServerMessage> e = net.event();
        if (e instanceof NetEvent.Received<ServerMessage> r) {
            life.onMessage(r.message(), r.bytes());
        } else if (e instanceof NetEvent.Skipped<ServerMessage> s) {
            outbox.add(new SessionEvent.Skipped(s.description()));
        } else if (e instanceof NetEvent.Closed<ServerMessage> c) {
            life.onClosed(c.reason());
        }
    }

    /** Nanoseconds until paced speech may go out. */
    @Override
    public long nanosUntilDue() {
        return life == null ? Long.MAX_VALUE : life.nanosUntilSpeech();
    }

    /** Lines said in their turn are out; a quit waits for the last of them. */
    @Override
    public void runDue() {
        if (life != null) {
            life.takeTrouble();
            if (quitAfterSpeech.isPresent() && !life.speechWaiting()) {
                life.link().hangUp(quitAfterSpeech.get());
                quitAfterSpeech = Optional.empty();
            }
        }
    }

    /**
     * Whether {@code a} is a query answered from all the game data says, asked while that is still
     * being worked out: it waits in the queue (the front-end's thread is never held up), and the
     * work is started if it was not.
     */
    private boolean waitsForKnowledge(Action a) {
        if (!(a instanceof Query q) || !q.answeredFromKnowledge()) {
            return false;
        }
        queryWaits = true; // before looking: a loader that finishes meanwhile then posts the news
        if (knowledge.ready().isPresent()) {
            return false;
        }
        knowledge.start();
        return true;
    }

    /**
     * Game actions wait until the life has begun (or refused once it has ended); a query answered
     * from all the game data waits for it; the rest run at once.
     */
    @Override
    public boolean ready(Action a) {
        return a.accept(new Action.Families<Boolean>() {
            @Override
            public Boolean tile(TileAction action) {
                return inGame() || lifeOver();
            }

            @Override
            public Boolean body(BodyAction action) {
                return inGame() || lifeOver();
            }

            @Override
            public Boolean query(Query action) {
                return (inGame() || lifeOver()) && !waitsForKnowledge(action);
            }

            @Override
            public Boolean screen(ScreenAction action) {
                return true;
            }

            @Override
            public Boolean script(ScriptAction action) {
                return true;
            }
        });
    }

    /**
     * Does an action of the game (on a tile, of our body, a query) or of a script; what came of
     * it arrives as events: an answer, a refusal with its reason, and later what the world did.
     */
    @Override
    public void perform(Action action) {
        tap.performed(lives, action);
        try {
            action.accept(new Action.Families<Void>() {
                @Override
                public Void tile(TileAction a) {
                    current().perform(a);
                    return null;
                }

                @Override
                public Void body(BodyAction a) {
                    current().perform(a);
                    return null;
                }

                @Override
                public Void query(Query a) {
                    // what we know of the family and the places outlives the connection: asked after a death too
                    (a.outlivesTheConnection() && life != null && life.inWorld() ? life : current()).perform(a);
                    return null;
                }

                @Override
                public Void screen(ScreenAction a) {
                    // the screen does its own in aim; another front-end hands one on only by mistake
                    outbox.add(new SessionEvent.Refused(a, "this action works only in the terminal screen"));
                    return null;
                }

                @Override
                public Void script(ScriptAction a) {
                    return a.accept(new ScriptAction.Handler<Void>() {
                        @Override
                        public Void on(ScriptAction.Wait w) {
                            return null; // a pause: the loop's macros hold the actions behind it
                        }

                        @Override
                        public Void on(ScriptAction.Quit q) {
                            quit(Duration.ofSeconds(2));
                            return null;
                        }

                        @Override
                        public Void on(ScriptAction.Reborn r) {
                            reborn();
                            return null;
                        }
                    });
                }
            });
        } catch (WayBlocked e) {
            outbox.add(new SessionEvent.Refused(action, blocked(e)));
        } catch (IllegalStateException | IllegalArgumentException e) {
            outbox.add(new SessionEvent.Refused(action, e.getMessage()));
        }
    }

    /**
     * After a death, the next life: a new login with the same settings, as the official client's
     * "get reborn" does. Refused while this life goes on (a body left behind would starve).
     */
    public void reborn() {
        if (life != null && !died() && closed().isEmpty()) {
            throw new IllegalStateException("you are alive: reborn is for after a death");
        }
        try {
            begin();
        } catch (LoginException e) {
            throw new IllegalStateException("cannot log in again: " + e.getMessage(), e);
        }
    }

    /**
     * This life's connection closed: what waits for the game is refused rather than kept waiting
     * for ever (a script's next line after a death, until it says {@code reborn}).
     */
    private boolean lifeOver() {
        return life != null && life.closed().isPresent();
    }

    /** True once the server has said this life ended: the close that follows is not a lost connection. */
    public boolean died() {
        return life != null && life.inWorld() && !life.snapshot().alive();
    }

    /** Our family as the current life knows it. */
    public Family family() {
        return Family.of(snapshot(), parts.catalog());
    }

    /** How the current life ended, once it has. */
    public Optional<Obituary> obituary() {
        return Obituary.of(snapshot(), parts.catalog());
    }

    private Life current() {
        if (life == null || !life.inGame()) {
            throw new IllegalStateException(
                    life != null && life.closed().isPresent() ? "the connection is closed" : "not in the game yet");
        }
        return life;
    }

    /** Says the lines still waiting their turn, sends what is queued, then hangs up. */
    public void quit(Duration timeout) {
        quitting = true;
        if (life != null) {
            life.leave();
        }
        if (life != null && life.speechWaiting()) {
            quitAfterSpeech = Optional.of(timeout); // never drop what the player asked to say
        } else if (life != null) {
            life.link().hangUp(timeout);
        }
    }

    /** True once the player asked to leave. */
    public boolean quitting() {
        return quitting;
    }

    /** Whether the connection closed as the player asked: they quit and we hung up. */
    public boolean leftAsAsked(CloseReason reason) {
        return quitting && reason.kind() == CloseReason.Kind.LOCAL;
    }

    /**
     * How a closed connection ends the program, for every front-end: OK when the player left as
     * asked; not yet after a death (the player may be reborn, or quit); else the close's own status.
     */
    public Optional<ExitCode> endingAt(CloseReason reason) {
        if (leftAsAsked(reason)) {
            return Optional.of(ExitCode.OK);
        }
        if (died() && reason.kind() != CloseReason.Kind.INTERNAL_ERROR) {
            return Optional.empty();
        }
        return Optional.of(ExitCode.whenClosed(reason));
    }

    /** What a quit ends the program with once the connection closed (empty while open): OK after a death. */
    public Optional<ExitCode> endingOnQuit() {
        return closed().map(reason -> died() ? ExitCode.OK : ExitCode.whenClosed(reason));
    }

    @Override
    public List<SessionEvent> takeEvents() {
        List<SessionEvent> out = List.copyOf(outbox);
        outbox.clear();
        return out;
    }

    public WorldSnapshot snapshot() {
        return (life == null ? beforeLogin : life).snapshot();
    }

    /** The server has put us in the world, and the connection is open. */
    public boolean inGame() {
        return life != null && life.inGame();
    }

    /** Why this life's connection closed, once it has. */
    public Optional<CloseReason> closed() {
        return life == null ? Optional.empty() : life.closed();
    }

    /** The current life's link (round trip, bytes). */
    public Optional<Link> link() {
        return life == null ? Optional.empty() : Optional.of(life.link());
    }

    /** What the current life's server has (today's until a login shows another era). */
    public EraFeatures era() {
        return link().map(l -> l.dialect().features()).orElse(EraFeatures.TODAY);
    }

    /**
     * What the client knows of the game: all of it once the transitions are read (on a thread of
     * their own, from when the front-end first waits for news), the objects alone until then.
     * Never waits long.
     */
    public Knowledge knowledge() {
        return knowledge.now();
    }

    /** The full knowledge, waiting for the transitions to be read if they are not yet. */
    public Knowledge awaitKnowledge() {
        return knowledge.await();
    }

    /** How many lives this session has begun. */
    public int lives() {
        return lives;
    }

    /** What blocks a walk, named from the map: {@code a Juniper Tree blocks the way}. */
    private String blocked(WayBlocked e) {
        if (e.noWay()) {
            return e.getMessage();
        }
        return snapshot()
                .cell(e.at().x(), e.at().y())
                .filter(c -> !c.object().isEmpty())
                .map(c -> DeathCause.article(
                                knowledge().catalog().displayName(c.object().id())) + " blocks the way")
                .orElse(e.getMessage());
    }

    /** An action in the words of the action language, for messages about it. */
    public static String words(Action action) {
        return ActionSyntax.format(action);
    }
}
