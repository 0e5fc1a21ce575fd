package ohol.tui.crossfire.session;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Game;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.net.CrossfireWire;
import ohol.tui.crossfire.protocol.AccountCharacter;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.ServerMessage;
import ohol.tui.crossfire.world.CrossfireWorld;
import ohol.tui.crossfire.world.StatSheet;
import ohol.tui.crossfire.world.View;

/**
 * A Crossfire session as the core's loop drives it: logs in (creating the character when the
 * server asks the new-character questions), folds what the server sends into the world, turns
 * actions into commands and answers each: {@code Done} when the server did it ({@code comc} for
 * a command, the item moving for a pick-up or a drop, the server's word for an apply),
 * {@code Failed} with the reason otherwise.
 *
 * <p>Thread safety: confined to the loop's thread.
 */
public final class CrossfireSession implements Game<NetEvent<ServerMessage>, PlayerAction, CrossfireEvent> {
    /** How long an action without a numbered answer waits for its sign. */
    static final long ANSWER_NANOS = TimeUnit.SECONDS.toNanos(3);
    /** Most commands waiting for their {@code comc}: past that the oldest is given up. */
    static final int MAX_WAITING = 64;
    /** Most lines of one message shown (a book or a help page is longer: it is cut). */
    static final int MAX_LINES = 60;

    private final CrossfireWorld world = new CrossfireWorld();
    private final Link link;
    private final LoginSteps login;
    /** The account login's steps; empty for the query login. */
    private final Optional<AccountSteps> account;

    private Optional<CharacterForm> characterForm = Optional.empty();

    private final LongSupplier clock;
    private final String clientName;
    private final List<CrossfireEvent> events = new ArrayList<>();
    private final Map<Integer, PlayerAction> waiting = new LinkedHashMap<>();
    private final Deque<Expectation> expected = new ArrayDeque<>();
    private final Actions actions = new Actions(this);
    private final MapSize mapSize = new MapSize();
    private Optional<ServerMessage.Query> question = Optional.empty();
    /** The new character's step asked last: a reroll or a new outlook is asked again with no words. */
    private Optional<CreationStep> creation = Optional.empty();

    private Optional<CloseReason> closed = Optional.empty();
    private Optional<String> lastMessage = Optional.empty();
    private long lastMessageAt;
    private long closedAt;
    private String loginFailure = "";
    private boolean playerSeen;
    /** The account login's {@code addme_success}: it comes after the character's first news. */
    private boolean joined;

    private boolean playing;
    private boolean loginFailed;
    private boolean quitting;
    private int seq;
    private StatSheet shownStats = StatSheet.EMPTY;
    private List<Item> shownGround = List.of();
    private List<Item> shownInventory = List.of();
    private List<ohol.tui.crossfire.protocol.Spell> shownSpells = List.of();
    private List<ohol.tui.crossfire.world.Skill> shownSkills = List.of();
    private Optional<ServerMessage.MagicMap> shownMagicMap = Optional.empty();

    /** A session of the query login. */
    public CrossfireSession(String name, Secret password, Link link, LongSupplier clock, String clientName) {
        this(Login.query(name, password), link, clock, clientName);
    }

    public CrossfireSession(Login who, Link link, LongSupplier clock, String clientName) {
        this.login = new LoginSteps(who.name(), who.password());
        this.account = who.mode() == LoginMode.QUERY ? Optional.empty() : Optional.of(new AccountSteps(who, link));
        this.link = link;
        this.clock = clock;
        this.clientName = clientName;
    }

    /** Says who we are and what we speak, and asks to join: the server then asks the login questions. */
    public void start() {
        if (account.isPresent()) {
            account.get().start(clientName);
            return;
        }
        link.send(new ClientCommand.Version(clientName));
        link.send(ClientCommand.Setup.TEXT_CLIENT);
        link.send(new ClientCommand.AddMe());
    }

    /**
     * Asks the server for the largest map that fits {@code columns} by {@code rows} cells, when
     * that is not what was last asked (a front-end calls it on every frame; a resize asks again).
     */
    public void fitMap(int columns, int rows) {
        mapSize.want(columns, rows).ifPresent(s -> link.send(new ClientCommand.Setup("mapsize " + s.word())));
    }

    public View view() {
        return world.view();
    }

    public boolean playing() {
        return playing;
    }

    public Optional<CloseReason> closed() {
        return closed;
    }

    /**
     * How a closed connection ends the program, for every front-end (empty while open): after a
     * failed login, LOGIN_FAILED; after a quit, OK; else the close's own status.
     */
    public Optional<ExitCode> ending() {
        return closed.map(
                reason -> loginFailed ? ExitCode.LOGIN_FAILED : quitting ? ExitCode.OK : ExitCode.whenClosed(reason));
    }

    /** What a quit ends the program with once the connection closed (empty while open). */
    public Optional<ExitCode> endingOnQuit() {
        return closed.map(reason -> loginFailed ? ExitCode.LOGIN_FAILED : ExitCode.OK);
    }

    /**
     * Once closed, unless by a quit: one line saying why (the login's failure, or the close and the
     * server's words just before it), for a screen to print when it has given the terminal back.
     */
    public Optional<String> farewell() {
        if (closed.isEmpty() || (quitting && !loginFailed)) {
            return Optional.empty();
        }
        return Optional.of(
                loginFailed
                        ? Farewell.loginFailed(loginFailure)
                        : Farewell.closed(closed.get(), lastMessage, lastMessageAt, closedAt));
    }

    public boolean loginFailed() {
        return loginFailed;
    }

    /**
     * Asks the server to tell the spells the character knows and their costs ({@code setup
     * spellmon 1}: {@code addspell}, {@code updspell}, {@code delspell}), for the screen's list and
     * the headless {@code spells} lines.
     */
    public void watchSpells() {
        link.send(new ClientCommand.Setup("spellmon 1"));
    }

    /** Asks the server for the skills' names ({@code requestinfo skill_info}): their levels come in {@code stats}. */
    public void watchSkills() {
        link.send(new ClientCommand.RequestInfo("skill_info"));
    }

    /** A new character's stats and outlook are asked of the player (the screen), not answered by the client. */
    public void leaveCreationToPlayer() {
        login.leaveCreationToPlayer();
        account.ifPresent(AccountSteps::leaveCreationToPlayer);
    }

    /** The account login's new character, waiting for the player's race, class and stats, if it waits. */
    public Optional<CharacterForm> characterForm() {
        return playing || loginFailed ? Optional.empty() : characterForm;
    }

    /** Creates the character the form waits for; an action's answer says done or why not. */
    void createCharacter(PlayerAction action, String race, String characterClass, int[] values) {
        Optional<String> refusal = account.map(a -> a.create(race, characterClass, values))
                .orElse(Optional.of("only the account login makes characters this way"));
        if (refusal.isPresent()) {
            fail(action, refusal.get());
        } else {
            characterForm = Optional.empty();
        }
    }

    /**
     * The new character's step the server asks, if it asks one: still so between a reply and the
     * server's next question, so that a key pressed then answers it rather than walking.
     */
    public Optional<CreationStep> creationStep() {
        return playing || loginFailed ? Optional.empty() : creation;
    }

    /**
     * The client answers a new character's questions itself again, as headless: for a replay of
     * a headless session on the screen, whose recording holds no answers of the player's.
     */
    public void answerCreation() {
        login.answerCreation();
    }

    /** The server's open question, if any. */
    public Optional<String> question() {
        return question.map(q -> clean(q.text()));
    }

    @Override
    public void take(NetEvent<ServerMessage> news) {
        if (news instanceof NetEvent.Received<ServerMessage> received) {
            onMessage(received.message());
        } else if (news instanceof NetEvent.Skipped<ServerMessage> skipped) {
            events.add(new CrossfireEvent.Skipped(skipped.description()));
        } else if (news instanceof NetEvent.Closed<ServerMessage> c) {
            closed = Optional.of(c.reason());
            closedAt = clock.getAsLong();
            waiting.values().forEach(a -> events.add(new CrossfireEvent.Failed(a, "the connection closed", true)));
            waiting.clear();
            expected.forEach(e -> events.add(new CrossfireEvent.Failed(e.action(), "the connection closed", true)));
            expected.clear();
            events.add(new CrossfireEvent.Closed(c.reason()));
        }
    }

    private void onMessage(ServerMessage m) {
        boolean changed = world.take(m);
        if (m instanceof ServerMessage.Setup setup) {
            MapSize.Answer answer = mapSize.answered(setup.words());
            if (answer instanceof MapSize.Answer.Taken taken) {
                world.resizeView(taken.size().width(), taken.size().height());
                changed = true;
            } else if (answer instanceof MapSize.Answer.AskAgain again) {
                link.send(new ClientCommand.Setup("mapsize " + again.size().word()));
            }
        }
        world.takeProblems().forEach(p -> events.add(new CrossfireEvent.Skipped(p)));
        if (account.isPresent() && !playing && !loginFailed) {
            onAccountStep(account.get().take(m));
        }
        if (m instanceof ServerMessage.Query q) {
            onQuestion(q);
        } else if (m instanceof ServerMessage.Player) {
            playerSeen = true;
        } else if (m instanceof ServerMessage.DrawExtInfo d) {
            message(d.colour(), d.type(), d.subtype(), d.text());
        } else if (m instanceof ServerMessage.DrawInfo d) {
            message(d.flags() & 0xFF, 0, 0, d.text());
        } else if (m instanceof ServerMessage.Comc c) {
            PlayerAction done = waiting.remove(c.seq());
            if (done != null) {
                events.add(new CrossfireEvent.Done(done, ""));
            }
        } else if (m instanceof ServerMessage.AddmeSuccess && account.isPresent()) {
            joined = true;
            account.get().chosen().ifPresent(world::namePlayer);
        } else if (m instanceof ServerMessage.AddmeFailed) {
            failLogin("the server refused to add a player");
        }
        if (!playing
                && playerSeen
                && (joined || account.isEmpty())
                && question.isEmpty()
                && !(m instanceof ServerMessage.Player)
                && !(m instanceof ServerMessage.Ignored)
                && !CrossfireWire.isEcho(m)) {
            playing = true;
            events.add(new CrossfireEvent.Playing(world.view().playerName()));
            changed = true; // what came before the login ended is reported now
        }
        // a delinv always comes before the item2 that refills the place: one report, after both
        if (changed && playing && !(m instanceof ServerMessage.DelInv)) {
            report();
        }
    }

    private void onQuestion(ServerMessage.Query q) {
        playerSeen = false;
        if (playing) {
            question = Optional.of(q); // after a death, or a command's own question
            events.add(new CrossfireEvent.Asked(clean(q.text()), q.flags(), false));
            return;
        }
        Optional<CreationStep> asked = LoginSteps.creationStep(q.text());
        creation = asked.isPresent() || (creation.isPresent() && q.text().isBlank()) ? asked.or(() -> creation) : asked;
        LoginSteps.Step step = creation.isPresent() && q.text().isBlank()
                ? login.next(creation.get() == CreationStep.ROLL ? "roll again" : "choose a character", lastMessage)
                : login.next(q.text(), lastMessage);
        if (step instanceof LoginSteps.Step.Answer a) {
            link.send(a.reply());
            events.add(new CrossfireEvent.Asked(clean(q.text()), q.flags(), true));
        } else if (step instanceof LoginSteps.Step.Refused r) {
            failLogin(r.reason());
        } else {
            question = Optional.of(q);
            events.add(new CrossfireEvent.Asked(clean(q.text()), q.flags(), false));
        }
    }

    private void onAccountStep(AccountSteps.Step step) {
        if (step instanceof AccountSteps.Step.Listed listed) {
            events.add(new CrossfireEvent.Characters(listed.characters().stream()
                    .map(c -> new AccountCharacter(
                            clean(c.name()),
                            clean(c.race()),
                            clean(c.characterClass()),
                            c.level(),
                            clean(c.map()),
                            clean(c.party())))
                    .toList()));
        } else if (step instanceof AccountSteps.Step.Refused refused) {
            failLogin(clean(refused.reason()));
        } else if (step instanceof AccountSteps.Step.Form f) {
            characterForm = Optional.of(f.form());
        }
    }

    private void failLogin(String reason) {
        if (!loginFailed) {
            loginFailed = true;
            loginFailure = reason;
            events.add(new CrossfireEvent.LoginFailed(reason));
            link.hangUp();
        }
    }

    private void message(int colour, int type, int subtype, String text) {
        List<String> lines = MessageLines.of(text, MAX_LINES);
        if (lines.isEmpty()) {
            return;
        }
        lastMessage = Optional.of(String.join(" ", lines));
        lastMessageAt = clock.getAsLong();
        events.add(new CrossfireEvent.Message(colour, type, subtype, lines));
        for (Iterator<Expectation> it = expected.iterator(); it.hasNext(); ) {
            Expectation e = it.next();
            if (e.kind() == Expectation.Kind.NEXT_MESSAGE) {
                it.remove();
                events.add(new CrossfireEvent.Done(e.action(), lastMessage.get()));
            }
        }
    }

    /** Stats, ground and pack as they changed; the actions they answer. */
    private void report() {
        View v = world.view();
        if (!v.stats().equals(shownStats)) {
            shownStats = v.stats();
            events.add(new CrossfireEvent.StatsChanged(shownStats));
        }
        if (!v.ground().equals(shownGround)) {
            shownGround = v.ground();
            events.add(new CrossfireEvent.ItemsChanged("ground", shownGround));
        }
        if (!v.inventory().equals(shownInventory)) {
            shownInventory = v.inventory();
            events.add(new CrossfireEvent.ItemsChanged("inventory", shownInventory));
        }
        if (!v.spells().equals(shownSpells)) {
            shownSpells = v.spells();
            events.add(new CrossfireEvent.SpellsChanged(shownSpells));
        }
        if (!v.skills().equals(shownSkills)) {
            shownSkills = v.skills();
            events.add(new CrossfireEvent.SkillsChanged(shownSkills));
        }
        // by identity: the world makes a new Optional for each magicmap, and a map like the last is shown again
        if (v.magicMap().isPresent() && v.magicMap() != shownMagicMap) {
            shownMagicMap = v.magicMap();
            events.add(new CrossfireEvent.MagicMapped(shownMagicMap.get()));
        }
        for (Iterator<Expectation> it = expected.iterator(); it.hasNext(); ) {
            Expectation e = it.next();
            if (e.met(world)) {
                it.remove();
                events.add(new CrossfireEvent.Done(e.action(), ""));
            }
        }
    }

    @Override
    public boolean ready(PlayerAction action) {
        if (closed.isPresent() || loginFailed) {
            return true; // answered at once: not connected
        }
        return switch (action.turn()) {
            case AT_ONCE -> true;
            case WHEN_ASKED -> question.isPresent() || playing || characterForm.isPresent();
            case WHEN_PLAYING -> playing;
        };
    }

    @Override
    public void perform(PlayerAction action) {
        if (!action.quits() && (closed.isPresent() || loginFailed)) {
            events.add(new CrossfireEvent.Failed(action, "not connected", false));
            return;
        }
        action.accept(actions);
    }

    // what Actions needs of the session

    void hangUp() {
        quitting = true;
        link.hangUp();
    }

    CrossfireWorld world() {
        return world;
    }

    void command(PlayerAction action, String text) {
        seq = (seq + 1) & 0xFFFF;
        if (waiting.size() >= MAX_WAITING) {
            Iterator<Map.Entry<Integer, PlayerAction>> oldest =
                    waiting.entrySet().iterator();
            events.add(new CrossfireEvent.Failed(oldest.next().getValue(), "no answer from the server", true));
            oldest.remove();
        }
        waiting.put(seq, action);
        link.send(new ClientCommand.Ncom(seq, -1, text));
        events.add(new CrossfireEvent.Sent(action));
    }

    void send(PlayerAction action, ClientCommand command, long tag, Expectation.Kind kind) {
        link.send(command);
        expected.add(new Expectation(action, tag, kind, clock.getAsLong() + ANSWER_NANOS));
        events.add(new CrossfireEvent.Sent(action));
    }

    void reply(PlayerAction action, String text) {
        if (question.isEmpty()) {
            events.add(new CrossfireEvent.Failed(action, "the server asked nothing", false));
            return;
        }
        boolean secret = (question.get().flags() & ServerMessage.Query.HIDE_INPUT) != 0;
        question = Optional.empty();
        link.send(new ClientCommand.Reply(text, secret));
        events.add(new CrossfireEvent.Done(action, ""));
    }

    /** The client refuses {@code action} without sending it. */
    void fail(PlayerAction action, String reason) {
        events.add(new CrossfireEvent.Failed(action, reason, false));
    }

    @Override
    public void runDue() {
        long now = clock.getAsLong();
        for (Iterator<Expectation> it = expected.iterator(); it.hasNext(); ) {
            Expectation e = it.next();
            if (now - e.deadline() >= 0) {
                it.remove();
                events.add(
                        new CrossfireEvent.Failed(e.action(), lastMessage.orElse("no answer from the server"), true));
            }
        }
    }

    @Override
    public long nanosUntilDue() {
        long now = clock.getAsLong();
        return expected.stream()
                .mapToLong(e -> Math.max(0, e.deadline() - now))
                .min()
                .orElse(Long.MAX_VALUE);
    }

    @Override
    public List<CrossfireEvent> takeEvents() {
        List<CrossfireEvent> out = List.copyOf(events);
        events.clear();
        return out;
    }

    private static String clean(String text) {
        return String.join(" ", MessageLines.of(text, MAX_LINES));
    }
}
