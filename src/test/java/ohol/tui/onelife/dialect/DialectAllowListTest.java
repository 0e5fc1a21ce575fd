package ohol.tui.onelife.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import ohol.tui.core.net.Codec;
import ohol.tui.onelife.protocol.client.AtPosition;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Emote;
import ohol.tui.onelife.protocol.client.KeepAlive;
import ohol.tui.onelife.protocol.client.Kill;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.client.Ping;
import ohol.tui.onelife.protocol.client.Remove;
import ohol.tui.onelife.protocol.client.RemoveFromClothing;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.client.Self;
import ohol.tui.onelife.protocol.client.Use;
import ohol.tui.onelife.protocol.client.UseOnOther;
import ohol.tui.onelife.protocol.server.ServerMessage;
import org.junit.jupiter.api.Test;

/**
 * Nothing an old server does not know ever leaves the client: every kind of command, in every
 * form, goes through the one encoder, and what comes out is either nothing or a line whose verb
 * that era's server.cpp parses (the 2016 one kills a player for any other).
 */
class DialectAllowListTest {
    /** The verbs parseMessage knows at each commit (server.cpp a7d8f802 and 69cc5592). */
    private static final Set<String> KNOWN_2016 = Set.of("LOGIN", "MOVE", "USE", "SELF", "REMV", "DROP", "KILL", "SAY");

    private static final Set<String> KNOWN_2015 = Set.of("MOVE", "USE", "GRAB", "DROP");

    /** One or more of every kind of command; a kind added later fails {@link #everyKindOfCommandIsTried}. */
    private static Map<Class<?>, List<ClientCommand>> samples() {
        Map<Class<?>, List<ClientCommand>> all = new LinkedHashMap<>();
        all.put(
                AtPosition.class,
                Arrays.stream(AtPosition.Kind.values())
                        .map(k -> (ClientCommand) new AtPosition(k, 1, 0))
                        .toList());
        all.put(KeepAlive.class, List.of(new KeepAlive(0, 0)));
        all.put(Use.class, List.of(new Use(1, 0), new Use(1, 0, OptionalInt.of(33), OptionalInt.of(1))));
        all.put(Baby.class, List.of(new Baby(1, 0, OptionalInt.empty()), new Baby(1, 0, OptionalInt.of(7))));
        all.put(Self.class, List.of(new Self(0, 0, -1), new Self(0, 0, 0)));
        all.put(UseOnOther.class, List.of(new UseOnOther(1, 0, -1, OptionalInt.empty())));
        all.put(Remove.class, List.of(new Remove(1, 0, -1), new Remove(1, 0, 2)));
        all.put(RemoveFromClothing.class, List.of(new RemoveFromClothing(0, 0, 5, -1)));
        all.put(Drop.class, List.of(new Drop(1, 0), new Drop(0, 0, 1)));
        all.put(Kill.class, List.of(new Kill(1, 0, OptionalInt.empty()), new Kill(1, 0, OptionalInt.of(7))));
        all.put(Emote.class, List.of(new Emote(0, 0, 3)));
        all.put(Ping.class, List.of(new Ping(0, 0, 42)));
        all.put(Say.class, List.of(new Say("HI")));
        all.put(Move.class, List.of(new Move(0, 0, 2, List.of(new Move.Step(1, 0)))));
        all.put(
                Login.class,
                List.of(
                        new Login(false, "client_x", "a@b.c", "A".repeat(40), "B".repeat(40), 0, Optional.empty()),
                        new Login(true, "client_x", "a@b.c", "A".repeat(40), "B".repeat(40), 1, Optional.empty())));
        return all;
    }

    @Test
    void everyKindOfCommandIsTried() {
        Set<String> kinds = Arrays.stream(ClientCommand.class.getPermittedSubclasses())
                .map(Class::getSimpleName)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> tried =
                samples().keySet().stream().map(Class::getSimpleName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(kinds, tried);
    }

    /** A wire that has read {@code greeting}, as a connection would before sending. */
    private static DialectWire greeted(String greeting) {
        DialectWire wire = new DialectWire(Optional.empty());
        Codec.StreamReader reader = wire.reader(new Codec.Receiver<ServerMessage>() {
            @Override
            public void message(ServerMessage message) {}

            @Override
            public void problem(String description) {}
        });
        byte[] bytes = greeting.getBytes(StandardCharsets.ISO_8859_1);
        reader.feed(bytes, 0, bytes.length);
        return wire;
    }

    /** Every sample's bytes in the dialect the greeting shows; "" for none. */
    private static List<String> sent(DialectWire wire) {
        List<String> out = new ArrayList<>();
        samples()
                .values()
                .forEach(list -> list.forEach(c -> out.add(new String(wire.encode(c), StandardCharsets.UTF_8))));
        return out;
    }

    private static void onlyKnownVerbs(List<String> sent, Set<String> known) {
        for (String line : sent) {
            if (!line.isEmpty()) {
                assertTrue(known.contains(line.split("[ #]")[0]), "sent " + line);
                assertTrue(line.endsWith("#") && line.indexOf('#') == line.length() - 1, line);
            }
        }
    }

    @Test
    void the2016ServerHearsOnlyTheVerbsItKnows() {
        List<String> sent = sent(greeted("SN\n7\n#"));
        onlyKnownVerbs(sent, KNOWN_2016);
        assertEquals(
                List.of(
                        "LOGIN a@b.c AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB#",
                        "MOVE 0 0 1 0#",
                        "USE 1 0#",
                        "SELF 0 0#",
                        "REMV 1 0#",
                        "DROP 1 0#",
                        "KILL 1 0#",
                        "SAY 0 0 HI#"),
                sent.stream()
                        .filter(s -> !s.isEmpty())
                        .distinct()
                        .sorted(DialectAllowListTest::byVerbOrder)
                        .toList());
    }

    private static int byVerbOrder(String a, String b) {
        List<String> order = List.of("LOGIN", "MOVE", "USE", "SELF", "REMV", "DROP", "KILL", "SAY");
        return Integer.compare(order.indexOf(a.split("[ #]")[0]), order.indexOf(b.split("[ #]")[0]));
    }

    @Test
    void the2015ServerHearsOnlyMoveUseGrabAndDrop() {
        DialectWire wire = greeted("MC\n16 -8 -8\n0 0\n#");
        List<String> sent = sent(wire);
        onlyKnownVerbs(sent, KNOWN_2015);
        // nothing held yet: a use is a GRAB
        assertEquals(
                List.of("GRAB 1 0#", "DROP 1 0#", "MOVE 0 0 1 0#"),
                sent.stream().filter(s -> !s.isEmpty()).distinct().toList());
    }

    @Test
    void nothingLeavesBeforeTheGreetingShowsTheDialect() {
        DialectWire wire = greeted("SN\n");
        assertEquals(Optional.empty(), wire.dialect());
        assertTrue(sent(wire).stream().allMatch(String::isEmpty));
    }

    @Test
    void todaysServerHearsEveryCommandAsItIs() {
        DialectWire wire = greeted("SN\n0/160\nABCDEF\n437\n#");
        assertEquals(Optional.of(Dialect.CURRENT), wire.dialect());
        List<String> expected = new ArrayList<>();
        samples().values().forEach(list -> list.forEach(c -> expected.add(c.toWire())));
        assertEquals(expected, sent(wire));
    }

    @Test
    void oldServersAreNeitherKeptAliveNorProbed() {
        assertTrue(!greeted("SN\n7\n#").speaks());
        assertTrue(!greeted("MC\n16 -8 -8\n0 0\n#").speaks());
        assertTrue(greeted("SN\n0/160\nABCDEF\n437\n#").speaks());
    }
}
