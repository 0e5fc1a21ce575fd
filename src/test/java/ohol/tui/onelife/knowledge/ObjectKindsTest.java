package ohol.tui.onelife.knowledge;

import static ohol.tui.onelife.knowledge.KnowledgeData.book;
import static ohol.tui.onelife.knowledge.KnowledgeData.catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ObjectKindsTest {
    private static ObjectKinds kinds;

    @BeforeAll
    static void readTheData() {
        kinds = ObjectKinds.of(catalog(), book());
    }

    private static ObjectKind kind(int id) {
        return kinds.kind(id).orElseThrow();
    }

    @Test
    void everyObjectHasAKind() {
        Map<ObjectKind, Integer> counts = kinds.counts();
        counts.forEach((k, n) -> System.out.printf("%-16s %5d%n", k.word(), n));
        assertEquals(
                catalog().size(),
                counts.values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(ObjectKind.values().length, counts.size(), "every kind occurs in the real data");
    }

    @Test
    void babyBonesAreGravesByTheirComment() {
        // 3051 "Baby Bone Pile# origGrave", 3053 "... origGrave justDied fromDeath" with 15 slots
        assertEquals(ObjectKind.GRAVE, kind(3051));
        assertEquals(ObjectKind.GRAVE, kind(3053));
    }

    @Test
    void aRabbitHoleIsNoAnimal() {
        assertEquals(ObjectKind.WILD_OBSTACLE, kind(161)); // "Rabbit Hole#hiding,single"
    }

    @Test
    void wildGrowthThatBlocksIsNoWall() {
        assertEquals(ObjectKind.WILD_OBSTACLE, kind(KnowledgeData.id("Sugarcane")));
        assertEquals(ObjectKind.WILD_OBSTACLE, kind(KnowledgeData.id("Oil Palm")));
        assertEquals(ObjectKind.WILD_OBSTACLE, kind(KnowledgeData.id("Juniper Tree")));
        assertEquals(ObjectKind.OBSTACLE, kind(154), "Adobe Wall is built");
    }

    @Test
    void pickedRootsAreFoodAndThePlantIsWild() {
        assertEquals(ObjectKind.FOOD, kind(808), "picked Wild Onion");
        assertEquals(ObjectKind.FOOD, kind(KnowledgeData.id("Carrot")));
        assertEquals(ObjectKind.WILD, kind(805), "the Wild Onion plant");
        assertEquals(ObjectKind.WILD, kind(KnowledgeData.id("Burdock")));
        assertEquals(ObjectKind.PORTABLE, kind(KnowledgeData.id("Limestone")));
    }

    @Test
    void containersAnimalsToolsAndFire() {
        assertEquals(ObjectKind.CONTAINER, kind(KnowledgeData.id("Basket")));
        assertEquals(ObjectKind.DANGEROUS_ANIMAL, kind(KnowledgeData.id("Wolf")));
        assertEquals(ObjectKind.DANGEROUS_ANIMAL, kind(KnowledgeData.id("Wild Boar")));
        assertEquals(ObjectKind.ANIMAL, kind(2174), "it wanders");
        assertEquals(ObjectKind.WEAPON, kind(KnowledgeData.id("Knife")));
        assertEquals(ObjectKind.TOOL, kind(KnowledgeData.id("Sharp Stone")), "cuts as @ Rough Cutter");
        assertEquals(ObjectKind.HEAT, kind(KnowledgeData.id("Fire")));
        assertEquals(ObjectKind.PERSON, kind(19), "19 is the first person object");
    }

    @Test
    void aUsedBushLooksLikeTheBush() {
        int full = 30;
        Set<ObjectKind> seen = new HashSet<>();
        catalog().all().stream().filter(o -> o.origin().parentId() == full).forEach(o -> seen.add(kind(o.id())));
        assertEquals(Set.of(ObjectKind.WILD), seen);
        assertTrue(
                ObjectKinds.of(catalog()).kind(2174).orElseThrow() != ObjectKind.ANIMAL,
                "without transitions nothing is seen moving");
        assertNotEquals(kind(805), kind(KnowledgeData.id("Limestone")));
    }
}
