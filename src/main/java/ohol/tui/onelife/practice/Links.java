package ohol.tui.onelife.practice;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ohol.tui.onelife.protocol.FrameEncoder;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.ServerMessage;

/**
 * Whom the practice world talks to: the links of the living, those still logging in (with when
 * they connected), and those of the dead, who still hear the news for a while, as on the
 * server. Every message goes out through the protocol records and {@link FrameEncoder},
 * exactly as the client reads them.
 *
 * <p>Thread safety: runs on the one world thread, as {@link PracticeWorld} does.
 */
final class Links {
    private final Map<Integer, PracticePlayer> players;
    private final Map<ClientLink, PracticePlayer> byLink = new LinkedHashMap<>();
    /** Links that have not logged in yet, with when they connected. */
    private final Map<ClientLink, Long> pending = new LinkedHashMap<>();
    /** Links of the dead, with when to hang up. */
    private final Map<ClientLink, Long> mourning = new LinkedHashMap<>();

    /** {@code players}: the world's living players, by id, whose links hear what is broadcast. */
    Links(Map<Integer, PracticePlayer> players) {
        this.players = players;
    }

    int waitingForLogin() {
        return pending.size();
    }

    void awaitLogin(ClientLink link, long now) {
        pending.put(link, now);
    }

    boolean awaitsLogin(ClientLink link) {
        return pending.containsKey(link);
    }

    /** The link is done logging in, in or out. */
    void stopWaiting(ClientLink link) {
        pending.remove(link);
    }

    void bind(ClientLink link, PracticePlayer p) {
        byLink.put(link, p);
    }

    /** The living player on the link; null for none. */
    PracticePlayer playerOn(ClientLink link) {
        return byLink.get(link);
    }

    boolean mourns(ClientLink link) {
        return mourning.containsKey(link);
    }

    /** The link's player has died: it hears the news until {@code until}, then is hung up. */
    void mourn(ClientLink link, long until) {
        byLink.remove(link);
        mourning.put(link, until);
    }

    /** The link is gone; returns the player it was bound to, null for none. */
    PracticePlayer drop(ClientLink link) {
        pending.remove(link);
        mourning.remove(link);
        return byLink.remove(link);
    }

    /** Hangs up the logins that waited {@code loginWait} and the dead whose time is up. */
    void hangUpLate(long now, long loginWait) {
        hangUp(pending, now, loginWait);
        hangUp(mourning, now, 0);
    }

    /** Closes the links whose time ({@code since} + {@code wait}) is up. */
    private static void hangUp(Map<ClientLink, Long> links, long now, long wait) {
        for (Iterator<Map.Entry<ClientLink, Long>> i = links.entrySet().iterator(); i.hasNext(); ) {
            Map.Entry<ClientLink, Long> e = i.next();
            if (now - e.getValue() >= wait) {
                i.remove();
                e.getKey().close();
            }
        }
    }

    void send(ClientLink link, ServerMessage m) {
        if (link != null) {
            link.send(encode(m));
        }
    }

    /** Writes straight away, to a link that has not logged in (it has no writer yet). */
    void sendNow(ClientLink link, ServerMessage m) {
        link.sendNow(encode(m));
    }

    private static byte[] encode(ServerMessage m) {
        return FrameEncoder.encode(m.toFrame());
    }

    /** Messages and the FM that closes their frame, to everyone in the world. */
    void broadcast(ServerMessage... messages) {
        broadcastTo(null, List.of(messages));
    }

    /** To everyone in the world and to {@code extra} (a link that has just lost its player). */
    void broadcastTo(ClientLink extra, List<ServerMessage> messages) {
        List<ClientLink> to = new ArrayList<>();
        for (PracticePlayer q : players.values()) {
            if (q.link != null) {
                to.add(q.link);
            }
        }
        to.addAll(mourning.keySet());
        if (extra != null && !to.contains(extra)) {
            to.add(extra);
        }
        if (to.isEmpty()) {
            return;
        }
        // encoded once for every receiver: each line is formatted once, not once a player
        List<byte[]> frame = new ArrayList<>(messages.size() + 1);
        for (ServerMessage m : messages) {
            frame.add(encode(m));
        }
        frame.add(encode(new FrameEnd()));
        for (ClientLink link : to) {
            for (byte[] bytes : frame) {
                link.send(bytes);
            }
        }
    }
}
