package ohol.tui.onelife.knowledge;

import static ohol.tui.onelife.knowledge.KnowledgeData.book;
import static ohol.tui.onelife.knowledge.KnowledgeData.catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import ohol.tui.onelife.data.Origin;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ObjectSearchTest {
    private static ObjectSearch search;

    @BeforeAll
    static void readTheData() {
        search = new ObjectSearch(catalog(), book());
    }

    private static final int FULL_BUSH = 30;
    private static final int EMPTY_BUSH = 279;
    private static final int GOOSEBERRY = 31;

    private static int position(List<ObjectSearch.Match> found, int id) {
        for (int i = 0; i < found.size(); i++) {
            if (found.get(i).id() == id) {
                return i;
            }
        }
        throw new AssertionError(id + " not found in " + found);
    }

    private static int bushDummy(int usesLeft) {
        return catalog().all().stream()
                .filter(o -> o.origin().kind() == Origin.Kind.USE_DUMMY
                        && o.origin().parentId() == FULL_BUSH
                        && o.origin().index() == usesLeft - 1)
                .findFirst()
                .orElseThrow()
                .id();
    }

    @Test
    void gooseberryFindsTheFullBushBeforeTheEmptyOne() {
        List<ObjectSearch.Match> found = search.find("gooseberry", 100);
        assertEquals(GOOSEBERRY, found.get(0).id(), "the exact name first: " + found.get(0));
        assertEquals(ObjectSearch.Fit.EXACT, found.get(0).fit());
        assertTrue(position(found, FULL_BUSH) < position(found, EMPTY_BUSH), found.toString());
        assertTrue(found.get(position(found, EMPTY_BUSH)).usedUp());
        assertFalse(found.get(position(found, FULL_BUSH)).usedUp());
    }

    /** What can be eaten, or picked for food by hand: the Gooseberry, and the bush it grows on. */
    private static boolean edible(int id) {
        return id == FULL_BUSH || catalog().find(id).map(o -> o.isFood()).orElse(false);
    }

    @Test
    void namesOfferedPutWhatIsKnownNearAndWhatCanBeEatenFirst() {
        List<String> unseen = search.offer("berr", List.of(), ObjectSearchTest::edible);
        assertTrue(unseen.indexOf("Raw Berry Pie") >= 0, unseen.toString());
        // a bush seen nearby, and the berry it gives, come before a pie nobody has seen
        List<String> near = search.offer("berr", List.of(FULL_BUSH, GOOSEBERRY), ObjectSearchTest::edible);
        assertEquals(List.of("Wild Gooseberry Bush", "Gooseberry"), near.subList(0, 2), "nearest first: " + near);
        assertTrue(near.indexOf("Raw Berry Pie") > 1, near.toString());
        // among names of one fit, food first: the berry before a goose's carcass
        List<String> goose = search.offer("goose", List.of(), ObjectSearchTest::edible);
        assertTrue(goose.indexOf("Gooseberry") < goose.indexOf("Goose Beheaded"), goose.toString());
        assertTrue(goose.indexOf("Gooseberry") >= 0, goose.toString());
        assertEquals(List.of(), search.offer("  ", List.of(FULL_BUSH), ObjectSearchTest::edible));
    }

    @Test
    void usedUpMeansTakenByAHandOrATool() {
        assertTrue(search.isUsedUp(EMPTY_BUSH));
        assertTrue(search.isUsedUp(KnowledgeData.id("Empty Oil Palm")), "a bowl took its last kernels");
        assertFalse(search.isUsedUp(KnowledgeData.id("Wild Boar")), "time, not a hand: the piglet grew up");
        assertFalse(search.isUsedUp(33), "the last Stone of a Stone Pile can be carried");
        assertFalse(search.isUsedUp(FULL_BUSH));
        // "Empty Scrap Box" is the shorter name: only being used up puts it after the full box
        List<ObjectSearch.Match> boxes = search.find("scrap box", 50);
        assertTrue(
                position(boxes, KnowledgeData.id("Box of Scrap Steel"))
                        < position(boxes, KnowledgeData.id("Empty Scrap Box")),
                boxes.toString());
    }

    @Test
    void theUsedUpObjectComesFirstWhenItIsWhatWasAskedFor() {
        List<ObjectSearch.Match> found = search.find("empty wild gooseberry bush", 10);
        assertEquals(EMPTY_BUSH, found.get(0).id());
        assertEquals(ObjectSearch.Fit.EXACT, found.get(0).fit());
    }

    @Test
    void wordStartsRankBeforePartsOfWords() {
        List<ObjectSearch.Match> found = search.find("stone", 500);
        assertEquals("Stone", found.get(0).name());
        int wordStart = position(found, 34); // Sharp Stone
        int inside = found.stream().map(ObjectSearch.Match::name).toList().indexOf("Limestone");
        assertTrue(inside > wordStart, "Limestone (part of a word) after Sharp Stone");
        assertEquals(ObjectSearch.Fit.PART, found.get(inside).fit());
        assertTrue(found.stream().noneMatch(m -> m.name().startsWith("@")), "no category stand-ins");
        assertTrue(search.find("   ", 10).isEmpty());
    }

    @Test
    void completionOffersRealNamesOnce() {
        List<String> names = search.complete("goose");
        assertTrue(names.contains("Gooseberry"), names.toString());
        assertTrue(
                names.contains("Gooseberry Seed") || names.stream().anyMatch(n -> n.startsWith("Gooseberry ")),
                names.toString());
        assertEquals(names.size(), new HashSet<>(names).size(), "each name once");
        assertTrue(names.stream().allMatch(n -> n.toLowerCase().startsWith("goose")));
        List<String> wild = search.complete("Wild Gooseberry");
        assertEquals(List.of("Wild Gooseberry Bush"), wild, "its use dummies share the name: one entry");
        assertTrue(search.complete("@").isEmpty());
        assertTrue(search.complete("").size() <= ObjectSearch.MAX_COMPLETIONS);
    }

    @Test
    void inViewTheFullBushComesBeforeNearerPickedOnesThenNearestFirst() {
        var view = List.of(
                new ObjectSearch.InView(EMPTY_BUSH, 2, 0),
                new ObjectSearch.InView(bushDummy(3), 0, 1),
                new ObjectSearch.InView(FULL_BUSH, 5, 5),
                new ObjectSearch.InView(FULL_BUSH, -2, 1),
                new ObjectSearch.InView(33, 0, 2));
        List<ObjectSearch.Seen> seen = search.nearest("gooseberry bush", view);
        assertEquals(4, seen.size(), "the Stone does not match");
        assertEquals(FULL_BUSH, seen.get(0).id());
        assertEquals(-2, seen.get(0).dx(), "the nearer full bush first");
        assertEquals(FULL_BUSH, seen.get(1).id());
        assertTrue(seen.get(2).usedUp() && seen.get(3).usedUp());
        assertEquals(1.0, seen.get(2).distance(), 1e-9, "of the used ones the nearest first");
        assertEquals("Wild Gooseberry Bush", seen.get(2).name(), "a dummy goes by its parent's name");
    }
}
