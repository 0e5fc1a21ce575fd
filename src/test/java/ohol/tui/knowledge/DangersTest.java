package ohol.tui.knowledge;

import static ohol.tui.knowledge.KnowledgeData.BOOK;
import static ohol.tui.knowledge.KnowledgeData.CATALOG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DangersTest {
    private static final Dangers DANGERS = new Dangers(CATALOG, BOOK);

    @Test
    void wolvesAndBoarsKillOnTheirTile() {
        int wolf = KnowledgeData.id("Wolf");
        assertEquals(1, DANGERS.reach(wolf));
        assertTrue(DANGERS.isDangerousOnTheGround(wolf));
        assertEquals(Dangers.Movement.FLEES, DANGERS.of(wolf).orElseThrow().movement(), "-1_418: move 2");
        assertTrue(DANGERS.threatens(wolf, 0, 0));
        assertFalse(DANGERS.threatens(wolf, 1, 0), "a fleeing wolf does not come to you");
        assertTrue(DANGERS.isDangerousOnTheGround(KnowledgeData.id("Wild Boar")));
    }

    @Test
    void aWanderingSwarmMayLandOnYou() {
        var swarm = DANGERS.of(KnowledgeData.id("Mosquito Swarm")).orElseThrow();
        assertEquals(Dangers.Movement.WANDERS, swarm.movement());
        assertTrue(swarm.keepAway().getAsInt() >= 1);
        assertTrue(DANGERS.threatens(swarm.id(), swarm.keepAway().getAsInt(), 0));
    }

    @Test
    void aKnifeKillsOnlyInAHand() {
        int knife = KnowledgeData.id("Knife");
        assertTrue(DANGERS.reach(knife) > 0);
        assertFalse(DANGERS.isDangerousOnTheGround(knife));
        assertFalse(DANGERS.threatens(knife, 0, 0));
        assertEquals(0, DANGERS.reach(33), "a Stone");
        assertTrue(DANGERS.of(33).isEmpty());
        long onGround = DANGERS.all().stream().filter(d -> !d.inHand()).count();
        System.out.println("deadly objects: " + DANGERS.all().size() + ", on the ground " + onGround);
    }
}
