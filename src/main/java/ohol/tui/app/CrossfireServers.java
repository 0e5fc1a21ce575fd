package ohol.tui.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.crossfire.meta.MetaFetch;
import ohol.tui.crossfire.meta.MetaServer;
import ohol.tui.crossfire.meta.RememberedServers;

/**
 * {@code ohol-tui crossfire --servers}: the servers played on last, then the metaserver's list,
 * a line each (host and port first, so that a script can take the first word), as the GTK
 * client's server window shows them.
 */
final class CrossfireServers {
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final RememberedServers remembered;
    private final URI metaserver;

    CrossfireServers(RememberedServers remembered, URI metaserver) {
        this.remembered = remembered;
        this.metaserver = metaserver;
    }

    ExitCode print(PrintWriter out, PrintWriter err) throws InterruptedException {
        List<RememberedServers.Server> last = remembered.list();
        out.println("Played on last:" + (last.isEmpty() ? " none" : ""));
        last.forEach(s -> out.println("  " + s.host() + ":" + s.port()));
        out.flush();
        List<MetaServer> servers;
        try {
            servers = new MetaFetch(TIMEOUT).servers(metaserver);
        } catch (ConnectException e) {
            return unreachable(err, "cannot connect");
        } catch (HttpTimeoutException e) {
            return unreachable(err, "no answer in " + TIMEOUT.toSeconds() + " s");
        } catch (IOException | IllegalArgumentException e) {
            return unreachable(err, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
        out.println("From the metaserver (" + servers.size() + "): host:port, players, version, comment");
        for (MetaServer s : servers) {
            out.println(
                    "  " + s.host() + ":" + s.port() + "  " + s.players() + "  " + s.version() + "  " + s.comment());
        }
        out.flush();
        return ExitCode.OK;
    }

    private ExitCode unreachable(PrintWriter err, String why) {
        err.println("ohol-tui: cannot read the metaserver " + metaserver + ": " + why);
        err.flush();
        return ExitCode.LOGIN_FAILED;
    }
}
