package ohol.tui.onelife.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ohol.tui.Captures;
import ohol.tui.Replay;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Relations, the family panel and family news from the real sessions of a birth and of starving babies. */
class FamilyCapturesTest {
    private static ObjectCatalog catalog;

    @BeforeAll
    static void loadData() throws Exception {
        catalog = new ObjectLoader().load(DataDirectory.open(Captures.dataDir()), (done, total) -> {});
    }

    private static Family family(String capture) {
        return Family.of(Replay.of(capture).world().snapshot(), catalog);
    }

    @Test
    void theNewbornKnowsItsMother() {
        Family f = family("baby-child.cap");
        assertEquals(16, f.world().ourId().getAsInt());
        assertEquals("your mother", f.relationOf(15).words());
        assertEquals("your mother", f.who(15), "she has no name yet");
        assertEquals(15, f.motherId().getAsInt());
        assertEquals("female", f.sex(15));
        Family.Report report = f.report();
        assertEquals(List.of(15), report.line().stream().map(Family.Member::id).toList());
        assertEquals(16, report.you().orElseThrow().id());
        assertTrue(report.line().get(0).alive());
    }

    @Test
    void theMotherKnowsHerDaughterAndHoldsHer() {
        Family f = family("baby-mother.cap");
        assertEquals(15, f.world().ourId().getAsInt());
        assertEquals("your daughter", f.relationOf(16).words(), "body 353 is female in the data");
        assertEquals(15, f.holderOf(16).getAsInt(), "the capture ends with the baby in her arms");
        Family.Report report = f.report();
        assertEquals(
                List.of(16), report.children().stream().map(Family.Member::id).toList());
        assertTrue(report.line().isEmpty(), "an Eve has no line above her");
        assertEquals("You had a baby: your daughter", f.news().get(0).sentence());
    }

    @Test
    void theStarvingEveSeesHerBabyDieAndOtherEvesBabiesAreNoKin() {
        Family f = family("starve.cap");
        assertEquals(18, f.world().ourId().getAsInt());
        assertEquals("your daughter", f.relationOf(19).words());
        assertEquals(Relation.Kind.NONE, f.relationOf(21).kind(), "another Eve's baby");
        assertFalse(f.alive(19));
        assertFalse(f.alive(18), "she starved too");
        Family.Member baby = f.report().children().get(0);
        assertEquals(19, baby.id());
        assertFalse(baby.alive());
        assertEquals("starved", baby.death().orElseThrow());
        List<String> news = f.news().stream().map(Family.News::sentence).toList();
        assertEquals(List.of("You had a baby: your daughter", "Your daughter starved aged 0"), news);
    }
}
