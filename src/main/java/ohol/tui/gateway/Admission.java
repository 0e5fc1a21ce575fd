package ohol.tui.gateway;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.HashMap;
import java.util.Map;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.server.session.ServerSession;

/**
 * Lets SSH connections in while there is room (in all, and from one address), and writes a log
 * line when one comes, authenticates and goes (with how long it stayed). A connection past a
 * limit is closed before the key exchange, and logged.
 *
 * <p>Thread-safe: MINA's threads call it for every connection at once.
 */
final class Admission implements SessionListener {
    private final Limits limits;
    private final GatewayLog log;
    private final Map<Session, Arrival> admitted = new HashMap<>();
    private final Map<InetAddress, Integer> perAddress = new HashMap<>();

    private record Arrival(InetAddress address, long nanos) {}

    Admission(Limits limits, GatewayLog log) {
        this.limits = limits;
        this.log = log;
    }

    @Override
    public void sessionCreated(Session session) {
        InetAddress from = inet(session.getIoSession().getRemoteAddress());
        String refusal;
        synchronized (this) {
            int here = perAddress.getOrDefault(from, 0);
            if (admitted.size() >= limits.sessions()) {
                refusal = "the gateway is full (" + limits.sessions() + " sessions)";
            } else if (here >= limits.sessionsPerAddress()) {
                refusal = "too many sessions from this address (" + limits.sessionsPerAddress() + ")";
            } else {
                refusal = null;
                admitted.put(session, new Arrival(from, System.nanoTime()));
                perAddress.put(from, here + 1);
            }
        }
        if (refusal != null) {
            log.line("refused " + address(session) + ": " + refusal);
            throw new IllegalStateException(refusal); // MINA closes the connection
        }
        log.line("connect " + address(session));
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
            perAddress.computeIfPresent(arrival.address(), (a, n) -> n <= 1 ? null : n - 1);
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

    static String address(Session session) {
        SocketAddress a =
                session.getIoSession() == null ? null : session.getIoSession().getRemoteAddress();
        return a instanceof InetSocketAddress inet
                ? inet.getAddress().getHostAddress() + ":" + inet.getPort()
                : String.valueOf(a);
    }

    private static InetAddress inet(SocketAddress address) {
        if (address instanceof InetSocketAddress inet && inet.getAddress() != null) {
            return inet.getAddress();
        }
        return InetAddress.getLoopbackAddress();
    }
}
