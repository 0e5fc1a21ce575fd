package ohol.tui.crossfire.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import ohol.tui.core.net.NetEvent;
import ohol.tui.crossfire.TestSessions;
import ohol.tui.crossfire.protocol.ClientCommand;
import ohol.tui.crossfire.protocol.Item;
import ohol.tui.crossfire.protocol.ItemUpdate;
import ohol.tui.crossfire.protocol.ServerMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An item named by the server's tag ({@code VERB #TAG}, what the item cursor sends): the
 * command carries that tag whatever the names, a verb that does not fit where the item is
 * (dropping what lies on the ground) is refused unsent, and {@code lock}/{@code mark} go as the
 * server's binary commands.
 */
class ItemByTagTest {
    private static final long PLAYER = 100;
    private final List<ClientCommand> sent = new ArrayList<>();
    private final CrossfireSession session = TestSessions.keeping(sent);

    private static Item item(long tag, String name) {
        return new Item(tag, 0, 10, 1, name, name + "s", 0, 0, 1, 0);
    }

    private void hear(ServerMessage m) {
        session.take(new NetEvent.Received<>(m));
    }

    private List<CrossfireEvent> act(String line) {
        ActionSyntax.parseLine(line).forEach(session::perform);
        return session.takeEvents();
    }

    @BeforeEach
    void inTheWorldWithAPackAndAGround() {
        hear(new ServerMessage.Player(PLAYER, 0, 0, "Tester"));
        hear(new ServerMessage.Stats(List.of()));
        hear(new ServerMessage.Item2(PLAYER, List.of(item(3, "long sword"), item(4, "long sword"))));
        hear(new ServerMessage.Item2(0, List.of(item(9, "long sword"))));
        session.takeEvents();
    }

    @Test
    void theTagPicksTheItemWhateverTheNames() {
        assertEquals(List.of(new PlayerAction.OnItem(ItemVerb.APPLY, 4)), ActionSyntax.parseLine("apply #4"));
        assertEquals(
                "apply #4",
                ActionSyntax.format(ActionSyntax.parseLine("apply #4").get(0)));
        act("apply #4");
        act("examine #9");
        act("drop #3");
        act("pickup #9");
        assertEquals(
                List.of(
                        new ClientCommand.Apply(4),
                        new ClientCommand.Examine(9),
                        new ClientCommand.Move(0, 3, 0),
                        new ClientCommand.Move(PLAYER, 9, 0)),
                sent);
    }

    @Test
    void aVerbThatDoesNotFitWhereTheItemIsIsRefusedUnsent() {
        List<CrossfireEvent> dropped = act("drop #9");
        List<CrossfireEvent> picked = act("take #3");
        List<CrossfireEvent> unknown = act("apply #77");
        assertEquals(List.of(), sent);
        assertEquals(
                new CrossfireEvent.Failed(new PlayerAction.OnItem(ItemVerb.DROP, 9), "you carry no #9", false),
                dropped.get(0));
        assertTrue(
                picked.get(0) instanceof CrossfireEvent.Failed f && f.reason().contains("not on the ground"));
        assertTrue(
                unknown.get(0) instanceof CrossfireEvent.Failed f && f.reason().contains("no item #77"));
        assertEquals(
                List.of(new PlayerAction.ServerCommand("lock coins")),
                ActionSyntax.parseLine("lock coins"),
                "the server's own lock by name stays the server's");
    }

    @Test
    void lockAndMarkAreTheServersBinaryCommandsAndLockIsDoneWhenTheFlagsSaySo() {
        act("lock #3");
        act("mark #4");
        assertArrayEquals(
                concat("lock ".getBytes(StandardCharsets.US_ASCII), new byte[] {1, 0, 0, 0, 3}),
                sent.get(0).body());
        assertArrayEquals(
                concat("mark ".getBytes(StandardCharsets.US_ASCII), new byte[] {0, 0, 0, 4}),
                sent.get(1).body());
        hear(new ServerMessage.UpdItem(new ItemUpdate(
                3,
                OptionalLong.empty(),
                OptionalLong.of(Item.LOCKED),
                OptionalLong.empty(),
                OptionalLong.empty(),
                Optional.empty(),
                Optional.empty(),
                OptionalLong.empty())));
        assertTrue(
                session.takeEvents().stream()
                        .anyMatch(
                                e -> e.equals(new CrossfireEvent.Done(new PlayerAction.OnItem(ItemVerb.LOCK, 3), ""))),
                "the lock is done once the server's flags say locked");
        act("unlock #3");
        assertArrayEquals(
                concat("lock ".getBytes(StandardCharsets.US_ASCII), new byte[] {0, 0, 0, 0, 3}),
                sent.get(2).body());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
