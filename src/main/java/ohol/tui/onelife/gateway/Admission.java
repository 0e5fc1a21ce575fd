package ohol.tui.onelife.gateway;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.common.session.helpers.TimeoutIndicator;
import org.apache.sshd.server.session.ServerSession;

/**
 * Counts every SSH connection and what it holds, and lets it have more only while there is room.
 *
 * <ul>
 *   <li>A connection not yet logged in is in a pool of its own ({@link Limits#pending}, and per
 *       address): it never takes a player's place. Past the pool's limits it is closed before the
 *       key exchange.
 *   <li>Once its key is accepted it moves to the logged-in connections ({@link Limits#sessions},
 *       and per address); with no room there it is refused before the login succeeds.
 *   <li>Each session channel it opens is a player, counted per connection ({@link
 *       Limits#channelsPerConnection}) and against the gateway's players in all and per address;
 *       one past a limit is refused (SSH_MSG_CHANNEL_OPEN_FAILURE) and the connection stays.
 *   <li>A logged-in connection with no player on it for {@link Limits#noPlayer} is closed ({@link
 *       #closeIdle}), whatever keep-alives it sends.
 * </ul>
 *
 * Behind a balancer that speaks the PROXY protocol the address is the one its header names,
 * known only once the header has come ({@link #from}); a header that names no client ({@code
 * UNKNOWN}, {@code LOCAL}) leaves the balancer's own address, counted like any other.
 *
 * <p>Each connection, its authentication and its end is one log line; a refusal of something a
 * connection asks for is logged the first time on that connection ({@link #first}), later ones
 * counted and told in its disconnect line; connections refused at the door are logged through
 * {@link GatewayLog#often}.
 *
 * <p>Thread-safe: MINA's threads call it for every connection at once.
 */
final class Admission implements SessionListener {
    /** The client's address a PROXY header named, kept on the session. */
    static final AttributeKey<InetSocketAddress> CLIENT = new AttributeKey<>();

    private static final AttributeKey<Connection> CONNECTION = new AttributeKey<>();

    private final Limits limits;
    private final GatewayLog log;
    private final boolean proxied;
    private final Map<Session, Connection> admitted = new HashMap<>();
    private final Pool pending;
    private final Pool in;
    private final Pool players;

    /** One SSH connection as the gateway counts it. */
    static final class Connection {
        final long arrived = System.nanoTime();
        /** Null until a PROXY header names it. Guarded by the Admission. */
        InetAddress address;
        /** Counted in the pending pool per address. Guarded by the Admission. */
        boolean pendingAtAddress;
        /** Logged in and counted among the logged-in connections. Guarded by the Admission. */
        boolean in;
        /** Session channels open (players). Guarded by the Admission. */
        int channels;
        /** Players running on it now. */
        final AtomicInteger playing = new AtomicInteger();
        /** Since when (nanoTime) no player has run on it. */
        volatile long quietSince = System.nanoTime();
        /** Why the gateway closed it, for its disconnect line. */
        volatile String closedBy;
        /** Whether its connect line is written, and its disconnect line if it never logs in (else counted). */
        volatile boolean ownLines = true;

        /** Authentication attempts counted; guarded by this. */
        int attempts;
        /** The first "none" request is how a client asks which methods there are: not an attempt. */
        boolean noneFree = true;
        /** The key a query was just answered yes for: signing with it is the same attempt. */
        byte[] keyAccepted;

        final Set<String> logged = ConcurrentHashMap.newKeySet();
        final AtomicInteger unlogged = new AtomicInteger();
    }

    /** A number of places in all and per address. Guarded by the Admission. */
    private static final class Pool {
        final int limit;
        final int perAddress;
        final String full;
        final String fullHere;
        int taken;
        final Map<InetAddress, Integer> at = new HashMap<>();

        Pool(int limit, int perAddress, String full, String fullHere) {
            this.limit = limit;
            this.perAddress = perAddress;
            this.full = full;
            this.fullHere = fullHere;
        }

        String takeOne() {
            if (taken >= limit) {
                return full;
            }
            taken++;
            return null;
        }

        String takeAt(InetAddress a) {
            int here = at.getOrDefault(a, 0);
            if (here >= perAddress) {
                return fullHere;
            }
            at.put(a, here + 1);
            return null;
        }

        /** One place in all and one at {@code a}, both or neither. */
        String take(InetAddress a) {
            String refusal = takeOne();
            if (refusal == null) {
                refusal = takeAt(a);
                if (refusal != null) {
                    taken--;
                }
            }
            return refusal;
        }

        void giveOne() {
            taken = Math.max(0, taken - 1);
        }

        void giveAt(InetAddress a) {
            at.computeIfPresent(a, (k, n) -> n <= 1 ? null : n - 1);
        }
    }

    /** {@code proxied}: every connection starts with a PROXY header naming the client. */
    Admission(Limits limits, GatewayLog log, boolean proxied) {
        this.limits = limits;
        this.log = log;
        this.proxied = proxied;
        this.pending = new Pool(
                limits.pending(),
                limits.pendingPerAddress(),
                "too many connections not yet logged in (" + limits.pending() + ")",
                "too many connections not yet logged in from this address (" + limits.pendingPerAddress() + ")");
        this.in = new Pool(
                limits.sessions(),
                limits.sessionsPerAddress(),
                "the gateway is full (" + limits.sessions() + " sessions)",
                "too many sessions from this address (" + limits.sessionsPerAddress() + ")");
        this.players = new Pool(
                limits.sessions(),
                limits.sessionsPerAddress(),
                "the gateway is full (" + limits.sessions() + " players)",
                "too many players from this address (" + limits.sessionsPerAddress() + ")");
    }

    @Override
    public void sessionCreated(Session session) {
        InetAddress from = proxied ? null : inet(session.getIoSession().getRemoteAddress());
        Connection c = new Connection();
        String refusal;
        synchronized (this) {
            refusal = from == null ? pending.takeOne() : pending.take(from);
            if (refusal == null) {
                c.address = from;
                c.pendingAtAddress = from != null;
                admitted.put(session, c);
            }
        }
        if (refusal != null) {
            log.often(refusal, "refused " + address(session) + ": " + refusal);
            throw new IllegalStateException(refusal); // MINA closes the connection
        }
        session.setAttribute(CONNECTION, c);
        if (!proxied) {
            c.ownLines = log.logConnection(from == null ? address(session) : from.getHostAddress());
            if (c.ownLines) {
                log.line("connect " + address(session));
            }
        }
    }

    /**
     * The PROXY header came: {@code client} is the address it names, or null if it names none
     * ({@code none} says which header that was): the balancer's own address stands, and is counted.
     */
    void from(Session session, InetSocketAddress client, String none) {
        InetSocketAddress own = ownSocket(session);
        if (client != null) {
            session.setAttribute(CLIENT, client);
        }
        InetAddress address = client != null ? client.getAddress() : inet(own);
        String refusal;
        synchronized (this) {
            Connection c = admitted.get(session);
            if (c == null || c.address != null) {
                return; // gone already, or counted (MINA may read the header twice)
            }
            refusal = pending.takeAt(address);
            if (refusal == null) {
                c.address = address;
                c.pendingAtAddress = true;
            }
        }
        if (refusal != null) {
            log.often(refusal, "refused " + address(session) + ": " + refusal);
            throw new IllegalStateException(refusal);
        }
        Connection c = session.getAttribute(CONNECTION);
        if (c != null) {
            c.ownLines = log.logConnection(address.getHostAddress());
        }
        if (c == null || !c.ownLines) {
            return;
        }
        log.line("connect " + address(session)
                + (client != null
                        ? " (through " + own(session) + ")"
                        : " (" + none + ": no client named, counted as the balancer's own address)"));
    }

    /**
     * The connection's key was accepted: it moves from the connections not yet logged in to the
     * logged-in ones, if there is room; else the answer is why not (and it stays where it was).
     */
    String logIn(Session session) {
        synchronized (this) {
            Connection c = admitted.get(session);
            if (c == null) {
                return "the connection is gone";
            }
            if (c.in) {
                return null;
            }
            if (c.address == null) {
                c.address = inet(session.getIoSession().getRemoteAddress());
            }
            String refusal = in.take(c.address);
            if (refusal != null) {
                return refusal;
            }
            leavePending(c);
            c.in = true;
            c.quietSince = System.nanoTime();
            return null;
        }
    }

    private void leavePending(Connection c) {
        pending.giveOne();
        if (c.pendingAtAddress) {
            pending.giveAt(c.address);
            c.pendingAtAddress = false;
        }
    }

    /** A session channel (a player) opens on {@code session}: counted, or the answer is why not. */
    String openChannel(Session session) {
        synchronized (this) {
            Connection c = admitted.get(session);
            if (c == null || !c.in) {
                return "the connection is not logged in";
            }
            if (c.channels >= limits.channelsPerConnection()) {
                return "more than " + limits.channelsPerConnection() + " players on one connection";
            }
            String refusal = players.take(c.address);
            if (refusal == null) {
                c.channels++;
            }
            return refusal;
        }
    }

    /** A session channel counted by {@link #openChannel} closed. */
    void closeChannel(Connection c) {
        synchronized (this) {
            if (c.channels > 0) {
                c.channels--;
                players.giveOne();
                players.giveAt(c.address);
            }
        }
    }

    /** A player's screen starts on this connection. */
    static void playerStarts(Session session) {
        Connection c = connection(session);
        if (c != null) {
            c.playing.incrementAndGet();
        }
    }

    /** A player's screen on this connection ended. */
    static void playerEnds(Session session) {
        Connection c = connection(session);
        if (c != null) {
            c.quietSince = System.nanoTime();
            c.playing.decrementAndGet();
        }
    }

    static Connection connection(Session session) {
        return session == null ? null : session.getAttribute(CONNECTION);
    }

    /**
     * True the first time something of {@code kind} is refused on this session's connection: its
     * log line is written then; later ones are counted, and told in the disconnect line.
     */
    static boolean first(Session session, String kind) {
        Connection c = connection(session);
        if (c == null || c.logged.add(kind)) {
            return true;
        }
        c.unlogged.incrementAndGet();
        return false;
    }

    /** Logs "refused {@code what} from ADDRESS key FINGERPRINT" the first time on this connection. */
    static void refused(GatewayLog log, Session session, String what) {
        refused(log, session, what, what);
    }

    /**
     * Logs "refused {@code what} from ADDRESS key FINGERPRINT" the first time something of {@code
     * kind} is refused on this connection ({@code what} may name what the peer chose; {@code kind}
     * never does, or a peer could choose a new name each time).
     */
    static void refused(GatewayLog log, Session session, String kind, String what) {
        if (first(session, kind)) {
            String key = session instanceof ServerSession server ? " key " + KeyCheck.fingerprintOf(server) : "";
            log.line("refused " + what + " from " + address(session) + key);
        }
    }

    /** Closes every logged-in connection that has had no player on it for {@link Limits#noPlayer}. */
    void closeIdle(long now) {
        List<Session> idle = new ArrayList<>();
        synchronized (this) {
            admitted.forEach((session, c) -> {
                if (c.in
                        && c.closedBy == null
                        && c.playing.get() <= 0
                        && now - c.quietSince > limits.noPlayer().toNanos()) {
                    idle.add(session);
                }
            });
        }
        String why = "no player on this connection for " + Limits.words(limits.noPlayer());
        for (Session session : idle) {
            Connection c = connection(session);
            if (c != null) {
                c.closedBy = why;
            }
            try {
                session.disconnect(SshConstants.SSH2_DISCONNECT_BY_APPLICATION, why);
            } catch (IOException | RuntimeException e) {
                session.close(true);
            }
        }
    }

    @Override
    public void sessionEvent(Session session, Event event) {
        if (event == Event.Authenticated && session instanceof ServerSession server) {
            log.line("authenticated " + address(session) + " key " + KeyCheck.fingerprintOf(server) + " user "
                    + GatewayLog.peer(session.getUsername()));
        }
    }

    @Override
    public void sessionClosed(Session session) {
        Connection c;
        synchronized (this) {
            c = admitted.remove(session);
            if (c == null) {
                return;
            }
            if (c.in) {
                in.giveOne();
                in.giveAt(c.address);
            } else {
                leavePending(c);
            }
            for (; c.channels > 0; c.channels--) {
                players.giveOne();
                players.giveAt(c.address);
            }
        }
        if (c.address == null || (!c.ownLines && !session.isAuthenticated())) {
            // behind a balancer, gone before its PROXY header was read: no connect line to match; or
            // one of a stranger's many that never logged in, counted in the log's line for its address
            return;
        }
        long seconds = (System.nanoTime() - c.arrived) / 1_000_000_000L;
        StringBuilder line = new StringBuilder("disconnect ").append(address(session));
        if (session instanceof ServerSession server && session.isAuthenticated()) {
            line.append(" key ").append(KeyCheck.fingerprintOf(server));
        } else {
            line.append(" (not authenticated");
            TimeoutIndicator timeout = session.getTimeoutStatus();
            if (timeout != null && timeout.getStatus() == TimeoutIndicator.TimeoutStatus.AuthTimeout) {
                line.append(": not logged in within ").append(Limits.words(limits.authTimeout()));
            }
            int attempts;
            synchronized (c) {
                attempts = c.attempts;
            }
            if (attempts > 0) {
                line.append(", ").append(attempts).append(attempts == 1 ? " attempt" : " attempts");
            }
            line.append(")");
        }
        line.append(" after ").append(seconds).append(" s");
        if (c.closedBy != null) {
            line.append(": ").append(c.closedBy);
        }
        int unlogged = c.unlogged.get();
        if (unlogged > 0) {
            line.append(" (").append(unlogged).append(" more refusals not logged one by one)");
        }
        log.line(line.toString());
    }

    /** Connections let in and not yet gone (logged in or not). */
    synchronized int open() {
        return admitted.size();
    }

    /** The client's address and port: the one a PROXY header named, else the connection's own. */
    static String address(Session session) {
        InetSocketAddress client = session.getAttribute(CLIENT);
        return client != null ? text(client) : own(session);
    }

    private static String own(Session session) {
        SocketAddress a =
                session.getIoSession() == null ? null : session.getIoSession().getRemoteAddress();
        return a instanceof InetSocketAddress inet ? text(inet) : String.valueOf(a);
    }

    private static InetSocketAddress ownSocket(Session session) {
        SocketAddress a =
                session.getIoSession() == null ? null : session.getIoSession().getRemoteAddress();
        return a instanceof InetSocketAddress inet ? inet : null;
    }

    private static String text(InetSocketAddress a) {
        return a.getAddress() == null
                ? a.getHostString() + ":" + a.getPort()
                : a.getAddress().getHostAddress() + ":" + a.getPort();
    }

    private static InetAddress inet(SocketAddress address) {
        if (address instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress();
        }
        return InetAddress.getLoopbackAddress();
    }
}
