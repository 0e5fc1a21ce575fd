package ohol.tui.practice;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import ohol.tui.data.TransitionBook;
import ohol.tui.net.LoginHasher;
import ohol.tui.protocol.FrameEncoder;
import ohol.tui.protocol.GameObject;
import ohol.tui.protocol.SpeechRules;
import ohol.tui.protocol.client.AtPosition;
import ohol.tui.protocol.client.Baby;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.ClientCommands;
import ohol.tui.protocol.client.Emote;
import ohol.tui.protocol.client.Kill;
import ohol.tui.protocol.client.Login;
import ohol.tui.protocol.client.Move;
import ohol.tui.protocol.client.Ping;
import ohol.tui.protocol.client.Say;
import ohol.tui.protocol.server.Accepted;
import ohol.tui.protocol.server.Flip;
import ohol.tui.protocol.server.FoodChange;
import ohol.tui.protocol.server.FrameEnd;
import ohol.tui.protocol.server.Grave;
import ohol.tui.protocol.server.HeatChange;
import ohol.tui.protocol.server.Lineage;
import ohol.tui.protocol.server.LoginChallenge;
import ohol.tui.protocol.server.MapChange;
import ohol.tui.protocol.server.Names;
import ohol.tui.protocol.server.PlayerCount;
import ohol.tui.protocol.server.PlayerEmotes;
import ohol.tui.protocol.server.PlayerSays;
import ohol.tui.protocol.server.PlayerUpdate;
import ohol.tui.protocol.server.Pong;
import ohol.tui.protocol.server.Rejected;
import ohol.tui.protocol.server.ServerFull;
import ohol.tui.protocol.server.ServerMessage;

/**
 * The practice world's state and its rules for logging in, talking, pinging, living and dying;
 * walking is {@link Moves}', handling things {@link Hands}' and mothers and babies
 * {@link Families}'. Every message goes out through the protocol records and
 * {@link FrameEncoder}, exactly as the client reads them.
 *
 * <p>Thread safety: every method runs on the one world thread ({@link PracticeServer} sees to it).
 */
final class PracticeWorld {
    /** The server's babyFeedingLevel: a small child with more food than this refuses to eat. */
    static final int BABY_FEEDING_LEVEL = 2;
    /** The least time between two flips the server takes (server.cpp: lastFlipTime, 1.75 s). */
    static final long FLIP_GAP_NANOS = 1_750_000_000L;
    /** The server heeds a DIE only from a player younger than this (server.cpp: computeAge < 2). */
    static final double BABY_MAY_DIE_BELOW = 2;

    final PracticeConfig config;
    final PracticeObjects objects;
    final PracticeTransitions transitions;
    final PracticeMap map;
    final LongSupplier clock;
    final Map<Integer, PracticePlayer> players = new LinkedHashMap<>();
    private final Map<ClientLink, PracticePlayer> byLink = new LinkedHashMap<>();
    /** Links that have not logged in yet, with when they connected. */
    private final Map<ClientLink, Long> pending = new LinkedHashMap<>();
    /** Links of the dead, with when to hang up: they still get news for a while, as on the server. */
    private final Map<ClientLink, Long> mourning = new LinkedHashMap<>();

    private final Inquiries inquiries = new Inquiries(this);

    private final SecureRandom random = new SecureRandom();
    private final Moves moves = new Moves(this);
    private final Hands hands = new Hands(this);
    private final Families families;
    private int nextId = 11;

    PracticeWorld(PracticeConfig config, LongSupplier clock) {
        this.config = config;
        this.clock = clock;
        this.objects = PracticeObjects.from(config.catalog());
        this.transitions = new ChosenAtFirstUse(config.transitions(), objects::builtInTransition);
        this.map = PracticeMap.generate(config.seed());
        this.families = new Families(this, config.seed());
    }

    /**
     * The game's transitions when there are any, else the built-in one, chosen when first asked
     * (on the world's thread): the game's may still be being read when the world starts, and a
     * USE before they are waits for them rather than playing by other rules.
     */
    private static final class ChosenAtFirstUse implements PracticeTransitions {
        private final Supplier<TransitionBook> book;
        private final PracticeTransitions builtIn;
        private PracticeTransitions chosen;

        ChosenAtFirstUse(Supplier<TransitionBook> book, PracticeTransitions builtIn) {
            this.book = book;
            this.builtIn = builtIn;
        }

        @Override
        public Optional<Change> find(int actor, int target) {
            if (chosen == null) {
                TransitionBook read = book.get();
                chosen = read.size() > 0 ? fromBook(read) : builtIn;
            }
            return chosen.find(actor, target);
        }

        private static PracticeTransitions fromBook(TransitionBook book) {
            return (actor, target) -> book.find(actor, target)
                    .map(t -> new Change(Math.max(0, t.newActor()), Math.max(0, t.newTarget())));
        }
    }

    long now() {
        return clock.getAsLong();
    }

    /** A new connection: the challenge, or SERVER_FULL when lives and pending logins fill the world. */
    boolean connected(ClientLink link) {
        int count = players.size() + pending.size();
        PlayerCount seats = new PlayerCount(count, config.maxPlayers());
        if (count >= config.maxPlayers()) {
            link.sendNow(encode(new ServerFull(seats)));
            link.close();
            return false;
        }
        byte[] challenge = new byte[20];
        random.nextBytes(challenge);
        link.challenge = HexFormat.of().withUpperCase().formatHex(challenge);
        pending.put(link, now());
        link.sendNow(encode(new LoginChallenge(seats, link.challenge, 437)));
        return true;
    }

    void disconnected(ClientLink link) {
        pending.remove(link);
        mourning.remove(link);
        PracticePlayer p = byLink.remove(link);
        if (p != null && p.link == link) {
            p.link = null;
            p.disconnectedAt = now();
        }
    }

    /** FLIP: faces the player toward {@code x}, at most once in {@link #FLIP_GAP_NANOS}; a turn is told to all. */
    private void flip(PracticePlayer p, int x) {
        long now = now();
        if (now - p.lastFlipNanos <= FLIP_GAP_NANOS) {
            return;
        }
        boolean left = x < p.x ? true : x > p.x ? false : p.facingLeft;
        if (left != p.facingLeft) {
            p.facingLeft = left;
            p.lastFlipNanos = now;
            broadcast(new Flip(List.of(new Flip.Facing(p.id, left))), new FrameEnd());
        }
    }

    /** One command from a client; malformed and unknown ones are ignored, as the real server does. */
    void command(ClientLink link, String text) {
        if (mourning.containsKey(link)) {
            return; // the dead are not listened to
        }
        Optional<ClientCommand> parsed = ClientCommands.parse(text.strip());
        PracticePlayer p = byLink.get(link);
        if (parsed.isEmpty()) {
            return;
        }
        ClientCommand c = parsed.get();
        if (p == null) {
            if (c instanceof Login login && pending.containsKey(link)) {
                login(link, login);
            }
            return;
        }
        if (c instanceof Say say) {
            say(p, say.text());
        } else if (c instanceof Emote e) {
            if (p.emotes.mayShow(now())) {
                broadcast(new PlayerEmotes(List.of(new PlayerEmotes.Emote(p.id, e.emotion(), OptionalInt.empty()))));
            }
        } else if (c instanceof Ping ping) {
            send(link, new Pong(ping.uniqueId()));
        } else if (c instanceof AtPosition at && at.kind() == AtPosition.Kind.DIE) {
            if (p.age(now()) < BABY_MAY_DIE_BELOW) {
                babyGivesUp(p);
            }
        } else if (c instanceof AtPosition at && Inquiries.handles(at.kind())) {
            inquiries.ask(p, at);
        } else if (c instanceof AtPosition at && at.kind() == AtPosition.Kind.FLIP) {
            flip(p, at.x());
        } else if (c instanceof AtPosition at && at.kind() == AtPosition.Kind.FORCE) {
            if (at.x() == p.x && at.y() == p.y) {
                p.awaitingForce = false;
            }
        } else if (p.awaitingForce) {
            return; // like the real server: only SAY and EMOT until the client has caught up
        } else if (c instanceof Move move) {
            if (p.heldBy == null && p.age(now()) >= PracticePlayer.START_WALKING_AGE) {
                moves.move(p, move);
            }
        } else if (c instanceof AtPosition at && at.kind() == AtPosition.Kind.JUMP) {
            families.jump(p);
        } else if (p.isMoving() || p.heldBy != null) {
            return; // the real server ignores actions during a walk and in arms
        } else if (c instanceof Baby b) {
            Turn turn = new Turn();
            families.pickUp(p, b, turn);
            flush(turn);
        } else if (Hands.handles(c)) {
            Turn turn = new Turn();
            hands.handle(p, c, turn);
            flush(turn);
        } else if (c instanceof Kill) {
            // nothing here can kill; the server answers a KILL with the killer's PU all the same
            Turn turn = new Turn();
            turn.update(p);
            flush(turn);
        }
    }

    private void login(ClientLink link, Login login) {
        if (!login.passwordHash().equals(LoginHasher.passwordHash(config.password(), link.challenge))) {
            reject(link);
            return;
        }
        PracticePlayer p = login.reconnect() ? lingering(login.email()).orElse(null) : null;
        if (login.reconnect() && p == null) {
            reject(link); // RLOGIN never starts a new life
            return;
        }
        pending.remove(link);
        boolean born = p == null;
        if (born) {
            p = families.newLife(nextId++, login.email());
            players.put(p.id, p);
        }
        p.link = link;
        p.disconnectedAt = -1;
        byLink.put(link, p);
        link.loggedIn();
        welcome(p, born);
    }

    private void reject(ClientLink link) {
        pending.remove(link);
        link.sendNow(encode(new Rejected()));
        link.close();
    }

    private Optional<PracticePlayer> lingering(String email) {
        return players.values().stream()
                .filter(q -> q.email.equals(email) && q.link == null)
                .findFirst();
    }

    /** What the real server sends a newcomer: the map, everyone (the newcomer last), lineage, names, food, heat. */
    private void welcome(PracticePlayer p, boolean born) {
        long now = now();
        send(p.link, new Accepted());
        send(p.link, map.chunkAround(p.x, p.y));
        List<PlayerUpdate.PlayerLine> everyone = new ArrayList<>();
        List<Lineage.Person> lineage = new ArrayList<>();
        List<Names.Name> names = new ArrayList<>();
        for (PracticePlayer q : players.values()) {
            if (q != p) {
                everyone.add(q.state(now, false, false));
            }
        }
        everyone.add(p.state(now, false, false));
        for (PracticePlayer q : players.values()) {
            lineage.add(new Lineage.Person(q.id, q.lineage()));
            q.name().ifPresent(names::add);
        }
        send(p.link, new PlayerUpdate(everyone));
        send(p.link, new Lineage(lineage));
        if (!names.isEmpty()) {
            send(p.link, new Names(names));
        }
        send(p.link, new FrameEnd());
        sendFood(p, -1);
        send(p.link, new HeatChange(0.5, config.foodPip().toMillis() / 1000.0, 0));
        send(p.link, new FrameEnd());
        if (!born) {
            return;
        }
        for (PracticePlayer q : players.values()) {
            if (q != p && q.link != null) {
                send(q.link, new PlayerUpdate(List.of(p.state(now, false, false))));
                send(q.link, new Lineage(List.of(new Lineage.Person(p.id, p.lineage()))));
                send(q.link, new FrameEnd());
            }
        }
    }

    /**
     * A SAY as the server takes it: not within {@link SpeechRules#MIN_GAP_NANOS} of the life's start
     * or of the last SAY it took; cleaned and cut by age; naming phrases name an Eve's family or
     * a held baby.
     */
    private void say(PracticePlayer p, String text) {
        long now = now();
        if (now - p.lastSayNanos <= SpeechRules.MIN_GAP_NANOS) {
            return;
        }
        p.lastSayNanos = now;
        String said = SpeechRules.heard(text, p.age(now));
        families.listen(p, said);
        if (!said.isEmpty()) {
            broadcast(new PlayerSays(List.of(PlayerSays.Speech.of(p.id, false, said))));
        }
    }

    /** Sends the player their FX ({@code by}: who fed them, or -1). */
    void sendFood(PracticePlayer p, int by) {
        if (p.link != null) {
            send(
                    p.link,
                    new FoodChange(
                            p.food, p.foodCapacity(now()), p.lastAte, p.lastAteFillMax, p.speed(now()), by, 0, 0));
        }
    }

    /** What one command changed: the MX and PU to everyone, the FX to whoever's food changed. */
    void flush(Turn turn) {
        long now = now();
        List<ServerMessage> out = new ArrayList<>();
        if (!turn.tiles().isEmpty()) {
            out.add(new MapChange(turn.tiles()));
        }
        if (!turn.updated().isEmpty()) {
            out.add(new PlayerUpdate(turn.updated().stream()
                    .map(q -> (PlayerUpdate.PlayerLine) q.state(now, turn.isForced(q), turn.justAte(q)))
                    .toList()));
        }
        if (!out.isEmpty()) {
            broadcast(out.toArray(ServerMessage[]::new));
        }
        turn.fed().forEach(q -> {
            if (q.link != null) {
                sendFood(q, turn.responsible(q));
                send(q.link, new FrameEnd());
            }
        });
    }

    /** The clock's work: walks that arrive, hunger and old age, lives whose player never came back. */
    void tick() {
        long now = now();
        moves.arrivals(now);
        for (PracticePlayer p : new ArrayList<>(players.values())) {
            if (p.dead) {
                continue;
            }
            if (p.age(now) >= PracticePlayer.OLD_AGE) {
                die(p, "reason_age", true);
            } else if (now >= p.nextHungerNanos) {
                hunger(p, now);
            }
        }
        for (PracticePlayer p : new ArrayList<>(players.values())) {
            if (p.link == null
                    && p.disconnectedAt >= 0
                    && now - p.disconnectedAt > config.linger().toNanos()) {
                die(p, "reason_disconnected", false);
            }
        }
        hangUp(pending, now, config.loginWait().toNanos());
        hangUp(mourning, now, 0);
    }

    /** Closes the links whose time ({@code since} + {@code wait}) is up. */
    private static void hangUp(Map<ClientLink, Long> links, long now, long wait) {
        for (Iterator<Map.Entry<ClientLink, Long>> i = links.entrySet().iterator(); i.hasNext(); ) {
            Map.Entry<ClientLink, Long> e = i.next();
            if (now - e.getValue() >= wait) {
                i.remove();
                e.getKey().close();
            }
        }
    }

    /** One food pip, as the server takes it: not from a baby in a fertile woman's arms; below 0 is death. */
    private void hunger(PracticePlayer p, long now) {
        p.nextHungerNanos = now + config.foodPip().toNanos();
        if (p.heldBy != null && p.heldBy.isFertile(now)) {
            return;
        }
        p.food--;
        if (p.food < 0) {
            p.food = 0;
            die(p, "reason_hunger", true);
            return;
        }
        if (p.link != null) {
            sendFood(p, -1);
            send(p.link, new FrameEnd());
        }
    }

    /**
     * A death as the server tells it: a carried baby is put down, the carrier's hands emptied, a
     * Fresh Grave where they fell (GV and MX; not for a life given up by leaving), the PU line
     * with {@code X X} and the reason. The dead player's link hears the news for
     * {@link PracticeConfig#goodbye()}, then is closed.
     */
    void die(PracticePlayer p, String reason, boolean grave) {
        die(p, reason, grave ? PracticeObjects.FRESH_GRAVE : 0, GameObject.NOTHING);
    }

    /**
     * A baby's DIE (server.cpp): a baby in arms leaves Baby Bones in its carrier's hands, its
     * grave recorded where the carrier stands; one on the ground leaves a Baby Bone Pile. Where
     * the game data has neither, a Fresh Grave, or empty hands, as for any death.
     */
    private void babyGivesUp(PracticePlayer baby) {
        boolean bonesKnown = objects.find(PracticeObjects.BABY_BONES).isPresent();
        if (baby.heldBy != null) {
            die(baby, "reason_SID", 0, bonesKnown ? GameObject.of(PracticeObjects.BABY_BONES) : GameObject.NOTHING);
        } else {
            boolean pileKnown = objects.find(PracticeObjects.BABY_BONE_PILE).isPresent();
            die(
                    baby,
                    "reason_SID",
                    pileKnown ? PracticeObjects.BABY_BONE_PILE : PracticeObjects.FRESH_GRAVE,
                    GameObject.NOTHING);
        }
    }

    /** {@code graveId}: what is left on the ground, 0 for nothing; {@code carrierKeeps}: what a carrier is left holding. */
    private void die(PracticePlayer p, String reason, int graveId, GameObject carrierKeeps) {
        long now = now();
        Turn turn = new Turn();
        List<ServerMessage> out = new ArrayList<>();
        if (p.heldBy != null) {
            PracticePlayer carrier = p.heldBy;
            carrier.held = carrierKeeps;
            p.x = carrier.x;
            p.y = carrier.y;
            p.heldBy = null;
            turn.update(carrier);
            if (!carrierKeeps.isEmpty()) { // the bones in hand are the grave
                out.add(new Grave(p.x, p.y, p.id));
                inquiries.buried(p, now);
            }
        }
        if (p.holdsBaby()) {
            families.putDown(p, p.x, p.y, turn);
        }
        p.dead = true;
        if (graveId > 0
                && map.objectAt(p.x, p.y).isEmpty()
                && objects.find(graveId).isPresent()) {
            List<GameObject.ContainedObject> kept = p.held.id() > 0
                            && objects.find(p.held.id())
                                    .map(ObjectFacts::containable)
                                    .orElse(false)
                    ? List.of(new GameObject.ContainedObject(p.held.id(), List.of()))
                    : List.of();
            GameObject fresh = new GameObject(graveId, kept);
            map.setObject(p.x, p.y, fresh);
            out.add(new Grave(p.x, p.y, p.id));
            inquiries.buried(p, now);
            turn.mapChange(p.x, p.y, map.floorAt(p.x, p.y), fresh, -p.id);
        }
        p.held = GameObject.NOTHING;
        players.remove(p.id);
        if (!turn.tiles().isEmpty()) {
            out.add(new MapChange(turn.tiles()));
        }
        List<PlayerUpdate.PlayerLine> lines = new ArrayList<>();
        for (PracticePlayer q : turn.updated()) {
            lines.add(q.state(now, turn.isForced(q), false));
        }
        lines.add(p.removed(now, reason));
        out.add(new PlayerUpdate(lines));
        broadcastTo(p.link, out);
        if (p.link != null) {
            byLink.remove(p.link);
            mourning.put(p.link, now + config.goodbye().toNanos());
        }
    }

    /** Alive, on the ground (not carried), standing still on the tile. */
    boolean someoneStandsOn(int x, int y) {
        return players.values().stream().anyMatch(q -> q.heldBy == null && !q.isMoving() && q.x == x && q.y == y);
    }

    /** UBABY's target, as the server's getHitPlayer picks it: a small child on the tile first, else anyone there if food is held. */
    Optional<PracticePlayer> playerToFeed(PracticePlayer p, int x, int y, OptionalInt id) {
        Optional<PracticePlayer> child = families.onTile(p, x, y, id, PracticePlayer.BABY_AGE);
        if (child.isPresent()) {
            return child;
        }
        boolean holdingFood = p.held.id() > 0
                && objects.find(p.held.id()).map(ObjectFacts::isFood).orElse(false);
        return holdingFood ? families.onTile(p, x, y, id, Double.MAX_VALUE) : Optional.empty();
    }

    void putDownBaby(PracticePlayer p, int x, int y, Turn turn) {
        families.putDown(p, x, y, turn);
    }

    void send(ClientLink link, ServerMessage m) {
        if (link != null) {
            link.send(encode(m));
        }
    }

    private static byte[] encode(ServerMessage m) {
        return FrameEncoder.encode(m.toFrame());
    }

    /** Messages and the FM that closes their frame, to everyone in the world. */
    void broadcast(ServerMessage... messages) {
        broadcastTo(null, List.of(messages));
    }

    /** To everyone in the world and to {@code extra} (a link that has just lost its player). */
    private void broadcastTo(ClientLink extra, List<ServerMessage> messages) {
        List<ClientLink> to = new ArrayList<>();
        for (PracticePlayer q : players.values()) {
            if (q.link != null) {
                to.add(q.link);
            }
        }
        to.addAll(mourning.keySet());
        if (extra != null && !to.contains(extra)) {
            to.add(extra);
        }
        for (ClientLink link : to) {
            for (ServerMessage m : messages) {
                send(link, m);
            }
            send(link, new FrameEnd());
        }
    }
}
