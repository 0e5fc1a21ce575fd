package ohol.tui.practice;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.LongSupplier;
import ohol.tui.net.LoginHasher;
import ohol.tui.protocol.FrameEncoder;
import ohol.tui.protocol.client.AtPosition;
import ohol.tui.protocol.client.ClientCommand;
import ohol.tui.protocol.client.ClientCommands;
import ohol.tui.protocol.client.Emote;
import ohol.tui.protocol.client.Login;
import ohol.tui.protocol.client.Move;
import ohol.tui.protocol.client.Ping;
import ohol.tui.protocol.client.Say;
import ohol.tui.protocol.server.Accepted;
import ohol.tui.protocol.server.Ancestors;
import ohol.tui.protocol.server.FoodChange;
import ohol.tui.protocol.server.FrameEnd;
import ohol.tui.protocol.server.HeatChange;
import ohol.tui.protocol.server.Lineage;
import ohol.tui.protocol.server.LoginChallenge;
import ohol.tui.protocol.server.Names;
import ohol.tui.protocol.server.PlayerCount;
import ohol.tui.protocol.server.PlayerEmotes;
import ohol.tui.protocol.server.PlayerSays;
import ohol.tui.protocol.server.PlayerUpdate;
import ohol.tui.protocol.server.Pong;
import ohol.tui.protocol.server.Rejected;
import ohol.tui.protocol.server.ServerMessage;

/**
 * The practice world's state and its rules for logging in, talking, pinging and the passing of
 * time; walking is {@link Moves}' and handling things {@link Hands}'. Every message goes out
 * through the protocol records and {@link FrameEncoder}, exactly as the client reads them.
 *
 * <p>Thread safety: every method runs on the one world thread ({@link PracticeServer} sees to it).
 */
final class PracticeWorld {
    static final int MAX_PLAYERS = 32;
    static final String[] FAMILY = {"LEARNER", "WALKER", "FORAGER", "BASKETEER", "BERRYPICKER", "WANDERER"};

    final PracticeConfig config;
    final PracticeObjects objects;
    final PracticeMap map;
    final LongSupplier clock;
    final Map<Integer, PracticePlayer> players = new LinkedHashMap<>();
    private final Map<ClientLink, PracticePlayer> byLink = new LinkedHashMap<>();
    private final SecureRandom random = new SecureRandom();
    private final Moves moves = new Moves(this);
    private final Hands hands = new Hands(this);
    private int nextId = 11;

    PracticeWorld(PracticeConfig config, LongSupplier clock) {
        this.config = config;
        this.clock = clock;
        this.objects = PracticeObjects.from(config.catalog());
        this.map = PracticeMap.generate(config.seed());
    }

    long now() {
        return clock.getAsLong();
    }

    void connected(ClientLink link) {
        byte[] challenge = new byte[20];
        random.nextBytes(challenge);
        link.challenge = HexFormat.of().withUpperCase().formatHex(challenge);
        send(link, new LoginChallenge(new PlayerCount(byLink.size(), MAX_PLAYERS), link.challenge, 437));
    }

    void disconnected(ClientLink link) {
        PracticePlayer p = byLink.remove(link);
        if (p != null && p.link == link) {
            p.link = null;
            p.disconnectedAt = now();
        }
    }

    /** One command from a client; malformed and unknown ones are ignored, as the real server does. */
    void command(ClientLink link, String text) {
        Optional<ClientCommand> parsed = ClientCommands.parse(text.strip());
        PracticePlayer p = byLink.get(link);
        if (parsed.isEmpty()) {
            return;
        }
        ClientCommand c = parsed.get();
        if (p == null) {
            if (c instanceof Login login) {
                login(link, login);
            }
            return;
        }
        if (c instanceof Say say) {
            say(p, say.text());
        } else if (c instanceof Emote e) {
            broadcast(new PlayerEmotes(List.of(new PlayerEmotes.Emote(p.id, e.emotion(), OptionalInt.empty()))));
        } else if (c instanceof Ping ping) {
            send(link, new Pong(ping.uniqueId()));
        } else if (c instanceof AtPosition at && at.kind() == AtPosition.Kind.FORCE) {
            if (at.x() == p.x && at.y() == p.y) {
                p.awaitingForce = false;
            }
        } else if (p.awaitingForce) {
            return; // like the real server: nothing position-bound until the client has caught up
        } else if (c instanceof Move move) {
            moves.move(p, move);
        } else {
            hands.handle(p, c);
        }
    }

    private void login(ClientLink link, Login login) {
        if (!login.passwordHash().equals(LoginHasher.passwordHash(config.password(), link.challenge))) {
            send(link, new Rejected());
            link.closeAfterSending();
            return;
        }
        PracticePlayer p = login.reconnect() ? lingering(login.email()).orElse(null) : null;
        if (login.reconnect() && p == null) {
            send(link, new Rejected()); // RLOGIN never starts a new life
            link.closeAfterSending();
            return;
        }
        if (p == null) {
            int id = nextId++;
            String family = FAMILY[(id - 11) % FAMILY.length];
            p = new PracticePlayer(id, login.email(), "EVE", family, now());
            players.put(id, p);
        }
        p.link = link;
        p.disconnectedAt = -1;
        byLink.put(link, p);
        welcome(p);
    }

    private Optional<PracticePlayer> lingering(String email) {
        return players.values().stream().filter(q -> q.email.equals(email) && q.link == null).findFirst();
    }

    /** What the real server sends a newcomer: the map, everyone (the newcomer last), names, food, heat. */
    private void welcome(PracticePlayer p) {
        long now = now();
        send(p.link, new Accepted());
        send(p.link, map.chunkAround(p.x, p.y));
        List<PlayerUpdate.PlayerLine> everyone = new ArrayList<>();
        List<Names.Name> names = new ArrayList<>();
        List<Lineage.Person> lineage = new ArrayList<>();
        for (PracticePlayer q : players.values()) {
            if (q != p && q.link != null) {
                everyone.add(q.state(now, false, false));
            }
        }
        everyone.add(p.state(now, false, false));
        for (PracticePlayer q : players.values()) {
            names.add(new Names.Name(q.id, q.firstName, Optional.of(q.lastName)));
            lineage.add(new Lineage.Person(q.id, new Ancestors(List.of(), OptionalInt.of(q.id))));
        }
        send(p.link, new PlayerUpdate(everyone));
        send(p.link, new Lineage(lineage));
        send(p.link, new Names(names));
        send(p.link, new FrameEnd());
        sendFood(p, 0);
        send(p.link, new HeatChange(0.5, config.foodPip().toMillis() / 1000.0, 0));
        send(p.link, new FrameEnd());
        for (PracticePlayer q : players.values()) {
            if (q != p && q.link != null) {
                send(q.link, new PlayerUpdate(List.of(p.state(now, false, false))));
                send(q.link, new Names(List.of(new Names.Name(p.id, p.firstName, Optional.of(p.lastName)))));
                send(q.link, new FrameEnd());
            }
        }
    }

    /** Speech is cut to the speaker's age + 1 characters, as the real server cuts it. */
    private void say(PracticePlayer p, String text) {
        int limit = (int) p.age(now()) + 1;
        String said = text.length() > limit ? text.substring(0, limit) : text;
        if (!said.isBlank()) {
            broadcast(new PlayerSays(List.of(PlayerSays.Speech.of(p.id, false, said))));
        }
    }

    void sendFood(PracticePlayer p, int fillBefore) {
        if (p.link != null) {
            send(p.link, new FoodChange(p.food, PracticePlayer.FOOD_CAPACITY, p.lastAte, fillBefore,
                    PracticePlayer.SPEED, -1, 0, 0));
        }
    }

    /** The clock's work: walks that arrive, hunger, lives whose player never came back. */
    void tick() {
        long now = now();
        moves.arrivals(now);
        hunger(now, config.foodPip().toNanos());
        for (PracticePlayer p : new ArrayList<>(players.values())) {
            if (p.link == null && p.disconnectedAt >= 0 && now - p.disconnectedAt > config.linger().toNanos()) {
                players.remove(p.id);
                broadcast(new PlayerUpdate(List.of(p.removed(now, "reason_disconnected"))));
            }
        }
    }

    private void hunger(long now, long pip) {
        for (PracticePlayer p : players.values()) {
            long due = (now - p.bornNanos) / pip;
            while (p.hungerTicks < due) {
                p.hungerTicks++;
                if (p.food > 0) {
                    p.food--;
                    sendFood(p, p.food);
                    if (p.link != null) {
                        send(p.link, new FrameEnd());
                    }
                }
            }
        }
    }

    void send(ClientLink link, ServerMessage m) {
        if (link != null) {
            link.send(FrameEncoder.encode(m.toFrame()));
        }
    }

    /** A message and the FM that closes its frame, to everyone in the world. */
    void broadcast(ServerMessage... messages) {
        for (PracticePlayer q : players.values()) {
            if (q.link != null) {
                for (ServerMessage m : messages) {
                    send(q.link, m);
                }
                send(q.link, new FrameEnd());
            }
        }
    }
}
