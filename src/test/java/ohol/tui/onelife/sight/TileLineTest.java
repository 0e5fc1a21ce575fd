package ohol.tui.onelife.sight;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Whose grave a tile holds, as a sentence says it: ours is "your grave", not "the grave of you". */
class TileLineTest {
    @Test
    void ourGraveIsYourGraveAndAnothersIsTheGraveOfThem() {
        assertEquals(
                "Here: Baby Bone Pile, your grave",
                TileLine.of(0, 0, Optional.of("Baby Bone Pile"), Optional.of("you"), List.of(), List.of()));
        assertEquals(
                "Here: Grave, the grave of your daughter",
                TileLine.of(0, 0, Optional.of("Grave"), Optional.of("your daughter"), List.of(), List.of()));
    }
}
