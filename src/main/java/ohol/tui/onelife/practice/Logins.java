package ohol.tui.onelife.practice;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.server.Accepted;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.HeatChange;
import ohol.tui.onelife.protocol.server.Lineage;
import ohol.tui.onelife.protocol.server.LoginChallenge;
import ohol.tui.onelife.protocol.server.Names;
import ohol.tui.onelife.protocol.server.PlayerCount;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.Rejected;
import ohol.tui.onelife.protocol.server.ServerFull;

/**
 * Coming and going, as the server takes them: a new connection's challenge (or SERVER_FULL),
 * the LOGIN checked against the password, a new life for a new player (as in server.cpp, a
 * LOGIN or RLOGIN of an email that has a life takes that life back, cutting off its old
 * connection if it still has one; an RLOGIN never starts one), what a newcomer is told, and a
 * lost link.
 *
 * <p>Thread safety: runs on the one world thread, as {@link PracticeWorld} does.
 */
final class Logins {
    private final PracticeWorld world;
    private final Families families;
    private final SecureRandom random = new SecureRandom();
    private int nextId = 11;

    Logins(PracticeWorld world, Families families) {
        this.world = world;
        this.families = families;
    }

    /** A new connection: the challenge, or SERVER_FULL when lives and pending logins fill the world. */
    boolean connected(ClientLink link) {
        int count = world.players.size() + world.links.waitingForLogin();
        PlayerCount seats = new PlayerCount(count, world.config.maxPlayers());
        if (count >= world.config.maxPlayers()) {
            world.links.sendNow(link, new ServerFull(seats));
            link.close();
            return false;
        }
        byte[] challenge = new byte[20];
        random.nextBytes(challenge);
        link.challenge = HexFormat.of().withUpperCase().formatHex(challenge);
        world.links.awaitLogin(link, world.now());
        world.links.sendNow(link, new LoginChallenge(seats, link.challenge, 437));
        return true;
    }

    void disconnected(ClientLink link) {
        PracticePlayer p = world.links.drop(link);
        if (p != null && p.link == link) {
            p.link = null;
            p.disconnectedAt = world.now();
        }
    }

    void login(ClientLink link, Login login) {
        if (!login.passwordHash().equals(LoginHasher.passwordHash(world.config.password(), link.challenge))) {
            reject(link);
            return;
        }
        // server.cpp's processLoggedInPlayer: a new connection of an email takes its life over
        // ("Authentic reconnect received"); a LOGIN allows a reconnect, an RLOGIN requires one
        connectedAs(login.email()).ifPresent(this::cutOff);
        PracticePlayer p = lingering(login.email()).orElse(null);
        if (login.reconnect() && p == null) {
            reject(link); // RLOGIN never starts a new life
            return;
        }
        world.links.stopWaiting(link);
        boolean born = p == null;
        if (born) {
            p = families.newLife(nextId++, login.email());
            world.players.put(p.id, p);
        }
        p.link = link;
        p.disconnectedAt = -1;
        world.links.bind(link, p);
        link.loggedIn();
        welcome(p, born);
    }

    private void reject(ClientLink link) {
        world.links.stopWaiting(link);
        world.links.sendNow(link, new Rejected());
        link.close();
    }

    private Optional<PracticePlayer> connectedAs(String email) {
        return world.players.values().stream()
                .filter(q -> q.email.equals(email) && q.link != null)
                .findFirst();
    }

    /** The server's setPlayerDisconnected: the life stays, its old connection is closed. */
    private void cutOff(PracticePlayer p) {
        ClientLink old = p.link;
        world.links.drop(old);
        p.link = null;
        p.disconnectedAt = world.now();
        old.close();
    }

    private Optional<PracticePlayer> lingering(String email) {
        return world.players.values().stream()
                .filter(q -> q.email.equals(email) && q.link == null)
                .findFirst();
    }

    /** What the real server sends a newcomer: the map, everyone (the newcomer last), lineage, names, food, heat. */
    private void welcome(PracticePlayer p, boolean born) {
        long now = world.now();
        world.send(p.link, new Accepted());
        world.send(p.link, world.map.chunkAround(p.x, p.y));
        List<PlayerUpdate.PlayerLine> everyone = new ArrayList<>();
        List<Lineage.Person> lineage = new ArrayList<>();
        List<Names.Name> names = new ArrayList<>();
        for (PracticePlayer q : world.players.values()) {
            if (q != p) {
                everyone.add(q.state(now, false, false));
            }
        }
        everyone.add(p.state(now, false, false));
        for (PracticePlayer q : world.players.values()) {
            lineage.add(new Lineage.Person(q.id, q.lineage()));
            q.name().ifPresent(names::add);
        }
        world.send(p.link, new PlayerUpdate(everyone));
        world.send(p.link, new Lineage(lineage));
        if (!names.isEmpty()) {
            world.send(p.link, new Names(names));
        }
        world.send(p.link, new FrameEnd());
        world.sendFood(p, -1);
        world.send(p.link, new HeatChange(0.5, world.config.foodPip().toMillis() / 1000.0, 0));
        world.send(p.link, new FrameEnd());
        if (!born) {
            return;
        }
        for (PracticePlayer q : world.players.values()) {
            if (q != p && q.link != null) {
                world.send(q.link, new PlayerUpdate(List.of(p.state(now, false, false))));
                world.send(q.link, new Lineage(List.of(new Lineage.Person(p.id, p.lineage()))));
                world.send(q.link, new FrameEnd());
            }
        }
    }
}
