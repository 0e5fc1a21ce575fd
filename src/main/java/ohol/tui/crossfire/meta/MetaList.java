package ohol.tui.crossfire.meta;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.core.text.ServerText;

/**
 * Reads the metaserver2's answer as the GTK client's {@code metaserver2_writer} does: a server
 * is the {@code KEY=VALUE} lines between {@code START_SERVER_DATA} and {@code END_SERVER_DATA}
 * ({@code hostname}, {@code port}, {@code num_players}, {@code version}, {@code text_comment};
 * the rest unused); a host listed twice keeps its last entry; one without a host is dropped.
 */
public final class MetaList {
    /** Most servers kept: the real list has a few dozen. */
    public static final int MAX_SERVERS = 200;
    /** Longest host name kept (a DNS name is at most 253). */
    static final int MAX_HOST = 253;
    /** Longest version kept. */
    static final int MAX_VERSION = 32;
    /** Longest comment kept: a line of the list. */
    static final int MAX_COMMENT = 200;
    /** Crossfire's port, for an entry without one. */
    public static final int DEFAULT_PORT = 13327;

    private MetaList() {}

    public static List<MetaServer> parse(String body) {
        Map<String, MetaServer> servers = new LinkedHashMap<>();
        Map<String, String> fields = null;
        for (String line : body.split("\n", -1)) {
            String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            if (l.equals("START_SERVER_DATA")) {
                fields = new LinkedHashMap<>();
            } else if (l.equals("END_SERVER_DATA")) {
                if (fields != null) {
                    server(fields).ifPresent(s -> {
                        if (servers.containsKey(s.host().toLowerCase()) || servers.size() < MAX_SERVERS) {
                            servers.put(s.host().toLowerCase(), s);
                        }
                    });
                }
                fields = null;
            } else if (fields != null && l.indexOf('=') > 0 && fields.size() < 32) {
                int eq = l.indexOf('=');
                fields.put(l.substring(0, eq), l.substring(eq + 1));
            }
        }
        return new ArrayList<>(servers.values());
    }

    private static java.util.Optional<MetaServer> server(Map<String, String> f) {
        String host = f.getOrDefault("hostname", "").strip();
        if (host.isEmpty() || host.length() > MAX_HOST || !host.matches("[A-Za-z0-9.:_-]+")) {
            return java.util.Optional.empty();
        }
        int port = number(f.get("port"), DEFAULT_PORT);
        return java.util.Optional.of(new MetaServer(
                host,
                port < 1 || port > 65535 ? DEFAULT_PORT : port,
                Math.max(0, number(f.get("num_players"), 0)),
                ServerText.clean(f.getOrDefault("version", ""), MAX_VERSION),
                ServerText.clean(f.getOrDefault("text_comment", ""), MAX_COMMENT)));
    }

    private static int number(String text, int otherwise) {
        if (text == null) {
            return otherwise;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return otherwise;
        }
    }
}
