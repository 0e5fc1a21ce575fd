package ohol.tui.crossfire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import org.junit.jupiter.api.Test;

/**
 * The map's size agreed as the 1.75 server answers (seen on it: {@code setup mapsize 99x99} is
 * answered {@code mapsize 25x25}, its largest, and the size is not taken; {@code 17x15} is
 * answered {@code 17x15} and taken; under 9 is refused like too big).
 */
class MapSizeTest {
    private final List<ClientCommand> sent = new ArrayList<>();
    private final CrossfireSession session = TestSessions.keeping(sent);

    private void hear(ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
    }

    @Test
    void aRoomLargerThanTheServersLimitGetsTheLimit() {
        session.fitMap(129, 43); // 160x50
        assertEquals(List.of(new ClientCommand.Setup("mapsize 49x43")), sent);
        hear(new ServerMessage.Setup(List.of("mapsize", "25x25")));
        assertEquals(11, session.view().width(), "a refusal is no size taken");
        assertEquals(new ClientCommand.Setup("mapsize 25x25"), sent.get(1));
        hear(new ServerMessage.NewMap());
        hear(new ServerMessage.Setup(List.of("mapsize", "25x25")));
        assertEquals(25, session.view().width());
        assertEquals(25, session.view().height());
        session.fitMap(129, 43);
        assertEquals(2, sent.size(), "the same room is not asked again");
    }

    @Test
    void aSmallerTerminalAsksAgainAndTheViewFollows() {
        session.fitMap(53, 17); // 80x24
        hear(new ServerMessage.Setup(List.of("mapsize", "25x25")));
        hear(new ServerMessage.Setup(List.of("mapsize", "25x17")));
        assertEquals(
                List.of(25, 17), List.of(session.view().width(), session.view().height()));
        session.fitMap(20, 4); // a tiny terminal: the server's smallest, 9, cut on the screen
        assertEquals(new ClientCommand.Setup("mapsize 19x9"), sent.get(sent.size() - 1));
        hear(new ServerMessage.Setup(List.of("mapsize", "19x9")));
        assertEquals(
                List.of(19, 9), List.of(session.view().width(), session.view().height()));
    }
}
