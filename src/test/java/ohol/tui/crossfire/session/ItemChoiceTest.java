package ohol.tui.crossfire.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.ServerMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Which item a name picks: a whole name before any partial one, and a partial name that several
 * differently named items hold picks none (the client says which ones) instead of the first.
 */
class ItemChoiceTest {
    private static final long PLAYER = 100;
    private final List<ClientCommand> sent = new ArrayList<>();
    private final CrossfireSession session = TestSessions.keeping(sent);

    private static Item item(long tag, String name) {
        return new Item(tag, 0, 10, 1, name, name + "s", 0, 0, 1, 0);
    }

    private void hear(ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
    }

    @BeforeEach
    void inTheWorldWithAPack() {
        hear(new ServerMessage.Player(PLAYER, 0, 0, "Tester"));
        hear(new ServerMessage.Stats(List.of()));
        hear(new ServerMessage.Item2(
                PLAYER,
                List.of(
                        item(1, "spellbook of small snowstorm"),
                        item(2, "scroll of small fireball"),
                        item(3, "long sword"),
                        item(4, "sword"))));
        session.takeEvents();
    }

    @Test
    void anAmbiguousPartOfANameDropsNothingAndNamesTheCandidates() {
        PlayerAction drop = new PlayerAction.Drop("small");
        session.perform(drop);
        assertEquals(List.of(), sent);
        List<CrossfireEvent> events = session.takeEvents();
        assertEquals(1, events.size(), events.toString());
        CrossfireEvent.Failed failed = (CrossfireEvent.Failed) events.get(0);
        assertTrue(
                failed.reason().contains("spellbook of small snowstorm")
                        && failed.reason().contains("scroll of small fireball"),
                failed.reason());
    }

    @Test
    void aWholeNameWinsOverANameThatHoldsIt() {
        session.perform(new PlayerAction.Drop("sword"));
        assertEquals(List.of(new ClientCommand.Move(0, 4, 0)), sent);
    }

    @Test
    void aPartOfOneItemsNameNamesIt() {
        session.perform(new PlayerAction.Examine("snow"));
        session.perform(new PlayerAction.Apply("long"));
        assertEquals(List.of(new ClientCommand.Examine(1), new ClientCommand.Apply(3)), sent);
    }
}
