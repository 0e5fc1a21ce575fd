package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import ohol.tui.Golden;
import ohol.tui.onelife.data.DataDirectory;
import ohol.tui.onelife.data.LoadProgress;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.data.ObjectLoader;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.OldTranscripts;
import ohol.tui.onelife.dialect.OneLifeData2Folder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an older server lacks is not on the screen: a 2016 and a 2015 session, played from the
 * transcripts recorded from those servers, drawn on Lanterna's virtual terminal with their status
 * lines and their help. 2016 has no emotes, no ping and no family (names, mothers, lines from
 * Eve); 2015 none of these, and no food and no speech either.
 */
class EraScreensTest {
    @TempDir
    static Path temp;

    private static ObjectCatalog oneLifeData2() throws Exception {
        Path dir = OneLifeData2Folder.write(temp);
        return ObjectLoader.onOneThread().load(DataDirectory.open(dir), LoadProgress.NONE);
    }

    /** Every page of the help, one after the other. */
    private static String help(UiHarness h) {
        h.press("?");
        StringBuilder pages = new StringBuilder();
        String page = h.screenText();
        for (int i = 0; i < 20; i++) {
            pages.append(page).append("--- next page ---\n");
            String next = h.press(" ").screenText();
            if (next.equals(page)) {
                break;
            }
            page = next;
        }
        return pages.toString();
    }

    @Test
    void the2016ScreenHasFoodAndTalkButNoPingEmotesOrFamily() throws Exception {
        UiHarness h = UiHarness.speaking(100, 24, Dialect.Y2016, oneLifeData2())
                .playOld(OldTranscripts.chunks("2016-mother.cap"), Dialect.Y2016);
        String screen = h.screenText();
        Golden.assertMatches("screens/era-2016-100x24", screen);
        assertTrue(screen.contains("food 16/16"), screen);
        assertTrue(screen.contains("t talk"), screen);
        assertFalse(screen.contains("ping"), screen);
        String help = help(h);
        Golden.assertMatches("screens/era-2016-help-100x24", help);
        assertTrue(help.contains("open the chat line"), help);
        assertTrue(help.contains("eat what you hold"), help);
        assertTrue(help.contains("pick up the baby"), help);
        assertFalse(help.contains("show the emotion"), help);
        assertFalse(help.contains("\nemote N"), help);
        assertFalse(help.contains("your family:"), help);
        assertFalse(help.contains("where is my mother"), help);
        assertFalse(help.contains("round trip"), help);
        String family = h.press("<esc>", "F").screenText();
        assertTrue(family.contains("the 2016 server tells no names, mothers or lines from Eve"), family);
        // answered in a line, with no panel the help does not list
        assertFalse(family.contains(FamilyOverlay.TITLE), family);
    }

    @Test
    void the2015ScreenHasNoFoodTalkPingEmotesOrFamily() throws Exception {
        UiHarness h = UiHarness.speaking(100, 24, Dialect.Y2015, ObjectCatalog.empty())
                .playOld(OldTranscripts.chunks("2015-first.cap"), Dialect.Y2015);
        String screen = h.screenText();
        Golden.assertMatches("screens/era-2015-100x24", screen);
        assertFalse(screen.contains("food"), screen);
        assertFalse(screen.contains("talk"), screen);
        assertFalse(screen.contains("ping"), screen);
        String help = help(h);
        Golden.assertMatches("screens/era-2015-help-100x24", help);
        assertFalse(help.contains("open the chat line"), help);
        assertFalse(help.contains("\nsay TEXT"), help);
        assertFalse(help.contains("eat what you hold"), help);
        assertFalse(help.contains("pick up the baby"), help);
        assertFalse(help.contains("show the emotion"), help);
        assertFalse(help.contains("your family:"), help);
        assertFalse(help.contains("round trip"), help);
        String chat = h.press("<esc>", "t").screenText();
        assertTrue(chat.contains("the 2015 server has no speech: there is no chat line"), chat);
        assertFalse(chat.contains("Say 0/"), chat);
    }

    @Test
    void todaysScreenStillShowsThemAll() {
        UiHarness h = new UiHarness(100, 24).play("crowd.cap");
        String screen = h.screenText();
        assertTrue(screen.contains("food "), screen);
        assertTrue(screen.contains("ping "), screen);
        assertTrue(screen.contains("t talk"), screen);
        String help = help(h);
        for (String part : List.of(
                "show the emotion",
                "\nemote N",
                "your family:",
                "round trip",
                "open the chat line",
                "\nsay TEXT",
                "eat what you hold",
                "pick up the baby")) {
            assertTrue(help.contains(part), part + " in " + help);
        }
    }
}
