package ohol.tui.onelife.knowledge;

import static ohol.tui.onelife.knowledge.KnowledgeData.book;
import static ohol.tui.onelife.knowledge.KnowledgeData.catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Transition files checked by hand: 33_32 (Stone on Big Hard Rock: 34 32), 0_30 (31 30),
 * 0_30_L (31 279), 723_121 (@ Rough Cutter on Tule Reeds: 723 123), 57_57 (0 58), 0_50 (57 53).
 */
class PredictorTest {
    private static Predictor predictor;

    @BeforeAll
    static void readTheData() {
        predictor = new Predictor(catalog(), book());
    }

    private static final double ADULT = 20;

    private static String text(int held, int target) {
        return predictor.predict(held, target, ADULT).text();
    }

    private static int lastBerryBush() {
        return catalog().all().stream()
                .filter(o -> o.origin().parentId() == 30
                        && o.origin().isDummy()
                        && o.origin().index() == 0)
                .findFirst()
                .orElseThrow()
                .id();
    }

    @Test
    void realTransitionsInTheGamesWords() {
        assertEquals("Stone + Big Hard Rock -> Sharp Stone", text(33, 32));
        assertEquals("Wild Gooseberry Bush -> Gooseberry", text(0, 30));
        assertEquals("Wild Gooseberry Bush -> Gooseberry + Empty Wild Gooseberry Bush", text(0, lastBerryBush()));
        assertEquals("Sharp Stone + Tule Reeds -> Harvested Tule", text(34, 121));
        assertEquals("Milkweed Stalk + Milkweed Stalk -> Thread", text(57, 57));
        assertEquals("Milkweed -> Milkweed Stalk + Milkweed Debris", text(0, 50));
        Outcome o = predictor.predict(33, 32, ADULT);
        Outcome.Change c = assertInstanceOf(Outcome.Change.class, o);
        assertEquals(34, c.newHeld());
        assertEquals(32, c.newTarget());
    }

    @Test
    void bareHandsPickUpWhatHasNoTransition() {
        assertEquals("pick up Stone", text(0, 33));
        Outcome young = predictor.predict(0, 33, 1);
        assertInstanceOf(Outcome.TooYoung.class, young);
        assertEquals("too young to pick up Stone (age 3)", young.text());
    }

    @Test
    void withoutATransitionNothingKnownHappens() {
        assertEquals("no known use", text(33, 30), "a Stone on a Wild Gooseberry Bush");
        assertEquals("no known use", text(34, 50), "a Sharp Stone on Milkweed: no such transition in this data");
        assertInstanceOf(Outcome.NoUse.class, predictor.predict(-3, 30, ADULT), "a baby in the arms");
    }

    @Test
    void aThingThatFitsGoesIntoAContainer() {
        int basket = KnowledgeData.id("Basket");
        Outcome o = predictor.predict(33, basket, ADULT);
        assertEquals("put Stone in Basket", o.text());
    }
}
