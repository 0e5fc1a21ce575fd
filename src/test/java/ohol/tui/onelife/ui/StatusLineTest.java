package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    /** A dead player's server answers no ping: the line stops counting one the moment we die. */
    @Test
    void noPingIsCountedUnansweredOnceWeAreDead() {
        UiHarness h = new UiHarness(80, 24).play("baby-child.cap");
        h.send("PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 0 0 0.31 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        h.link.unanswered = OptionalLong.of(3_000);
        h.nanos += 1_100_000_000L;
        h.tick();
        assertFalse(h.link.stoppedPinging, "alive, it pings");
        h.send(
                "PU\n16 353 0 0 0 0 0 0 0 0 -1 0.50 1 1 X X 0.32 60.00 2.81 0;0;0;0;0;0 0 0 -1 0 0 reason_hunger\n#FM\n#");
        h.nanos += 1_100_000_000L;
        h.tick();
        assertTrue(h.row(0).startsWith("YOU DIED"), h.row(0));
        assertTrue(h.link.stoppedPinging, "dead, it stops");
        assertFalse(h.row(1).contains("no answer to ping"), h.row(1));
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
