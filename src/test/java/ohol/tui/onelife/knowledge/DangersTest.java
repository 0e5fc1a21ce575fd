package ohol.tui.onelife.knowledge;

import static ohol.tui.onelife.knowledge.KnowledgeData.book;
import static ohol.tui.onelife.knowledge.KnowledgeData.catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class DangersTest {
    private static Dangers dangers;

    @BeforeAll
    static void readTheData() {
        dangers = new Dangers(catalog(), book());
    }

    @Test
    void wolvesAndBoarsKillOnTheirTile() {
        int wolf = KnowledgeData.id("Wolf");
        assertEquals(1, dangers.reach(wolf));
        assertTrue(dangers.isDangerousOnTheGround(wolf));
        assertEquals(Dangers.Movement.FLEES, dangers.of(wolf).orElseThrow().movement(), "-1_418: move 2");
        assertTrue(dangers.threatens(wolf, 0, 0));
        assertFalse(dangers.threatens(wolf, 1, 0), "a fleeing wolf does not come to you");
        assertTrue(dangers.isDangerousOnTheGround(KnowledgeData.id("Wild Boar")));
    }

    @Test
    void aWanderingSwarmMayLandOnYou() {
        var swarm = dangers.of(KnowledgeData.id("Mosquito Swarm")).orElseThrow();
        assertEquals(Dangers.Movement.WANDERS, swarm.movement());
        assertTrue(swarm.keepAway().getAsInt() >= 1);
        assertTrue(dangers.threatens(swarm.id(), swarm.keepAway().getAsInt(), 0));
    }

    @Test
    void aKnifeKillsOnlyInAHand() {
        int knife = KnowledgeData.id("Knife");
        assertTrue(dangers.reach(knife) > 0);
        assertFalse(dangers.isDangerousOnTheGround(knife));
        assertFalse(dangers.threatens(knife, 0, 0));
        assertEquals(0, dangers.reach(33), "a Stone");
        assertTrue(dangers.of(33).isEmpty());
        long onGround = dangers.all().stream().filter(d -> !d.inHand()).count();
        System.out.println("deadly objects: " + dangers.all().size() + ", on the ground " + onGround);
    }
}
