package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import ohol.tui.Golden;
import org.junit.jupiter.api.Test;

/**
 * The status line on Lanterna's virtual terminal: a ping gone unanswered is said there, and a
 * narrow terminal drops whole parts, the least useful first, keeping the ping and the link's bytes
 * per second to the last.
 */
class StatusLineTest {
    private static String statusRows(UiHarness h) {
        return h.row(0).stripTrailing() + "\n" + h.row(1).stripTrailing() + "\n";
    }

    @Test
    void aPingUnansweredIsSaidOnTheStatusLine() {
        UiHarness h = new UiHarness(80, 24).play("crowd.cap");
        h.link.unanswered = OptionalLong.of(12_400);
        h.nanos += 1_100_000_000L; // the once-a-second look at the figures
        h.tick();
        Golden.assertMatches("screens/status-unanswered-80x24", statusRows(h));
        assertTrue(h.row(1).contains("no answer to ping for 12 s"), h.row(1));
    }

    @Test
    void theStatusLineDropsItsLeastUsefulPartsFirst() {
        UiHarness wide = new UiHarness(120, 30).play("crowd.cap");
        assertTrue(wide.row(1).contains("screen "), wide.row(1));
        UiHarness at80 = new UiHarness(80, 24).play("crowd.cap");
        Golden.assertMatches("screens/status-crowd-80x24", statusRows(at80));
        assertTrue(at80.row(1).contains("ping 42 ms") && at80.row(1).contains("in 0 B/s out 0 B/s"), at80.row(1));
        UiHarness at40 = new UiHarness(40, 12).play("crowd.cap");
        assertEquals("ping 42 ms  in 0 B/s out 0 B/s", at40.row(1).strip());
    }
}
