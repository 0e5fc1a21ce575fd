package ohol.tui.onelife.narrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import ohol.tui.Captures;
import ohol.tui.core.narrate.Pace;
import ohol.tui.core.narrate.Spoken;
import ohol.tui.onelife.world.WorldEvent;
import org.junit.jupiter.api.Test;

/**
 * The target: nine players for 100 s (the crowd capture) narrated so a listener keeps up:
 * every speech line is said, and everything else comes to at most 20 lines in any minute.
 */
class CrowdNarrationTest {
    private static final NarrationReplay CROWD = NarrationReplay.of("crowd.cap");

    @Test
    void everySpeechLineIsSaidWithWhoSaidIt() {
        List<WorldEvent.Said> spoken = CROWD.events.stream()
                .filter(WorldEvent.Said.class::isInstance)
                .map(WorldEvent.Said.class::cast)
                .toList();
        assertTrue(spoken.size() >= 5, "the crowd talks: " + spoken.size());
        List<String> lines = CROWD.said.stream().map(NarrationReplay.Line::text).toList();
        int from = 0;
        for (WorldEvent.Said s : spoken) {
            String words = Spoken.words(s.text().strip());
            int at = indexOf(lines, words, from);
            assertTrue(at >= 0, "said in order: " + words + " in " + lines);
            assertTrue(
                    lines.get(at).contains(" says: ")
                            || lines.get(at).startsWith("You say: ")
                            || s.text().strip().startsWith("+"),
                    "who said it: " + lines.get(at));
            from = at + 1;
        }
    }

    @Test
    void everythingElseIsAtMostTwentyLinesInAnyMinute() {
        List<NarrationReplay.Line> rest = CROWD.said.stream()
                .filter(l -> !l.text().contains(" says: ") && !l.text().startsWith("You say: "))
                .toList();
        assertTrue(rest.size() > 20, "the crowd has more to tell than a minute's pace: " + rest.size());
        int most = 0;
        for (int i = 0; i < rest.size(); i++) {
            int inMinute = 0;
            for (int j = i;
                    j < rest.size() && rest.get(j).millis() - rest.get(i).millis() < 60_000;
                    j++) {
                inMinute++;
            }
            most = Math.max(most, inMinute);
        }
        assertTrue(most <= Pace.PER_MINUTE, "at most 20 a minute, was " + most + ": " + rest);
        assertEquals(Pace.PER_MINUTE, 20);
    }

    @Test
    void theCrowdIsInTheCapturesThisTestReads() {
        assertTrue(Captures.names().contains("crowd.cap"));
    }

    private static int indexOf(List<String> lines, String words, int from) {
        for (int i = from; i < lines.size(); i++) {
            if (lines.get(i).contains(words)) {
                return i;
            }
        }
        return -1;
    }
}
