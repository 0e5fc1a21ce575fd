package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import ohol.tui.Replay;
import ohol.tui.onelife.protocol.server.Homeland;
import ohol.tui.onelife.protocol.server.OwnerList;
import ohol.tui.onelife.protocol.server.PlayerSays;
import org.junit.jupiter.api.Test;

/** The places of a life: where it began, what the server points to, what the player names. */
class PlacesTest {
    private static final OptionalInt US = OptionalInt.of(11);

    private static String nameOf(int id) {
        return id == 15 ? "EVE SMITH" : "#" + id;
    }

    @Test
    void aLifeBeginsWhereTheFirstUpdatePutsUs() {
        Places places = Replay.of("walk.cap").world().snapshot().places();
        assertEquals(
                new Places.Place("birthplace", new Position(0, 0), Places.Kind.BIRTH),
                places.list().get(0));
    }

    @Test
    void theServerPointsToHomelandPropertyAndSpotsInSpeech() {
        Places p = Places.NONE
                .born(new Position(0, 0))
                .after(new Homeland(40, -12, Optional.of("SMITH")), US, PlacesTest::nameOf)
                .after(new OwnerList(3, 4, List.of(9, 11)), US, PlacesTest::nameOf)
                .after(new OwnerList(5, 5, List.of(9)), US, PlacesTest::nameOf)
                .after(
                        new PlayerSays(List.of(
                                PlayerSays.Speech.of(11, false, "MY MOTHER EVE SMITH *mother 15 *map 7 -2"),
                                PlayerSays.Speech.of(11, false, ":SPECIAL SPOT *map 13 6 92"),
                                PlayerSays.Speech.of(11, false, "A NEW OFFSPRING BABY *baby 16 *map 1 1"))),
                        US,
                        PlacesTest::nameOf);
        assertEquals(
                List.of(
                        "birthplace",
                        "homeland of SMITH",
                        "property 3,4",
                        "your mother",
                        "map: SPECIAL SPOT",
                        "new baby #16"),
                p.list().stream().map(Places.Place::name).toList());
        assertEquals(new Position(7, -2), p.list().get(3).at());
        // the same pointer again moves the place, an expired homeland goes
        Places moved = p.after(
                        new PlayerSays(
                                List.of(PlayerSays.Speech.of(11, false, "MY MOTHER EVE SMITH *mother 15 *map 8 -1"))),
                        US,
                        PlacesTest::nameOf)
                .after(new Homeland(0, 0, Optional.empty()), US, PlacesTest::nameOf);
        assertEquals(
                new Position(8, -1),
                moved.list().get(moved.find("your mother").getAsInt()).at());
        assertTrue(moved.list().stream().noneMatch(x -> x.kind() == Places.Kind.HOMELAND));
    }

    @Test
    void namedPlacesAreFoundByNameNumberOrTheStartOfTheNameAndTheChoiceFollowsThem() {
        Places p = Places.NONE
                .born(new Position(0, 0))
                .marked("BERRY PATCH", new Position(5, 2))
                .marked("CAMP", new Position(-3, 9));
        assertEquals(1, p.find("berry patch").getAsInt());
        assertEquals(2, p.find("3").getAsInt());
        assertEquals(2, p.find("ca").getAsInt());
        assertTrue(p.find("nowhere").isEmpty());
        Places chosen = p.choose(2).marked("BERRY PATCH", new Position(6, 2));
        assertEquals("CAMP", chosen.chosenPlace().orElseThrow().name(), "renaming another keeps the choice");
        assertEquals(new Position(6, 2), chosen.list().get(1).at(), "a name given again moves the place");
    }

    @Test
    void aServerPointingWithoutEndCannotGrowTheListPastItsCap() {
        Places p = Places.NONE.born(new Position(0, 0)).marked("HOME", new Position(1, 1));
        for (int i = 0; i < 500; i++) {
            p = p.after(
                    new PlayerSays(List.of(PlayerSays.Speech.of(11, false, "SPOT " + i + " *map " + i + " 0"))),
                    US,
                    PlacesTest::nameOf);
        }
        assertEquals(Places.MAX_PLACES, p.list().size());
        assertEquals("birthplace", p.list().get(0).name());
        assertEquals("HOME", p.list().get(1).name(), "the player's own names stay");
        assertEquals("map: SPOT 499", p.list().get(p.list().size() - 1).name());
    }

    @Test
    void waysAreCountedInStepsWithACompassPoint() {
        assertEquals(
                "12 tiles NE",
                Way.between(new Position(0, 0), new Position(12, 10)).words());
        assertEquals(
                "1 tile W", Way.between(new Position(0, 0), new Position(-1, 0)).words());
        assertEquals(
                "3 tiles S",
                Way.between(new Position(2, 2), new Position(2, -1)).words());
        assertEquals("here", Way.between(new Position(2, 2), new Position(2, 2)).words());
    }
}
