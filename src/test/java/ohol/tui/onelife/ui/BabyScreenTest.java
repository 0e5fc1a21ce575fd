package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.onelife.dialect.OneLifeData2Folder;
import ohol.tui.onelife.sight.Hunger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a baby is told on the screen, from the real birth capture (the baby 16 of the mother 15)
 * and the 2016 server's transcript: what its keys do as its server takes them, who feeds it, and
 * its death with its mother said once.
 */
class BabyScreenTest {
    private static final String BABY_BODY = " 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0";

    @TempDir
    static Path temp;

    /** The baby of baby-child.cap out of its mother's arms at 0,0, aged {@code age}. */
    private static UiHarness onTheGround(String age) {
        UiHarness baby = new UiHarness(80, 24).play("baby-child.cap");
        baby.nanos += 500_000_000L;
        return baby.send("PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 0 0 " + age + BABY_BODY + "\n#FM\n#");
    }

    @Test
    void aBabyOnTheGroundIsToldItWillCrawlThenThatItCrawls() {
        String newborn = onTheGround("0.10").row(1);
        assertTrue(newborn.startsWith("on the ground, full  You can: t talk, crawl soon, Ctrl-d die"), newborn);
        assertFalse(newborn.contains("arrows crawl"), "today's server ignores its MOVE below 0.2: " + newborn);
        String older = onTheGround("0.31").row(1);
        assertTrue(older.contains("You can: t talk, hjkl/arrows crawl, Ctrl-d die"), older);
    }

    @Test
    void theHintLineOffersABabyOnlyWhatItCanDo() {
        String newborn = onTheGround("0.10").row(23).stripTrailing();
        assertEquals("? help  t talk  Ctrl-d die  q quit", newborn);
        String crawling = onTheGround("0.31").row(23).stripTrailing();
        assertEquals("? help  t talk  hjkl/arrows crawl  Ctrl-d die  q quit", crawling);
        String held = new UiHarness(80, 24).play("baby-child.cap").row(23).stripTrailing();
        assertEquals("? help  t talk  J wriggle  Ctrl-d die  q quit", held);
        for (String hint : new String[] {newborn, crawling, held}) {
            assertFalse(hint.contains(" walk") || hint.contains(" eat") || hint.contains(" use"), hint);
        }
    }

    @Test
    void onThe2016ServerANewbornCrawlsAtOnceAndIsOfferedOnlyWhatThatServerTakes() throws Exception {
        UiHarness h = UiHarness.speaking(
                        100,
                        24,
                        Dialect.Y2016,
                        ObjectLoader.onOneThread()
                                .load(DataDirectory.open(OneLifeData2Folder.write(temp)), LoadProgress.NONE))
                .playOld(OldTranscripts.chunks("2016-baby.cap"), Dialect.Y2016);
        String status = h.row(0) + "\n" + h.row(1);
        assertTrue(status.contains("age 0"), status);
        // 2016's server lets a newborn crawl (10 s a tile) and has no DIE: a verb it does not know kills
        assertEquals(
                "on the ground, full  You can: t talk, hjkl/arrows crawl",
                h.row(1).stripTrailing(),
                status);
    }

    @Test
    void aHungryBabyIsToldItsMotherFeedsItNotToEat() {
        UiHarness narrow = onTheGround("0.31").send("FX\n1 4 0 0 2.81 -1 0 0\n#FM\n#");
        assertTrue(narrow.row(1).startsWith("on the ground, very hungry  You can:"), narrow.row(1));
        assertEquals(
                " hungry: " + Hunger.FED_BY_MOTHER_SHORT,
                narrow.row(2).substring(0, 56).stripTrailing());
        assertFalse(narrow.screenText().contains("Eat"), narrow.screenText());
        UiHarness wide = new UiHarness(200, 60).play("baby-child.cap").send("FX\n1 4 0 0 2.81 -1 0 0\n#FM\n#");
        assertTrue(wide.row(2).startsWith(" hungry: " + Hunger.FED_BY_MOTHER + " "), wide.row(2));
        assertTrue(wide.row(1).startsWith("held by your mother, very hungry  You can: t talk, J wriggle"), wide.row(1));
    }

    @Test
    void theDeathScreenSaysTheMotherOnceNotAgainAmongTheLiving() {
        UiHarness baby = onTheGround("0.31");
        baby.nanos += 500_000_000L;
        String death = baby.send(
                        "PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 X X 0.32" + BABY_BODY + " reason_hunger\n#FM\n#")
                .screenText();
        assertTrue(death.contains("YOU DIED"), death);
        StringBuilder overlay = new StringBuilder();
        for (int r = 2; r < 16; r++) {
            overlay.append(baby.row(r), 0, 56).append('\n');
        }
        String text = overlay.toString();
        assertEquals(1, text.split("Your mother", -1).length - 1, "the mother once: " + text);
        assertTrue(text.contains("Your mother, female, 14, alive here"), text);
        assertFalse(text.contains("Living on"), "she is the only one living on: " + text);
    }
}
