package ohol.tui.onelife.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.app.CaptureFile;
import ohol.tui.core.net.Codec;
import ohol.tui.onelife.net.LoginHasher;
import ohol.tui.onelife.protocol.client.Baby;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.client.Drop;
import ohol.tui.onelife.protocol.client.Login;
import ohol.tui.onelife.protocol.client.Move;
import ohol.tui.onelife.protocol.client.Say;
import ohol.tui.onelife.protocol.client.Use;
import ohol.tui.onelife.protocol.server.Accepted;
import ohol.tui.onelife.protocol.server.FoodChange;
import ohol.tui.onelife.protocol.server.FrameEnd;
import ohol.tui.onelife.protocol.server.HeatChange;
import ohol.tui.onelife.protocol.server.LoginChallenge;
import ohol.tui.onelife.protocol.server.MapChange;
import ohol.tui.onelife.protocol.server.MapChunk;
import ohol.tui.onelife.protocol.server.PlayerMovesStart;
import ohol.tui.onelife.protocol.server.PlayerRemoved;
import ohol.tui.onelife.protocol.server.PlayerSays;
import ohol.tui.onelife.protocol.server.PlayerState;
import ohol.tui.onelife.protocol.server.PlayerUpdate;
import ohol.tui.onelife.protocol.server.Rejected;
import ohol.tui.onelife.protocol.server.ServerMessage;
import org.junit.jupiter.api.Test;

/**
 * Each transcript of the old servers read with the dialect found from its greeting, record by
 * record as a connection reads them, and each command the client sent in it made again from
 * today's command at that moment: the bytes must be the recorded ones.
 */
class DialectTranscriptTest {
    private static final String PASSWORD = "testPassword";

    /** What a transcript read: the messages, the problems, and the wire that read it. */
    private record Read(List<ServerMessage> messages, List<String> problems, DialectWire wire) {
        <T> List<T> all(Class<T> kind) {
            return messages.stream().filter(kind::isInstance).map(kind::cast).toList();
        }

        List<PlayerState> statesOf(int id) {
            return all(PlayerUpdate.class).stream()
                    .flatMap(u -> u.players().stream())
                    .filter(l -> l instanceof PlayerState s && s.playerId() == id)
                    .map(PlayerState.class::cast)
                    .toList();
        }
    }

    /**
     * Reads {@code name} through a wire that finds its dialect; at each client record the next of
     * {@code commands} (made when its turn comes, from what was read so far) must encode to it.
     */
    private static Read replay(String name, List<java.util.function.Function<Read, ClientCommand>> commands) {
        List<ServerMessage> messages = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        DialectWire wire = new DialectWire(Optional.empty());
        Read read = new Read(messages, problems, wire);
        Deque<java.util.function.Function<Read, ClientCommand>> next = new ArrayDeque<>(commands);
        try (Codec.StreamReader stream = wire.reader(new Codec.Receiver<>() {
            @Override
            public void message(ServerMessage message) {
                messages.add(message);
            }

            @Override
            public void problem(String description) {
                problems.add(description);
            }
        })) {
            for (CaptureFile.Chunk c : OldTranscripts.chunks(name)) {
                if (c.direction() == 'S') {
                    stream.feed(c.bytes(), 0, c.bytes().length);
                } else {
                    ClientCommand command = next.removeFirst().apply(read);
                    assertEquals(
                            new String(c.bytes(), StandardCharsets.US_ASCII),
                            new String(wire.encode(command), StandardCharsets.US_ASCII),
                            name + " at " + c.millis() + " ms");
                }
            }
        }
        assertTrue(next.isEmpty(), "commands left over");
        return read;
    }

    private static java.util.function.Function<Read, ClientCommand> login(String email, String key) {
        return r -> {
            String seq = r.all(LoginChallenge.class).get(0).challenge();
            return new Login(
                    false,
                    "client_ohol_tui",
                    email,
                    LoginHasher.passwordHash(PASSWORD, seq),
                    LoginHasher.accountKeyHash(key, seq),
                    0,
                    Optional.empty());
        };
    }

    private static java.util.function.Function<Read, ClientCommand> is(ClientCommand c) {
        return r -> c;
    }

    private static Move move(int x, int y, int seq, int... steps) {
        List<Move.Step> path = new ArrayList<>();
        for (int i = 0; i < steps.length; i += 2) {
            path.add(new Move.Step(steps[i], steps[i + 1]));
        }
        return new Move(x, y, seq, path);
    }

    @Test
    void a2016MotherLogsInWalksPicksUpDropsSaysAndPicksUpHerBaby() {
        Read r = replay(
                "2016-mother.cap",
                List.of(
                        login("mother@example.com", "AAAABBBBCCCCDDDDEEEE"),
                        is(move(0, 0, 2, -1, 0, -2, 0)),
                        is(new Use(-3, 0)),
                        is(new Drop(-2, 1)),
                        is(new Say("HELLO BABY")),
                        is(move(-2, 0, 3, 1, 0)),
                        is(new Baby(-2, 0, OptionalInt.of(1))),
                        is(new Say("GOT YOU"))));
        assertEquals(Optional.of(Dialect.Y2016), r.wire().dialect());
        assertEquals(List.of(), r.problems());
        assertEquals("1", r.all(LoginChallenge.class).get(0).challenge());
        assertEquals(1, r.all(Accepted.class).size());
        MapChunk map = r.all(MapChunk.class).get(0);
        assertEquals(List.of(22, 22, -11, -11), List.of(map.width(), map.height(), map.x(), map.y()));
        assertEquals(31, map.cellAt(-3, 0).object().id(), "the Rock she picks up");
        List<PlayerState> her = r.statesOf(0);
        assertEquals(32, her.get(0).displayId());
        assertEquals(List.of(0, 0), List.of(her.get(0).x(), her.get(0).y()));
        assertEquals(60.0, her.get(0).ageRate(), "1/60 year a second is today's 60 s a year");
        PlayerState walked = her.get(1);
        assertEquals(List.of(-2, 0, 2), List.of(walked.x(), walked.y(), walked.doneMovingSeq()), "the walk is done");
        assertEquals(31, her.get(2).held().id(), "holds the Rock");
        assertEquals(0, her.get(3).held().id(), "dropped it");
        assertEquals(-1, her.get(her.size() - 1).held().id(), "holds the baby, player 1");
        assertEquals(3, her.get(her.size() - 1).doneMovingSeq());
        PlayerState baby = r.statesOf(1).get(0);
        assertEquals(List.of(-2, 0, false), List.of(baby.x(), baby.y(), baby.forced()), "an unset force is no force");
        MapChange drop = r.all(MapChange.class).get(1);
        assertEquals(
                List.of(-2, 1, 31, 0),
                List.of(
                        drop.changes().get(0).x(), drop.changes().get(0).y(),
                        drop.changes().get(0).object().id(),
                                drop.changes().get(0).playerId()));
        assertEquals(
                List.of("HELLO BABY", "GOT YOU", "M"),
                r.all(PlayerSays.class).stream()
                        .map(p -> p.speeches().get(0).text())
                        .toList());
        FoodChange food = r.all(FoodChange.class).get(0);
        assertEquals(List.of(16, 16), List.of(food.foodStore(), food.foodCapacity()));
        assertEquals(2.8, food.moveSpeed(), 1e-9);
        assertEquals(1, r.all(PlayerMovesStart.class).get(0).moves().size());
        // our heat, told only in our PU line, is today's HX beside it: 40 s of food per unit, never under 5 s
        HeatChange heat = r.all(HeatChange.class).get(0);
        assertEquals(0.1, heat.heat(), 0.03, "the PU's heat");
        assertEquals(5.0, heat.foodTimeSeconds(), 1e-9, "so cold a point of food lasts 5 s");
        // every message but the login's is followed by an FM (a PU by the HX of our heat first)
        for (int i = 0; i < r.messages().size(); i++) {
            ServerMessage m = r.messages().get(i);
            if (m instanceof PlayerUpdate && r.messages().get(i + 1) instanceof HeatChange) {
                continue;
            }
            if (!(m instanceof LoginChallenge || m instanceof Accepted || m instanceof FrameEnd)) {
                assertTrue(r.messages().get(i + 1) instanceof FrameEnd, m.tag() + " without FM");
            }
        }
    }

    @Test
    void a2016BabyIsBornBesideItsMotherAndSeesHerLeave() {
        Read r = replay("2016-baby.cap", List.of(login("baby@example.com", "ZZZZYYYYXXXXWWWW"), is(new Say("M"))));
        assertEquals(List.of(), r.problems());
        PlayerUpdate first = r.all(PlayerUpdate.class).get(0);
        assertEquals(1, first.players().get(first.players().size() - 1).playerId(), "the baby is named last");
        assertEquals(0.0, r.statesOf(1).get(0).age());
        PlayerRemoved gone = r.all(PlayerUpdate.class).stream()
                .flatMap(u -> u.players().stream())
                .filter(PlayerRemoved.class::isInstance)
                .map(PlayerRemoved.class::cast)
                .findFirst()
                .orElseThrow();
        assertEquals(0, gone.playerId());
    }

    @Test
    void a2016WrongPasswordIsRejected() {
        Read r = replay("2016-refused.cap", List.of(r2 -> {
            String seq = r2.all(LoginChallenge.class).get(0).challenge();
            return new Login(
                    false,
                    "client_ohol_tui",
                    "refused@example.com",
                    LoginHasher.passwordHash("wrongPassword", seq),
                    LoginHasher.accountKeyHash("AAAABBBBCCCCDDDDEEEE", seq),
                    0,
                    Optional.empty());
        }));
        assertEquals(1, r.all(Rejected.class).size());
    }

    @Test
    void a2015PlayerGetsTheMapAtOnceWalksGrabsUsesDropsAndSeesASecondPlayerLeave() {
        Read r = replay(
                "2015-first.cap",
                List.of(
                        is(move(0, 0, 2, -1, 0)),
                        is(new Use(-2, 0)), // empty hands: GRAB
                        is(new Use(0, 0)), // a Stone in hand: USE
                        is(new Use(0, 0)), // empty again: GRAB the Sharp Stone
                        is(new Drop(-1, 1))));
        assertEquals(Optional.of(Dialect.Y2015), r.wire().dialect());
        assertEquals(List.of(), r.problems());
        assertTrue(r.messages().get(0) instanceof Accepted, "no login: accepted as the map comes");
        MapChunk map = r.all(MapChunk.class).get(0);
        assertEquals(List.of(16, 16, -8, -8), List.of(map.width(), map.height(), map.x(), map.y()));
        assertEquals(1, map.cellAt(-2, 0).object().id());
        assertEquals(2, r.statesOf(0).get(1).doneMovingSeq());
        assertEquals(1, r.statesOf(0).get(2).held().id(), "the Stone");
        assertEquals(5, r.statesOf(0).get(4).held().id(), "the Sharp Stone");
        assertTrue(r.statesOf(1).get(1).forced(), "the second player is forced back");
        PlayerRemoved gone = r.all(PlayerUpdate.class).stream()
                .flatMap(u -> u.players().stream())
                .filter(PlayerRemoved.class::isInstance)
                .map(PlayerRemoved.class::cast)
                .findFirst()
                .orElseThrow();
        assertEquals(1, gone.playerId(), "its '%.2' line is read");
    }

    @Test
    void a2015SecondPlayerSeesTheFirst() {
        Read r = replay("2015-second.cap", List.of(is(move(0, 0, 2, 1, 0, 2, 0))));
        assertEquals(List.of(), r.problems());
        PlayerUpdate first = r.all(PlayerUpdate.class).get(0);
        assertEquals(
                List.of(0, 1),
                first.players().stream().map(PlayerUpdate.PlayerLine::playerId).toList());
        assertTrue(r.statesOf(1).get(1).forced());
    }
}
