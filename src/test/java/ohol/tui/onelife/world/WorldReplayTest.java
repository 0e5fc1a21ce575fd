package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import ohol.tui.Captures;
import ohol.tui.Replay;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class WorldReplayTest {
    private static ObjectCatalog catalog;

    @BeforeAll
    static void loadData() throws Exception {
        catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), (done, total) -> {});
    }

    @Test
    void afterIdleWeStandAtTheOriginAged14WithFullFood() {
        WorldSnapshot s = Replay.of("idle.cap").world().snapshot();
        assertEquals(11, s.ourId().getAsInt());
        assertEquals(new Position(0, 0), s.ourPosition());
        Person us = s.us().orElseThrow();
        assertEquals(14.0, us.ageAt(s.nanos()), 0.5, "about 14 after a few seconds");
        assertEquals(18, s.stats().food());
        assertEquals(18, s.stats().foodCapacity());
        assertTrue(s.alive());
    }

    @Test
    void idleCellsHoldTheObjectsTheMapChunkNames() {
        WorldSnapshot s = Replay.of("idle.cap").world().snapshot();
        // the first MC of idle.cap: row y=-15 begins 2:0:161 2:0:0 ... and 3:0:33 sits at x=-5
        assertEquals(
                new Cell(2, 0, ohol.tui.onelife.protocol.GameObject.NOTHING),
                s.cell(-15, -15).orElseThrow());
        // ...but MX lines later put a moving animal (166, then 165) where the 161 was
        assertEquals(165, s.cell(-16, -15).orElseThrow().object().id());
        assertEquals(
                "Stone",
                catalog.displayName(s.cell(-5, -15).orElseThrow().object().id()));
        Map<String, Long> named = countNamesAround(s, 16);
        assertTrue(
                named.getOrDefault("Juniper Tree", 0L) > 0 || named.getOrDefault("Maple Tree", 0L) > 0,
                named.toString());
        assertTrue(s.cell(100, 100).isEmpty(), "nothing is known far away");
    }

    private static Map<String, Long> countNamesAround(WorldSnapshot s, int r) {
        return java.util.stream.IntStream.rangeClosed(-r, r)
                .boxed()
                .flatMap(x -> java.util.stream.IntStream.rangeClosed(-r, r).mapToObj(y -> s.cell(x, y)))
                .flatMap(java.util.Optional::stream)
                .filter(c -> !c.object().isEmpty())
                .collect(Collectors.groupingBy(
                        c -> catalog.displayName(c.object().id()), Collectors.counting()));
    }

    @Test
    void afterBabyChildWeAreABabyWithAMotherAndLineage() {
        WorldSnapshot s = Replay.of("baby-child.cap").world().snapshot();
        Person us = s.us().orElseThrow();
        assertTrue(us.ageAt(s.nanos()) < 2, "a baby: " + us.ageAt(s.nanos()));
        assertTrue(s.kin().motherOf(us.id()).isPresent());
        Person mother = s.people().get(s.kin().motherOf(us.id()).getAsInt());
        assertTrue(mother != null && mother.ageAt(s.nanos()) > 13, "the mother is in view and grown");
        assertTrue(s.kin().lineage(us.id()).orElseThrow().eveId().isPresent());
    }

    @Test
    void afterBabyMotherTheBirthWasAnnounced() {
        Replay replay = Replay.of("baby-mother.cap");
        List<WorldEvent> events =
                replay.frames().stream().flatMap(f -> f.events().stream()).toList();
        assertTrue(
                events.stream()
                        .anyMatch(e -> e instanceof WorldEvent.Born b
                                && b.motherId().getAsInt()
                                        == replay.world().snapshot().ourId().getAsInt()),
                events.toString());
        assertTrue(events.stream()
                .anyMatch(e ->
                        e instanceof WorldEvent.Said s && s.us() && s.text().equals("YOU ARE ADAM")));
    }

    @Test
    void afterStarveTheBabiesAndWeAreGoneOfHunger() {
        WorldSnapshot s = Replay.of("starve.cap").world().snapshot();
        assertFalse(s.alive());
        assertEquals("reason_hunger", s.ourDeathReason().orElseThrow().wire());
        long hungry = s.departures().values().stream()
                .filter(d -> d.reason().wire().equals("reason_hunger"))
                .count();
        assertTrue(hungry >= 5, "babies and us starved: " + s.departures());
        assertTrue(s.departures().values().stream()
                .filter(d -> d.reason().wire().equals("reason_hunger"))
                .allMatch(d -> !s.people().containsKey(d.playerId())));
    }

    @Test
    void afterCrowdTheOthersHaveNamesAndRecentSpeech() {
        WorldSnapshot s = Replay.of("crowd.cap").world().snapshot();
        List<Person> others = s.people().values().stream()
                .filter(p -> p.id() != s.ourId().getAsInt())
                .toList();
        assertTrue(others.size() >= 5, "others in view: " + others.size());
        assertTrue(others.stream().filter(p -> s.kin().name(p.id()).isPresent()).count() >= 4, others.toString());
        List<WorldEvent.Said> said = s.speech().stream()
                .map(e -> e.value())
                .filter(WorldEvent.Said.class::isInstance)
                .map(WorldEvent.Said.class::cast)
                .toList();
        assertTrue(said.size() > 10, "speech kept: " + said.size());
        WorldEvent.Said last = said.get(said.size() - 1);
        assertEquals(last, s.lastSaidBy(last.playerId()).orElseThrow());
        assertTrue(said.stream().anyMatch(x -> !x.name().startsWith("#")), "speakers are named");
    }

    @Test
    void walkersArePlacedAlongTheirPathsByTime() {
        Replay replay = new Replay();
        var seen = new java.util.ArrayList<ohol.tui.onelife.protocol.server.PlayerMovesStart>();
        replay.play("walk.cap", m -> {
            if (m instanceof ohol.tui.onelife.protocol.server.PlayerMovesStart pm) {
                seen.add(pm);
            }
        });
        assertFalse(seen.isEmpty());
        WorldSnapshot s = replay.world().snapshot();
        // asked for 3+10*4 east and 2 north; the server truncated the last leg after 6 steps (trunc=1)
        assertEquals(new Position(39, 2), s.ourPosition());
        assertTrue(seen.get(seen.size() - 1).moves().get(0).truncated());
    }
}
