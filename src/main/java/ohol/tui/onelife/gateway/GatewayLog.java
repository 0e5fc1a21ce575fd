package ohol.tui.onelife.gateway;

import java.io.PrintWriter;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import ohol.tui.core.text.ServerText;

/**
 * The gateway's log: one line per connect, authentication and disconnect, each with the time.
 * Nothing secret is ever handed to it; what a peer sent (a user name) is cleaned first.
 *
 * <p>Thread-safe: lines from many sessions never interleave.
 */
public final class GatewayLog {
    private final PrintWriter out;

    public GatewayLog(PrintWriter out) {
        this.out = out;
    }

    /** Writes one line, stamped with the time to the second. */
    public void line(String text) {
        synchronized (out) {
            out.println(Instant.now().truncatedTo(ChronoUnit.SECONDS) + " " + text);
            out.flush();
        }
    }

    /** What a peer chose (a user name, a terminal type), cleaned and cut short for a log line. */
    static String peer(String text) {
        String clean = ServerText.clean(text == null ? "" : text);
        return clean.length() > 40 ? clean.substring(0, 40) + "..." : clean;
    }
}
