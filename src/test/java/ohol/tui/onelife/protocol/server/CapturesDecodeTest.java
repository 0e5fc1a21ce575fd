package ohol.tui.onelife.protocol.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.Captures;
import ohol.tui.onelife.protocol.GameObject;
import ohol.tui.onelife.protocol.server.MapChunk.MapCell;
import ohol.tui.onelife.protocol.server.PlayerMovesStart.Step;
import org.junit.jupiter.api.Test;

/** The real sessions in {@code ../shared/captures}, decoded whole, and what they must say. */
class CapturesDecodeTest {

    private static List<ServerMessage> decodeClean(String capture) {
        List<String> problems = new ArrayList<>();
        List<ServerMessage> messages = Wire.capture(capture, problems);
        assertEquals(List.of(), problems, capture);
        return messages;
    }

    @Test
    void everyCaptureDecodesWithoutProblemsOrUnknownTags() {
        List<String> names = Captures.names();
        assertEquals(7, names.size(), "captures found: " + names);
        for (String name : names) {
            List<ServerMessage> messages = decodeClean(name);
            assertTrue(messages.size() > 20, name);
            assertEquals(List.of(), Wire.only(messages, Unknown.class), name);
            assertInstanceOf(LoginChallenge.class, messages.get(0), name);
            assertInstanceOf(Accepted.class, messages.get(1), name);
        }
    }

    @Test
    void idleStartsWithAChallengeAndA32By30ChunkAroundTheBirthplace() {
        List<ServerMessage> messages = decodeClean("idle.cap");
        var sn = (LoginChallenge) messages.get(0);
        assertEquals(new PlayerCount(0, 160), sn.players());
        assertEquals("2ED2B849D99E09130835CADA70FF5F874663725F12", sn.challenge());
        assertEquals(437, sn.requiredVersion());

        MapChunk chunk = Wire.only(messages, MapChunk.class).get(0);
        assertEquals(32, chunk.width());
        assertEquals(30, chunk.height());
        assertEquals(-16, chunk.x());
        assertEquals(-15, chunk.y());
        assertEquals(new MapCell(2, 0, GameObject.of(161)), chunk.cells().get(0));
        assertEquals(new MapCell(2, 0, GameObject.of(161)), chunk.cellAt(-16, -15));
        assertEquals(new MapCell(3, 0, GameObject.of(33)), chunk.cellAt(-5, -15));
        assertEquals(new MapCell(1, 0, GameObject.of(1261)), chunk.cellAt(11, 14));
        assertEquals(new MapCell(1, 0, GameObject.NOTHING), chunk.cellAt(15, 14));
    }

    @Test
    void idleReadsCurseTokensAndHeatWrittenWithoutNewlineBeforeHash() {
        List<ServerMessage> messages = decodeClean("idle.cap");
        assertEquals(List.of(new CurseTokenChange(1)), Wire.only(messages, CurseTokenChange.class));
        List<HeatChange> heat = Wire.only(messages, HeatChange.class);
        assertEquals(new HeatChange(0.43, 21.32, 0.0), heat.get(0));
        assertEquals(
                List.of(0.43, 0.37, 0.31, 0.26),
                heat.stream().map(HeatChange::heat).toList());
    }

    @Test
    void idleHasAnEveLineageAndAnimalsSlidingAcrossTheMap() {
        List<ServerMessage> messages = decodeClean("idle.cap");
        assertEquals(
                new Lineage(List.of(new Lineage.Person(11, new Ancestors(List.of(), OptionalInt.of(11))))),
                Wire.only(messages, Lineage.class).get(0));
        assertEquals(
                List.of(new Following.Follow(11, -1, -1)),
                Wire.only(messages, Following.class).get(0).follows());
        assertEquals(
                117,
                Wire.only(messages, LearnedToolReport.class).get(0).toolIds().size());
        MapChange.Change slide =
                Wire.only(messages, MapChange.class).get(0).changes().get(3);
        assertEquals(
                new MapChange.Change(
                        -3, -18, 0, GameObject.of(5198), -1, Optional.of(new MapChange.Slide(0, -15, 4.0))),
                slide);
        assertEquals(OptionalInt.empty(), slide.causedBy());
    }

    @Test
    void walkHasPathsTruncationAndPongSeven() {
        List<ServerMessage> messages = decodeClean("walk.cap");
        List<PlayerMovesStart.Move> moves = Wire.only(messages, PlayerMovesStart.class).stream()
                .flatMap(pm -> pm.moves().stream())
                .toList();
        assertEquals(6, moves.size());
        PlayerMovesStart.Move first = moves.get(0);
        assertEquals(13, first.playerId());
        assertEquals(0, first.startX());
        assertEquals(0, first.startY());
        assertEquals(0.8, first.totalSeconds());
        assertFalse(first.truncated());
        assertEquals(List.of(new Step(1, 0), new Step(2, 0), new Step(3, 0)), first.path());
        assertEquals(List.of(new Step(0, 1), new Step(0, 2)), moves.get(1).path());

        PlayerMovesStart.Move cut = moves.get(5);
        assertTrue(cut.truncated());
        assertEquals(33, cut.startX());
        assertEquals(6, cut.path().size());
        assertEquals(new Step(6, 0), cut.path().get(5));

        assertEquals(List.of(new Pong(7)), Wire.only(messages, Pong.class));
    }

    @Test
    void interactHasPongFortyTwoAndHelloWorld() {
        List<ServerMessage> messages = decodeClean("interact.cap");
        assertEquals(List.of(new Pong(42)), Wire.only(messages, Pong.class));
        PlayerSays.Speech hello =
                Wire.only(messages, PlayerSays.class).get(0).speeches().get(0);
        assertEquals(12, hello.playerId());
        assertFalse(hello.curse());
        assertEquals("HELLO WORLD", hello.spoken());
        assertEquals("HELLO WORLD", hello.text());
        assertEquals(Optional.empty(), hello.map());
        assertEquals(
                List.of(new PlayerEmotes.Emote(12, 1, OptionalInt.empty())),
                Wire.only(messages, PlayerEmotes.class).stream()
                        .flatMap(pe -> pe.emotes().stream())
                        .toList());
    }

    @Test
    void starveRemovesTheBabiesThenTheEvesForHunger() {
        List<ServerMessage> messages = decodeClean("starve.cap");
        List<PlayerRemoved> removed = Wire.only(messages, PlayerUpdate.class).stream()
                .flatMap(pu -> pu.players().stream())
                .filter(PlayerRemoved.class::isInstance)
                .map(PlayerRemoved.class::cast)
                .toList();
        assertEquals(
                List.of(19, 21, 23, 25, 18, 20),
                removed.stream().map(PlayerRemoved::playerId).toList());
        assertTrue(removed.stream().allMatch(r -> r.reason().kind() == RemovalReason.Kind.HUNGER));
        assertEquals(0.64, removed.get(0).age());
        assertEquals(16.82, removed.get(4).age());
        assertEquals(
                List.of(
                        new Grave(0, 0, 19),
                        new Grave(-11, -4, 21),
                        new Grave(-29, -45, 23),
                        new Grave(-1, 0, 18),
                        new Grave(-8, -2, 20)),
                Wire.only(messages, Grave.class));
    }

    @Test
    void crowdNamesItsEves() {
        List<ServerMessage> messages = decodeClean("crowd.cap");
        List<Names.Name> names = Wire.only(messages, Names.class).stream()
                .flatMap(nm -> nm.names().stream())
                .toList();
        assertEquals(
                new Names.Name(28, "EVE", Optional.of("HUNKELER")),
                names.stream().filter(n -> n.playerId() == 28).findFirst().orElseThrow());
        assertTrue(names.stream().allMatch(n -> n.firstName().equals("EVE")), names.toString());
        assertTrue(names.stream().anyMatch(n -> n.fullName().equals("EVE HUNGRIA")), names.toString());
        assertTrue(Wire.only(messages, PlayerEmotes.class).stream()
                .flatMap(pe -> pe.emotes().stream())
                .anyMatch(e -> e.emotIndex() == 31 && e.ttlSeconds().equals(OptionalInt.of(30))));
    }

    @Test
    void babyChildLearnsItsMotherFromTheLineage() {
        List<ServerMessage> messages = decodeClean("baby-child.cap");
        Lineage lineage = Wire.only(messages, Lineage.class).get(0);
        Lineage.Person baby = lineage.people().stream()
                .filter(p -> p.playerId() == 16)
                .findFirst()
                .orElseThrow();
        assertEquals(OptionalInt.of(15), baby.ancestors().motherId());
        assertEquals(OptionalInt.of(15), baby.ancestors().eveId());
        assertEquals(List.of(new BabyWiggle(List.of(16))), Wire.only(messages, BabyWiggle.class));
        assertEquals(
                new Following.Follow(16, 15, 0),
                Wire.only(messages, Following.class).get(0).follows().get(1));
    }
}
