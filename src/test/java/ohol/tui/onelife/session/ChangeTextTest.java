package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.RealData;
import ohol.tui.onelife.protocol.GameObject;
import org.junit.jupiter.api.Test;

class ChangeTextTest {
    private final ChangeText text = new ChangeText(RealData.catalog(), id -> id == 9 ? "EVE SMITH" : "#" + id);

    @Test
    void aBabyPickedUpIsNamedNotTakenForAnObject() {
        // the server holds a baby as minus its player id (o_id -9 in the holder's PU)
        assertEquals(
                "You picked up EVE SMITH",
                text.describe(GameObject.NOTHING, GameObject.of(-9), GameObject.NOTHING, GameObject.NOTHING));
        assertEquals(
                "You put down #12",
                text.describe(GameObject.of(-12), GameObject.NOTHING, GameObject.NOTHING, GameObject.NOTHING));
    }

    @Test
    void aStonePickedUpIsStillAStone() {
        assertEquals(
                "You picked up the Stone",
                text.describe(GameObject.NOTHING, GameObject.of(33), GameObject.of(33), GameObject.NOTHING));
    }
}
