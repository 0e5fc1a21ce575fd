package ohol.tui.onelife.dialect;

import java.util.Optional;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Kill;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.client.Remove;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.client.Self;
import ohol.tui.onelife.protocol.client.Use;

/**
 * Today's commands in an old server's verbs (server.cpp parseMessage at each era's commit): the
 * text to send, or empty for a command that server does not know. Empty is the default: a command
 * not named here is never sent.
 */
final class OldCommands {
    private OldCommands() {}

    static Optional<String> encode(ClientCommand command, Dialect dialect, Tracker tracker) {
        boolean y2016 = dialect == Dialect.Y2016;
        if (command instanceof Move m) {
            Move.Step last = m.steps().get(m.steps().size() - 1);
            tracker.walking(m.sequence(), m.startX() + last.dx(), m.startY() + last.dy());
            StringBuilder sb =
                    new StringBuilder("MOVE ").append(m.startX()).append(' ').append(m.startY());
            for (Move.Step s : m.steps()) {
                sb.append(' ').append(s.dx()).append(' ').append(s.dy());
            }
            return Optional.of(sb.append('#').toString());
        } else if (command instanceof Use u) {
            // 2015: USE puts what we hold on the target; GRAB picks up
            String verb = y2016 || tracker.holding() ? "USE" : "GRAB";
            return at(verb, u.x(), u.y());
        } else if (command instanceof Drop d && d.clothingSlot() == -1) {
            return at("DROP", d.x(), d.y());
        } else if (!y2016) {
            return Optional.empty();
        } else if (command instanceof Login l) {
            // no client tag, tutorial or twins yet; and no RLOGIN: every login is a new life
            return Optional.of("LOGIN " + l.email() + " " + l.passwordHash() + " " + l.accountKeyHash() + "#");
        } else if (command instanceof Baby b) {
            return at("USE", b.x(), b.y()); // a baby is picked up with a bare-handed USE
        } else if (command instanceof Self s && s.clothingSlot() == -1) {
            return at("SELF", s.x(), s.y());
        } else if (command instanceof Remove r && r.index() == -1) {
            return at("REMV", r.x(), r.y());
        } else if (command instanceof Kill k) {
            return at("KILL", k.x(), k.y());
        } else if (command instanceof Say s) {
            return Optional.of("SAY 0 0 " + s.text() + "#");
        }
        return Optional.empty();
    }

    private static Optional<String> at(String verb, int x, int y) {
        return Optional.of(verb + " " + x + " " + y + "#");
    }
}
