package ohol.tui.crossfire.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.core.net.Codec;
import ohol.tui.crossfire.CrossfireCaptures;
import ohol.tui.crossfire.net.CrossfireWire;
import org.junit.jupiter.api.Test;

/** Decodes the real server's captured streams, fed as they were received, record by record. */
class CapturedMessagesTest {
    private record Heard(List<ServerMessage> messages, List<String> problems) {}

    private static Heard decode(String capture) {
        List<ServerMessage> messages = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        try (Codec.StreamReader reader = new CrossfireWire().reader(new Codec.Receiver<>() {
            public void message(ServerMessage m) {
                messages.add(m);
            }

            public void problem(String description) {
                problems.add(description);
            }
        })) {
            for (var chunk : CrossfireCaptures.chunks(capture)) {
                if (chunk.direction() == 'S') {
                    reader.feed(chunk.bytes(), 0, chunk.bytes().length);
                }
            }
        }
        return new Heard(messages, problems);
    }

    private static <T> List<T> all(List<ServerMessage> messages, Class<T> type) {
        return messages.stream().filter(type::isInstance).map(type::cast).toList();
    }

    @Test
    void everyMessageOfTheRealServerDecodes() {
        for (String capture : CrossfireCaptures.NAMES) {
            Heard heard = decode(capture);
            assertEquals(List.of(), heard.problems(), capture);
            assertEquals(
                    CrossfireCaptures.frames(CrossfireCaptures.stream(capture, 'S'))
                            .size(),
                    heard.messages().size());
        }
    }

    @Test
    void theNewCharacterSessionReadsAsTheServerMeantIt() {
        List<ServerMessage> m = decode("newchar.cap").messages();
        assertEquals(new ServerMessage.Version(1023, 1029, "Crossfire Server"), m.get(0));
        assertEquals(
                List.of("What is your name?\n:", "What is your password?\n:", "Please type your password again.\n:"),
                all(m, ServerMessage.Query.class).stream()
                        .map(ServerMessage.Query::text)
                        .limit(3)
                        .toList());
        ServerMessage.Player me = all(m, ServerMessage.Player.class).get(0);
        assertEquals("Capturer", me.name());
        assertEquals(2576, me.tag());
        // the first stats: 42 of 42 hit points, level 1
        ServerMessage.Stats first = all(m, ServerMessage.Stats.class).get(0);
        assertTrue(first.stats().contains(new Stat.Number(Stat.HP, 42)), first.toString());
        assertTrue(first.stats().contains(new Stat.Number(Stat.LEVEL, 1)), first.toString());
        assertTrue(all(m, ServerMessage.Face2.class).stream()
                .anyMatch(f -> f.name().equals("cobblesto1.111")));
        ServerMessage.Item2 coins = all(m, ServerMessage.Item2.class).stream()
                .filter(i -> i.location() == 2576)
                .findFirst()
                .orElseThrow();
        assertEquals("gold coin", coins.items().get(0).name());
        assertEquals("gold coins", coins.items().get(0).plural());
        assertEquals(48, coins.items().get(0).count());
        assertEquals(
                List.of(1, 2, 3, 4, 5),
                all(m, ServerMessage.Comc.class).stream()
                        .map(ServerMessage.Comc::seq)
                        .toList());
        assertTrue(all(m, ServerMessage.DrawExtInfo.class).stream()
                .anyMatch(
                        d -> d.text().equals("You say: hello from the capture") && d.colour() == 1 && d.type() == 15));
        ServerMessage.Map2 firstMap = all(m, ServerMessage.Map2.class).get(0);
        assertTrue(firstMap.updates().size() > 100, "a whole view of cells");
    }

    @Test
    void aShoutOfAnotherPlayerIsHeard() {
        List<ServerMessage> m = decode("shout.cap").messages();
        ServerMessage.DrawExtInfo shout = all(m, ServerMessage.DrawExtInfo.class).stream()
                .filter(d -> d.text().contains("shouts"))
                .findFirst()
                .orElseThrow();
        assertEquals("Shouter shouts: hello all from the capture", shout.text());
        assertEquals(3, shout.colour()); // NDI_RED, as the server colours shouts
    }

    @Test
    void ourCommandsAreTheBytesTheRecordedClientSent() {
        List<byte[]> sent = CrossfireCaptures.frames(CrossfireCaptures.stream("newchar.cap", 'C'));
        assertArrayEquals(sent.get(1), ClientCommand.Setup.TEXT_CLIENT.body());
        assertArrayEquals(sent.get(2), new ClientCommand.AddMe().body());
        assertArrayEquals(sent.get(3), new ClientCommand.Reply("Capturer", false).body());
        assertArrayEquals(sent.get(8), new ClientCommand.Ncom(1, -1, "east").body());
        assertArrayEquals(sent.get(12), new ClientCommand.Move(0, 2577, 0).body());
        assertArrayEquals(sent.get(13), new ClientCommand.Move(2576, 2577, 0).body());
        assertArrayEquals(sent.get(14), new ClientCommand.Apply(2577).body());
    }
}
