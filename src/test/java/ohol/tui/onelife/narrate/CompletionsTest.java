package ohol.tui.onelife.narrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import ohol.tui.RealData;
import ohol.tui.core.narrate.Completions;
import ohol.tui.onelife.dialect.Dialect;
import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.RecordingLink;
import ohol.tui.onelife.session.TestSessions;
import org.junit.jupiter.api.Test;

/** Tab completes only the commands the server's era offers, as the help lists only those. */
class CompletionsTest {
    @Test
    void theNarrationTellsTheLineEditorItsEra() {
        RecordingLink link = new RecordingLink();
        link.dialect = Dialect.Y2015;
        GameSession session = TestSessions.begun(
                new GameSession.Parts(RealData.catalog(), RealData::book, RealData.biomes(), () -> 0L), link);
        List<Completions> told = new ArrayList<>();
        new NarrateFrontEnd(session, line -> {}, () -> 0L, told::add).frame(10_000_000_000L);
        assertEquals(1, told.size(), told::toString);
        assertEquals(Help.starts(Dialect.Y2015.features()), told.get(0).starts());
        assertFalse(told.get(0).starts().contains("say"), told::toString);
    }

    @Test
    void todayCompletesEveryCommand() {
        List<String> today = Help.starts(EraFeatures.TODAY);
        for (String start : List.of("take from", "swap", "eat", "say", "family", "look", "reborn", "quit")) {
            assertTrue(today.contains(start), start + " in " + today);
        }
        assertEquals(27, today.size(), today::toString);
    }

    @Test
    void the2016ServerHasNoSwapOrFamily() {
        List<String> y2016 = Help.starts(Dialect.Y2016.features());
        assertFalse(y2016.contains("swap"), y2016::toString);
        assertFalse(y2016.contains("family"), y2016::toString);
        for (String start : List.of("take from", "eat", "say", "look", "pick up")) {
            assertTrue(y2016.contains(start), start + " in " + y2016);
        }
    }

    @Test
    void the2015ServerHasNoTalkingEatingContainersOrFamily() {
        List<String> y2015 = Help.starts(Dialect.Y2015.features());
        for (String lacking : List.of("take from", "swap", "eat", "say", "family")) {
            assertFalse(y2015.contains(lacking), lacking + " in " + y2015);
        }
        for (String start : List.of("look", "go north", "pick up", "drop", "use on", "status", "quit")) {
            assertTrue(y2015.contains(start), start + " in " + y2015);
        }
    }
}
