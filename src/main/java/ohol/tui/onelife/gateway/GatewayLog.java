package ohol.tui.onelife.gateway;

import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import ohol.tui.core.text.ServerText;

/**
 * The gateway's log: one line per connect, authentication and disconnect, each with the time.
 * Nothing secret is ever handed to it; what a peer sent (a user name) is cleaned first. Lines a
 * stranger could make by the thousand (connections refused before they log in) go through
 * {@link #often}: the first is written, then at most one of its kind per {@link #QUIET}, those
 * left out told as a count; so do the lines of connections from one address past
 * {@link #CONNECTIONS_LOGGED} in that time ({@link #logConnection}).
 *
 * <p>Thread-safe: lines from many sessions never interleave.
 */
public final class GatewayLog {
    /** At most one line of a kind that comes {@link #often} in this time. */
    static final Duration QUIET = Duration.ofSeconds(10);
    /** Connections from one address logged line by line in {@link #QUIET}; the rest are counted. */
    static final int CONNECTIONS_LOGGED = 5;

    private final PrintWriter out;
    private final LongSupplier nanos;
    private final Map<String, Held> held = new LinkedHashMap<>();
    /** Per address: its connections in the current {@link #QUIET}, and those not logged. */
    private final Map<String, Held> connections = new LinkedHashMap<>();

    /** Lines of one kind left out since the last one written. */
    private static final class Held {
        long written;
        int left;
        int seen;
    }

    public GatewayLog(PrintWriter out) {
        this(out, System::nanoTime);
    }

    GatewayLog(PrintWriter out, LongSupplier nanos) {
        this.out = out;
        this.nanos = nanos;
    }

    /** Writes one line, stamped with the time to the second. */
    public void line(String text) {
        synchronized (out) {
            out.println(Instant.now().truncatedTo(ChronoUnit.SECONDS) + " " + text);
            out.flush();
        }
    }

    /**
     * A line that may come in a flood, of the kind {@code kind} (the reason, without the address):
     * written if none of its kind was in the last {@link #QUIET}, else only counted.
     */
    void often(String kind, String text) {
        long now = nanos.getAsLong();
        int left;
        synchronized (held) {
            Held h = held.get(kind);
            if (h != null && now - h.written < QUIET.toNanos()) {
                h.left++;
                return;
            }
            left = h == null ? 0 : h.left;
            h = new Held();
            h.written = now;
            held.put(kind, h);
        }
        if (left > 0) {
            line(summary(left, kind));
        }
        line(text);
    }

    /**
     * Whether a connection from {@code address} gets its own connect line (and a disconnect line
     * if it never logs in; a login is always logged): the first {@link #CONNECTIONS_LOGGED} from
     * one address in {@link #QUIET} do; the rest (a stranger reconnecting as fast as it can) are
     * counted and told in one line.
     */
    boolean logConnection(String address) {
        long now = nanos.getAsLong();
        int left;
        synchronized (held) {
            Held h = connections.get(address);
            if (h != null && now - h.written < QUIET.toNanos()) {
                if (++h.seen <= CONNECTIONS_LOGGED) {
                    return true;
                }
                h.left++;
                return false;
            }
            left = h == null ? 0 : h.left;
            h = new Held();
            h.written = now;
            h.seen = 1;
            connections.put(address, h);
        }
        if (left > 0) {
            line(connectionSummary(left, address));
        }
        return true;
    }

    /** Writes the count of each kind's lines left out, once its quiet time is over (called now and then). */
    void flush() {
        long now = nanos.getAsLong();
        Map<String, Integer> quietConnections = new LinkedHashMap<>();
        synchronized (held) {
            var each = connections.entrySet().iterator();
            while (each.hasNext()) {
                var e = each.next();
                if (now - e.getValue().written >= QUIET.toNanos()) {
                    if (e.getValue().left > 0) {
                        quietConnections.put(e.getKey(), e.getValue().left);
                    }
                    each.remove();
                }
            }
        }
        quietConnections.forEach((address, left) -> line(connectionSummary(left, address)));
        Map<String, Integer> due = new LinkedHashMap<>();
        synchronized (held) {
            var it = held.entrySet().iterator();
            while (it.hasNext()) {
                var e = it.next();
                if (now - e.getValue().written >= QUIET.toNanos()) {
                    if (e.getValue().left > 0) {
                        due.put(e.getKey(), e.getValue().left);
                    }
                    it.remove();
                }
            }
        }
        due.forEach((kind, left) -> line(summary(left, kind)));
    }

    private static String summary(int left, String kind) {
        return "refused " + left + " more connections the same way (not logged one by one): " + kind;
    }

    private static String connectionSummary(int left, String address) {
        return "connect " + address + ": " + left + " more connections in " + QUIET.toSeconds()
                + " s (their connect lines, and the disconnect lines of those that did not log in, not logged one by"
                + " one)";
    }

    /** What a peer chose (a user name, a terminal type), cleaned and cut short for a log line. */
    static String peer(String text) {
        String clean = ServerText.clean(text == null ? "" : text);
        return clean.length() > 40 ? clean.substring(0, 40) + "..." : clean;
    }
}
