package ohol.tui.onelife.sight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import ohol.tui.RealData;
import ohol.tui.TestMaps;
import ohol.tui.onelife.knowledge.Knowledge;
import ohol.tui.onelife.knowledge.ObjectSearch;
import ohol.tui.onelife.world.Position;
import ohol.tui.onelife.world.WorldSnapshot;
import org.junit.jupiter.api.Test;

/** What we see, with the real data: descriptions, the list of what is near, search, hints, recipes. */
class SightTest {
    private static final int BUSH = 30;
    private static final int EMPTY_BUSH = 279;
    private static final int STONE = 33;
    private static final int BIG_HARD_ROCK = 32;
    private static final int WOLF = 418;
    private static final int TUNDRA = 4;

    private static Knowledge knowledge() {
        return RealData.knowledge();
    }

    private static Sight sight(Map<Position, Integer> objects, int held) {
        return new Sight(TestMaps.world(TestMaps.chunk(10, objects), held), knowledge());
    }

    private static int lastBerryBush() {
        return RealData.catalog().all().stream()
                .filter(o -> o.origin().parentId() == BUSH
                        && o.origin().isDummy()
                        && o.origin().index() == 0)
                .findFirst()
                .orElseThrow()
                .id();
    }

    @Test
    void aTileIsDescribedInFullWithWhatTheUseKeyWouldDo() {
        Sight sight = sight(
                Map.of(
                        new Position(1, 0),
                        BIG_HARD_ROCK,
                        new Position(0, 2),
                        lastBerryBush(),
                        new Position(-1, 0),
                        EMPTY_BUSH),
                STONE);
        TileFacts rock = sight.tile(1, 0);
        assertEquals("Big Hard Rock", rock.object().orElseThrow().name());
        assertEquals("grassland", rock.biome().orElseThrow().name());
        assertEquals(Optional.of("Stone + Big Hard Rock -> Sharp Stone"), rock.outcomeOf("use"));
        assertEquals("E 1: Big Hard Rock, grassland · use: Stone + Big Hard Rock -> Sharp Stone", rock.sentence());

        TileFacts lastBerry = sight.tile(0, 2);
        assertEquals(
                Optional.of("1 of 6 uses left"),
                lastBerry.object().orElseThrow().state());
        assertEquals(
                "grows or lies in the wild",
                Sight.kindWords(lastBerry.object().orElseThrow().kind()));
        assertEquals(
                Optional.of("used up"), sight.tile(-1, 0).object().orElseThrow().state());

        TileFacts here = sight.tile(0, 0);
        assertEquals("you (age 20, holding Stone)", here.people().get(0).words());
        assertEquals(Optional.of("put down Stone"), here.outcomeOf("drop"));
    }

    @Test
    void theGroundSaysWhatItDoesToOurHeat() {
        WorldSnapshot cold = TestMaps.world(TestMaps.chunk(3, Map.of(), TUNDRA), 0);
        TileFacts.BiomeFacts biome =
                new Sight(cold, knowledge()).tile(0, 0).biome().orElseThrow();
        assertEquals("tundra", biome.name());
        assertEquals(-1.1, biome.groundHeat().orElseThrow(), 1e-9, "objects/groundHeat_4.txt");
        assertEquals("cold ground: you lose warmth faster here", biome.effect());
        assertEquals("hot ground: it warms you", knowledge().biomes().biome(5).effect(), "desert");
        assertEquals(
                "mild ground: clothes and a fire keep you warm",
                knowledge().biomes().biome(0).effect(),
                "grassland: no heat file");
        assertEquals(
                "", ohol.tui.onelife.knowledge.Biomes.withoutData().biome(4).effect(), "without data nothing is known");
    }

    @Test
    void whatIsNearListsWhatKillsFirstCountsThingsOfANameAndMarksFood() {
        Sight sight = sight(
                Map.of(
                        new Position(0, 1),
                        STONE,
                        new Position(0, -2),
                        STONE,
                        new Position(4, 4),
                        BUSH,
                        new Position(-6, 0),
                        WOLF,
                        new Position(2, 0),
                        EMPTY_BUSH),
                0);
        List<Thing> things = sight.things(Area.around(new Position(0, 0), 10));
        assertEquals(
                List.of("Wolf", "Stone", "Empty Wild Gooseberry Bush", "Wild Gooseberry Bush"),
                things.stream().map(Thing::name).toList());
        assertEquals(Thing.Group.DANGER, things.get(0).group());
        assertEquals(2, things.get(1).count());
        assertEquals(new Offset(0, 1), things.get(1).offset(), "at the nearer stone");
        assertTrue(things.get(3).food(), "a bush with berries gives food to a bare hand");
        assertFalse(things.get(2).food(), "an empty one does not");
        assertTrue(things.get(2).usedUp());
    }

    @Test
    void findRanksTheFullBushBeforeANearerEmptyOne() {
        Sight sight = sight(Map.of(new Position(1, 0), EMPTY_BUSH, new Position(5, 5), BUSH), 0);
        List<ObjectSearch.Seen> found = sight.find("gooseberry", sight.nearby());
        assertEquals(
                List.of(BUSH, EMPTY_BUSH),
                found.stream().map(ObjectSearch.Seen::id).toList());
        assertEquals(
                EMPTY_BUSH,
                sight.find("empty gooseberry", sight.nearby()).get(0).id(),
                "unless asked for");
    }

    @Test
    void hintsPutWhatIsInViewFirstWithWhereItIs() {
        Sight holdingStone = sight(Map.of(new Position(3, 1), BIG_HARD_ROCK), STONE);
        List<Sight.Use> uses = holdingStone.hints(holdingStone.nearby(), 20);
        assertEquals("Stone + Big Hard Rock -> Sharp Stone", uses.get(0).text());
        assertEquals(Optional.of(new Offset(3, 1)), uses.get(0).at());
        assertTrue(uses.size() > 1 && uses.get(1).at().isEmpty(), "then uses on things not in view");

        Sight bare = sight(Map.of(new Position(2, 0), BUSH, new Position(0, 3), STONE), 0);
        List<Sight.Use> bareUses = bare.hints(bare.nearby(), 20);
        assertEquals(
                List.of("Wild Gooseberry Bush -> Gooseberry"),
                bareUses.stream().map(Sight.Use::text).toList(),
                "bare hands: what changes in view (the stone is only picked up)");
    }

    @Test
    void aUseThatReadsTheSameIsListedOnce() {
        Sight holdingBerry = sight(Map.of(), 31);
        List<String> texts = holdingBerry.hints(holdingBerry.nearby(), 50).stream()
                .map(Sight.Use::text)
                .toList();
        assertTrue(texts.contains("Gooseberry + Clay Bowl -> Bowl of Gooseberries"), texts.toString());
        assertEquals(
                texts.size(), new java.util.HashSet<>(texts).size(), "garlands of every size read alike: " + texts);
    }

    @Test
    void aRecipeIsATreeOfStepsFromTheWild() {
        HowToMake sharp = HowToMake.of(knowledge(), "sharp stone").orElseThrow();
        assertEquals("Sharp Stone", sharp.name());
        assertEquals(
                List.of("Stone + Big Hard Rock -> Sharp Stone"),
                sharp.steps().stream().map(HowToMake.StepLine::text).toList());
        assertEquals(List.of("Big Hard Rock"), sharp.steps().get(0).tools(), "the rock is not used up");

        HowToMake rope = HowToMake.of(knowledge(), "Rope").orElseThrow();
        assertEquals(
                "Thread + Thread -> Rope",
                rope.steps().get(rope.steps().size() - 1).text());
        assertTrue(rope.steps().stream().anyMatch(s -> s.text().equals("Milkweed Stalk + Milkweed Stalk -> Thread")));

        HowToMake stone = HowToMake.of(knowledge(), "stone").orElseThrow();
        assertTrue(stone.wild() && stone.steps().isEmpty(), "a stone lies in the wild");
        assertEquals("Stone grows in the wild: nothing to make", stone.sentence());
        assertTrue(HowToMake.of(knowledge(), "no such thing at all").isEmpty());
    }

    @Test
    void aWolfNearbyIsAThreatWithItsReach() {
        Sight sight = sight(Map.of(new Position(2, 1), WOLF), 0);
        Threat t = sight.threats(sight.nearby()).get(0);
        assertEquals("Wolf", t.name());
        assertEquals(1, t.radius());
        assertFalse(t.inReach());
        assertEquals(
                "Danger: Wolf 2 tiles NE. It kills whoever steps on it, and runs from people: keep 1 tile away",
                t.warning());
    }
}
