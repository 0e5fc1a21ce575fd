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

    @Test
    void aNewCharactersStatsAndOutlookAreLeftToThePlayerWhenAsked() {
        session.leaveCreationToPlayer();
        hear(new ServerMessage.Query(0, "What is your name?\n:"));
        hear(new ServerMessage.Query(4, "What is your password?\n:"));
        hear(new ServerMessage.Query(4, "Please type your password again.\n:"));
        hear(new ServerMessage.Query(2, "<y> to roll new stats <n> to use stats. Roll again (y/n/1-7)?"));
        assertEquals(3, sent.size(), "the stats are not answered: " + sent);
        assertEquals(java.util.Optional.of(CreationStep.ROLL), session.creationStep());
        session.perform(new PlayerAction.Reply("y"));
        hear(new ServerMessage.Query(2, "")); // a new roll is asked with no words
        assertEquals(java.util.Optional.of(CreationStep.ROLL), session.creationStep());
        session.perform(new PlayerAction.Reply("n"));
        hear(new ServerMessage.Query(2, "Now choose a character.\nPress any key to change outlook."));
        session.perform(new PlayerAction.Reply("n"));
        hear(new ServerMessage.Query(2, "Press any key for the next race. Press `d' to play this race."));
        assertEquals(java.util.Optional.of(CreationStep.OUTLOOK), session.creationStep());
        session.perform(new PlayerAction.Reply("d"));
        assertEquals(
                List.of("y", "n", "n", "d"),
                sent.subList(3, sent.size()).stream()
                        .map(c -> ((ClientCommand.Reply) c).text())
                        .toList());
    }
}
