package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import ohol.tui.onelife.protocol.SpeechRules;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.ClientCommands;
import ohol.tui.onelife.protocol.client.Emote;
import ohol.tui.onelife.protocol.client.Kill;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.client.Ping;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.server.Flip;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.PlayerEmotes;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.Pong;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * The practice world's state, and the commands of its players, each handed to the class whose
 * job it is and taken as the real server takes it: walking ({@link Moves}), handling things
 * ({@link Hands}), mothers and babies ({@link Families}), questions ({@link Inquiries}), coming
 * and going ({@link Logins}), dying ({@link Deaths}); the clock's work is {@link ClockWork}'s,
 * and whom the world talks to {@link Links}'. Talking, emotes, pings and flips are answered here.
 *
 * <p>Thread safety: every method runs on the one world thread ({@link PracticeServer} sees to it).
 */
final class PracticeWorld implements WaitingCommands.World {
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
    final Links links = new Links(players);

    private final Inquiries inquiries = new Inquiries(this);
    private final Moves moves = new Moves(this);
    private final Hands hands = new Hands(this);
    private final Families families;
    private final Logins logins;
    private final Deaths deaths;
    private final ClockWork clockWork;

    PracticeWorld(PracticeConfig config, LongSupplier clock) {
        this.config = config;
        this.clock = clock;
        this.objects = PracticeObjects.from(config.catalog());
        this.transitions = new ChosenAtFirstUse(config.transitions(), objects::builtInTransition);
        this.map = PracticeMap.generate(config.seed());
        this.families = new Families(this, config.seed());
        this.logins = new Logins(this, families);
        this.deaths = new Deaths(this, families, inquiries);
        this.clockWork = new ClockWork(this, moves, deaths);
    }

    long now() {
        return clock.getAsLong();
    }

    /** A new connection: the challenge, or SERVER_FULL when lives and pending logins fill the world. */
    boolean connected(ClientLink link) {
        return logins.connected(link);
    }

    @Override
    public void disconnected(ClientLink link) {
        logins.disconnected(link);
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
    @Override
    public void command(ClientLink link, String text) {
        if (links.mourns(link)) {
            return; // the dead are not listened to
        }
        Optional<ClientCommand> parsed = ClientCommands.parse(text.strip());
        PracticePlayer p = links.playerOn(link);
        if (parsed.isEmpty()) {
            return;
        }
        ClientCommand c = parsed.get();
        if (p == null) {
            if (c instanceof Login login && links.awaitsLogin(link)) {
                logins.login(link, login);
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
                deaths.babyGivesUp(p);
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
        clockWork.tick();
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
        links.send(link, m);
    }

    /** Messages and the FM that closes their frame, to everyone in the world. */
    void broadcast(ServerMessage... messages) {
        links.broadcast(messages);
    }
}
