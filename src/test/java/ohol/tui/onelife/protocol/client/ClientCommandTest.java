package ohol.tui.onelife.protocol.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.Captures;
import org.junit.jupiter.api.Test;

class ClientCommandTest {

    @Test
    void everyCommandInTheCapturesParsesAndIsWrittenBackByteForByte() {
        int seen = 0;
        for (String name : Captures.names()) {
            for (String wire : Captures.clientCommands(name)) {
                Optional<ClientCommand> command = ClientCommands.parse(wire);
                assertTrue(command.isPresent(), name + ": could not parse " + wire);
                assertEquals(wire, command.get().toWire(), name);
                seen++;
            }
        }
        assertTrue(seen >= 40, "captures hold at least 40 client commands, saw " + seen);
    }

    @Test
    void firstStepEastOfALifeIsMoveWithSequenceTwo() {
        var move = new Move(0, 0, Move.FIRST_SEQUENCE, List.of(new Move.Step(1, 0)));
        assertEquals("MOVE 0 0 @2 1 0#", move.toWire());
    }

    @Test
    void commandsAreWrittenWithSingleSpacesAndHash() {
        assertEquals("USE 3 -4#", new Use(3, -4).toWire());
        assertEquals("USE 3 -4 292 1#", new Use(3, -4, OptionalInt.of(292), OptionalInt.of(1)).toWire());
        assertEquals("SELF 0 0 -1#", new Self(0, 0, -1).toWire());
        assertEquals("UBABY 1 1 -1 15#", new UseOnOther(1, 1, -1, OptionalInt.of(15)).toWire());
        assertEquals("REMV 2 2 -1#", new Remove(2, 2, -1).toWire());
        assertEquals("SREMV 0 0 5 -1#", new RemoveFromClothing(0, 0, 5, -1).toWire());
        assertEquals("DROP 1 0 -1#", new Drop(1, 0).toWire());
        assertEquals("KILL 2 3#", new Kill(2, 3, OptionalInt.empty()).toWire());
        assertEquals("BABY 0 0 16#", new Baby(0, 0, OptionalInt.of(16)).toWire());
        assertEquals("EMOT 0 0 4#", new Emote(0, 0, 4).toWire());
        assertEquals("PING 0 0 42#", new Ping(0, 0, 42).toWire());
        assertEquals("SAY 0 0 HELLO WORLD#", new Say("HELLO WORLD").toWire());
        assertEquals("KA 0 0#", new KeepAlive().toWire());
        assertEquals("FORCE 5 -7#", new AtPosition(AtPosition.Kind.FORCE, 5, -7).toWire());
        assertEquals("MOTH 0 0#", new AtPosition(AtPosition.Kind.MOTH, 0, 0).toWire());
    }

    @Test
    void refusesWhatTheServerWouldReject() {
        assertThrows(IllegalArgumentException.class, () -> new Say("HI # THERE"));
        assertThrows(IllegalArgumentException.class, () -> new Say("TWO\nLINES"));
        assertThrows(IllegalArgumentException.class, () -> new Move.Step(17, 0));
        assertThrows(IllegalArgumentException.class, () -> new Move.Step(0, -17));
        assertThrows(IllegalArgumentException.class, () -> new Move(0, 0, 2, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Move(0, 0, 1, List.of(new Move.Step(1, 0))));
        assertThrows(IllegalArgumentException.class, () -> new Use(0, 0, OptionalInt.empty(), OptionalInt.of(2)));
        assertThrows(IllegalArgumentException.class, () -> new Self(0, 0, 6));
        assertThrows(IllegalArgumentException.class, () -> new Remove(0, 0, -2));
    }

    @Test
    void parsingRejectsMalformedAndUnknownCommands() {
        assertTrue(ClientCommands.parse("MOVE 0 0 2 1 0#").isEmpty(), "sequence without @");
        assertTrue(ClientCommands.parse("MOVE 0 0 @2 1#").isEmpty(), "odd number of deltas");
        assertTrue(ClientCommands.parse("USE x 0#").isEmpty());
        assertTrue(ClientCommands.parse("DANCE 0 0#").isEmpty());
        assertTrue(ClientCommands.parse("KA 0 0 0#").isEmpty(), "extra field");
        assertEquals(Optional.of(new Say(0, 0, "A  B")), ClientCommands.parse("SAY 0 0 A  B#"));
    }

    @Test
    void loginNeverShowsItsHashes() {
        String hash = "73C060DB3F0F9D51E98F8E4BD97AD9E1FBA931C3";
        var login = new Login(false, "client_ohol_tui", "a@b.c", hash, hash, 0, Optional.empty());
        assertTrue(login.toWire().contains(hash));
        assertTrue(!login.toString().contains(hash), login.toString());
        assertThrows(
                IllegalArgumentException.class,
                () -> new Login(false, "client_x", "a@b.c", hash.toLowerCase(), hash, 0, Optional.empty()));
        assertThrows(
                IllegalArgumentException.class,
                () -> new Login(false, "ohol", "a@b.c", hash, hash, 0, Optional.empty()));
    }

    @Test
    void anEmoteOnlyTheServerShowsIsRefused() {
        assertEquals("EMOT 0 0 38#", new Emote(0, 0, 38).toWire());
        for (int servers : new int[] {7, 16, 33, 39, 40}) {
            assertThrows(IllegalArgumentException.class, () -> new Emote(0, 0, servers), "emotion " + servers);
        }
    }
}
