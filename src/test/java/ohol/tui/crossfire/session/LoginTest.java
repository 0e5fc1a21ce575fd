package ohol.tui.crossfire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.core.net.Secret;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.ServerMessage;
import org.junit.jupiter.api.Test;

/** The query login as the 1.75 server asks it (texts from the captures), and its refusals. */
class LoginTest {
    private final List<ClientCommand> sent = new ArrayList<>();
    private boolean hungUp;
    private final CrossfireSession session = new CrossfireSession(
            "Capturer",
            new Secret("secretpass"),
            new Link() {
                public void send(ClientCommand command) {
                    sent.add(command);
                }

                public void hangUp() {
                    hungUp = true;
                }
            },
            () -> 0L,
            "test");

    private void hear(ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
    }

    @Test
    void aWrongPasswordEndsTheLoginWithTheServersWords() {
        hear(new ServerMessage.Query(0, "What is your name?\n:"));
        hear(new ServerMessage.Query(4, "What is your password?\n:"));
        hear(new ServerMessage.DrawExtInfo(3, 10, 0, "Hmm... wrong password"));
        hear(new ServerMessage.Query(0, "What is your name?\n:"));
        assertEquals(
                List.of(new ClientCommand.Reply("Capturer", false), new ClientCommand.Reply("secretpass", true)), sent);
        assertTrue(session.loginFailed());
        assertTrue(hungUp);
        assertTrue(session.takeEvents().contains(new CrossfireEvent.LoginFailed("Hmm... wrong password")));
        assertFalse(session.ready(new PlayerAction.Say("hi")) && session.playing());
    }

    @Test
    void theSecretReplyNeverShowsItsPassword() {
        assertFalse(new ClientCommand.Reply("secretpass", true).toString().contains("secretpass"));
    }

    @Test
    void actionsWaitUntilTheCharacterIsInTheWorld() {
        hear(new ServerMessage.Query(0, "What is your name?\n:"));
        hear(new ServerMessage.Player(2576, 0, 0, "Capturer"));
        hear(new ServerMessage.Query(2, "Roll again (y/n/1-7)?  "));
        assertFalse(session.ready(new PlayerAction.Walk(Direction.EAST)));
        hear(new ServerMessage.Query(2, "Now choose a character.\n"));
        hear(new ServerMessage.Player(2576, 80000, 1907, "Capturer"));
        assertFalse(session.ready(new PlayerAction.Walk(Direction.EAST)));
        hear(new ServerMessage.Stats(List.of()));
        assertTrue(session.ready(new PlayerAction.Walk(Direction.EAST)));
        assertEquals(new ClientCommand.Reply("d", false), sent.get(sent.size() - 1));
    }
}
