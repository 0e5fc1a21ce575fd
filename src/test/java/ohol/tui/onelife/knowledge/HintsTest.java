package ohol.tui.onelife.knowledge;

import static ohol.tui.onelife.knowledge.KnowledgeData.book;
import static ohol.tui.onelife.knowledge.KnowledgeData.catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class HintsTest {
    private static Hints theHints;

    @BeforeAll
    static void readTheData() {
        theHints = new Hints(catalog(), book());
    }

    private static final int STONE = 33;
    private static final int BIG_HARD_ROCK = 32;
    private static final int SHARP_STONE = 34;
    private static final int TULE_REEDS = 121;
    private static final int FULL_BUSH = 30;

    @Test
    void aStoneInHandOnThingsInViewFirst() {
        List<Hints.Hint> hints = theHints.forHeld(STONE, List.of(FULL_BUSH, BIG_HARD_ROCK), 100);
        Hints.Hint first = hints.get(0);
        assertEquals("Stone", first.heldName());
        assertEquals("Big Hard Rock", first.targetName());
        assertEquals("Sharp Stone", first.newHeldName());
        assertEquals("Big Hard Rock", first.newTargetName());
        assertTrue(first.inView());
        assertTrue(hints.size() > 1, "the stone has other uses: " + hints.size());
        assertTrue(hints.stream().skip(1).noneMatch(Hints.Hint::inView), "the bush is no use for a stone");
        assertTrue(hints.stream().filter(h -> h.target() == BIG_HARD_ROCK).count() == 1, "each target once");
        assertTrue(hints.stream().allMatch(h -> h.held() == STONE));
        assertTrue(hints.stream().noneMatch(h -> h.targetName().startsWith("@")), "no category stand-ins");
    }

    @Test
    void theRestFollowsByName() {
        List<Hints.Hint> hints = theHints.forHeld(SHARP_STONE, List.of(), 500);
        assertTrue(
                hints.stream()
                        .anyMatch(h ->
                                h.target() == TULE_REEDS && h.newTargetName().equals("Harvested Tule")),
                "through @ Rough Cutter");
        for (int i = 1; i < hints.size(); i++) {
            assertTrue(
                    hints.get(i - 1)
                                    .targetName()
                                    .compareToIgnoreCase(hints.get(i).targetName())
                            <= 0,
                    hints.get(i - 1).targetName() + " before " + hints.get(i).targetName());
        }
        assertEquals(3, theHints.forHeld(SHARP_STONE, List.of(), 3).size());
    }

    @Test
    void emptyHandsOnlyTellWhatIsInView() {
        int dummyWithTwoBerries = catalog().all().stream()
                .filter(o -> o.origin().parentId() == FULL_BUSH
                        && o.origin().isDummy()
                        && o.origin().index() == 1)
                .findFirst()
                .orElseThrow()
                .id();
        List<Hints.Hint> hints = theHints.forHeld(0, List.of(STONE, dummyWithTwoBerries, TULE_REEDS), 10);
        assertEquals(1, hints.size(), "no bare-hand transition on a Stone or on Tule Reeds: " + hints);
        Hints.Hint berry = hints.get(0);
        assertEquals("bare hand", berry.heldName());
        assertEquals("Gooseberry", berry.newHeldName());
        assertEquals("Wild Gooseberry Bush", berry.newTargetName());
        assertFalse(berry.newTarget() == dummyWithTwoBerries, "one berry fewer: another dummy");
        assertTrue(theHints.forHeld(-5, List.of(FULL_BUSH), 10).isEmpty(), "a baby in the arms");
    }
}
