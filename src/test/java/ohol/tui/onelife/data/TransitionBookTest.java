package ohol.tui.onelife.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import ohol.tui.Captures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The book over the real data. Ids checked by hand in {@code ../shared/ohol-data}: 30 Wild
 * Gooseberry Bush (numUses=6), 31 Gooseberry, 279 Empty Wild Gooseberry Bush, 32 Big Hard Rock,
 * 33 Stone, 34 Sharp Stone, 50 Milkweed, 53 Milkweed Debris, 57 Milkweed Stalk, 58 Thread,
 * 121 Tule Reeds, 123 Harvested Tule, 723 {@code @ Rough Cutter} (members 560, 34, 135).
 * Files: {@code 0_30.txt} (31 30), {@code 0_30_L.txt} (31 279), {@code 33_32.txt} (34 32),
 * {@code 0_50.txt} (57 53), {@code 57_57.txt} (0 58), {@code 723_121.txt} (723 123).
 */
class TransitionBookTest {
    private static ObjectCatalog catalog;
    private static TransitionBook book;

    @BeforeAll
    static void load() throws IOException {
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        catalog = new ObjectLoader().load(dir, LoadProgress.NONE);
        book = TransitionBook.load(dir, catalog);
    }

    private static int dummy(int parent, int usesLeft) {
        return catalog.all().stream()
                .filter(o -> o.origin().kind() == Origin.Kind.USE_DUMMY
                        && o.origin().parentId() == parent
                        && o.origin().index() == usesLeft - 1)
                .findFirst()
                .orElseThrow()
                .id();
    }

    @Test
    void bareHandOnAFullBushGivesABerryAndABushWithOneUseLess() {
        Transition t = book.find(TransitionBook.BARE_HAND, 30).orElseThrow();
        assertEquals(31, t.newActor());
        assertEquals(dummy(30, 5), t.newTarget());
        assertEquals("Wild Gooseberry Bush", catalog.displayName(t.newTarget()));
    }

    @Test
    void theBushStepsDownOneUseAtATimeAndTheLastBerryEmptiesIt() {
        for (int left = 5; left >= 2; left--) {
            Transition t = book.find(0, dummy(30, left)).orElseThrow();
            assertEquals(31, t.newActor());
            assertEquals(dummy(30, left - 1), t.newTarget(), "from " + left + " uses left");
        }
        Transition last = book.find(0, dummy(30, 1)).orElseThrow();
        assertEquals(31, last.newActor());
        assertEquals(279, last.newTarget());
        assertEquals("Empty Wild Gooseberry Bush", catalog.displayName(last.newTarget()));
        assertTrue(book.find(0, 30, false, true).isPresent(), "the _L file keeps its own key");
    }

    @Test
    void stoneOnBigHardRockGivesASharpStone() {
        Transition t = book.find(33, 32).orElseThrow();
        assertEquals(34, t.newActor());
        assertEquals(32, t.newTarget());
    }

    @Test
    void milkweedGivesStalksAndTwoStalksGiveThread() {
        Transition pick = book.find(0, 50).orElseThrow();
        assertEquals(57, pick.newActor());
        assertEquals(53, pick.newTarget());
        Transition twist = book.find(57, 57).orElseThrow();
        assertEquals(0, twist.newActor());
        assertEquals(58, twist.newTarget());
        assertEquals("Thread", catalog.displayName(58));
        assertTrue(book.find(34, 50).isEmpty(), "a Sharp Stone does nothing to Milkweed in this data");
    }

    @Test
    void aSharpStoneCutsWhatItsCategoryCuts() {
        // no 34_121.txt: it comes from @ Rough Cutter (723) on Tule Reeds
        Transition t = book.find(34, 121).orElseThrow();
        assertEquals(34, t.newActor(), "the category's actor in the result becomes the member");
        assertEquals(123, t.newTarget());
    }

    @Test
    void listsByActorTargetAndProduct() {
        assertTrue(book.withActor(33).stream().anyMatch(t -> t.target() == 32));
        assertTrue(book.withTarget(32).stream().anyMatch(t -> t.actor() == 33));
        assertTrue(book.producing(58).stream().anyMatch(t -> t.actor() == 57 && t.target() == 57));
        assertTrue(book.producing(31).stream().anyMatch(t -> t.target() == 30));
        List<Transition> decays =
                book.withTarget(50).stream().filter(Transition::isDecay).toList();
        assertFalse(decays.isEmpty(), "-1_50.txt: Milkweed regrows");
    }

    @Test
    void nothingHappensWithoutATransition() {
        assertTrue(book.find(33, 30).isEmpty());
        assertTrue(book.find(0, -1).isEmpty(), "bare hand on nothing");
        assertTrue(TransitionBook.empty().find(0, 30).isEmpty());
    }

    /**
     * The official server (OneLife at the mirrored HEAD, data version 437 = ours) prints what each
     * step generated when it starts; these are its numbers for this data, read from its output.
     */
    @Test
    void eachStepGeneratesWhatTheOfficialServerGenerates() throws IOException {
        DataDirectory dir = DataDirectory.open(Captures.dataDir());
        var expansion = new TransitionExpansion(catalog, new CategoryReader().readAll(dir));
        expansion.expand(new TransitionReader().readAll(dir));
        var counts = expansion.counts;
        assertEquals(5229, counts.fromFiles, "Loaded 5229 transitions from transitions folder");
        assertEquals(12905, counts.categories, "Auto-generated 12905 transitions based on categories");
        assertEquals(2992, counts.patterns, "Auto-generated 2992 transitions based on pattern categories");
        assertEquals(273, counts.genericChanged[0], "Run 0: Auto-modified 273 transitions");
        assertEquals(567, counts.genericAdded[0], "Run 0: auto-added 567 last use generic transitions");
        assertEquals(23, counts.genericChanged[1], "Run 1: Auto-modified 23 transitions");
        assertEquals(567, counts.genericAdded[1], "Run 1: auto-added 567 last use generic transitions");
        assertEquals(41785, counts.usedGenerated, "Auto-generated 41785 transitions based on used objects");
        assertEquals(391, counts.usedRemoved, "391 removed in the process");
        assertEquals(4277, counts.variableGenerated, "Auto-generated 4277 transitions based on variable objects");
    }
}
