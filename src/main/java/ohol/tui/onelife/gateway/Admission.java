package ohol.tui.onelife.gateway;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.HashMap;
import java.util.Map;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.server.session.ServerSession;

/**
 * Lets SSH connections in while there is room (in all, and from one address), and writes a log
 * line when one comes, authenticates and goes (with how long it stayed). A connection past a
 * limit is closed before the key exchange, and logged. Behind a balancer that speaks the PROXY
 * protocol the address is the one its header names, known only once the header has come: the
 * per-address limit is applied then ({@link #from}).
 *
 * <p>Thread-safe: MINA's threads call it for every connection at once.
 */
final class Admission implements SessionListener {
    /** The client's address a PROXY header named, kept on the session. */
    static final AttributeKey<InetSocketAddress> CLIENT = new AttributeKey<>();

    private final Limits limits;
    private final GatewayLog log;
    private final boolean proxied;
    private final Map<Session, Arrival> admitted = new HashMap<>();
    private final Map<InetAddress, Integer> perAddress = new HashMap<>();

    /** {@code address}: null until a PROXY header names it. */
    private record Arrival(InetAddress address, long nanos) {}

    /** {@code proxied}: every connection starts with a PROXY header naming the client. */
    Admission(Limits limits, GatewayLog log, boolean proxied) {
        this.limits = limits;
        this.log = log;
        this.proxied = proxied;
    }

    @Override
    public void sessionCreated(Session session) {
        InetAddress from = proxied ? null : inet(session.getIoSession().getRemoteAddress());
        String refusal;
        synchronized (this) {
            if (admitted.size() >= limits.sessions()) {
                refusal = "the gateway is full (" + limits.sessions() + " sessions)";
            } else {
                refusal = from == null ? null : count(from);
                if (refusal == null) {
                    admitted.put(session, new Arrival(from, System.nanoTime()));
                }
            }
        }
        if (refusal != null) {
            log.line("refused " + address(session) + ": " + refusal);
            throw new IllegalStateException(refusal); // MINA closes the connection
        }
        if (!proxied) {
            log.line("connect " + address(session));
        }
    }

    /** The PROXY header named the client: the per-address limit applies to it now. */
    void from(Session session, InetSocketAddress client) {
        session.setAttribute(CLIENT, client);
        String refusal;
        synchronized (this) {
            Arrival arrival = admitted.get(session);
            if (arrival == null || arrival.address() != null) {
                return; // gone already, or counted (MINA may read the header twice)
            }
            refusal = count(client.getAddress());
            if (refusal == null) {
                admitted.put(session, new Arrival(client.getAddress(), arrival.nanos()));
            }
        }
        if (refusal != null) {
            log.line("refused " + address(session) + ": " + refusal);
            throw new IllegalStateException(refusal);
        }
        log.line("connect " + address(session) + " (through " + own(session) + ")");
    }

    /** Counts one more session from {@code from}; answers why not, if it is one too many. Holds the lock. */
    private String count(InetAddress from) {
        int here = perAddress.getOrDefault(from, 0);
        if (here >= limits.sessionsPerAddress()) {
            return "too many sessions from this address (" + limits.sessionsPerAddress() + ")";
        }
        perAddress.put(from, here + 1);
        return null;
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
        Arrival arrival;
        synchronized (this) {
            arrival = admitted.remove(session);
            if (arrival == null) {
                return;
            }
            if (arrival.address() != null) {
                perAddress.computeIfPresent(arrival.address(), (a, n) -> n <= 1 ? null : n - 1);
            }
        }
        long seconds = (System.nanoTime() - arrival.nanos()) / 1_000_000_000L;
        String who = session instanceof ServerSession server && session.isAuthenticated()
                ? " key " + KeyCheck.fingerprintOf(server)
                : " (not authenticated)";
        log.line("disconnect " + address(session) + who + " after " + seconds + " s");
    }

    /** Sessions let in and not yet gone. */
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
