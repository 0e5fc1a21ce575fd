package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The server's emote throttle, counted as server.cpp counts it. */
class EmoteThrottleTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void elevenEmotesInAMinuteAreShownThenNoneForTwoMinutes() {
        EmoteThrottle throttle = new EmoteThrottle(0);
        int shown = 0;
        for (int i = 1; i <= 13; i++) {
            shown += throttle.mayShow(i * SECOND) ? 1 : 0;
        }
        assertEquals(11, shown, "the eleventh goes out and starts the cooldown");
        assertFalse(throttle.mayShow(11 * SECOND + EmoteThrottle.COOLDOWN_NANOS), "still cooling");
        assertTrue(throttle.mayShow(12 * SECOND + EmoteThrottle.COOLDOWN_NANOS));
    }

    @Test
    void aNewWindowStartsAfterAMinute() {
        EmoteThrottle throttle = new EmoteThrottle(0);
        for (int i = 1; i <= 10; i++) {
            assertTrue(throttle.mayShow(i * SECOND));
        }
        // the emote that opens a window is not counted in it (server.cpp): twelve go out, then none
        for (int i = 1; i <= 12; i++) {
            assertTrue(throttle.mayShow(61 * SECOND + i * SECOND), "a fresh window at 62 s, emote " + i);
        }
        assertFalse(throttle.mayShow(80 * SECOND));
    }
}
