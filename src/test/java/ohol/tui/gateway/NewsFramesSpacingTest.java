package ohol.tui.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A gateway's news frames: ten a second each while few play, 250 a second in all beyond. */
class NewsFramesSpacingTest {
    @Test
    void theSpacingGrowsWithThePlayersBeyondTwentyFive() {
        assertEquals(100_000_000L, NewsFrames.spacing(0));
        assertEquals(100_000_000L, NewsFrames.spacing(1));
        assertEquals(100_000_000L, NewsFrames.spacing(25));
        assertEquals(200_000_000L, NewsFrames.spacing(50));
        assertEquals(400_000_000L, NewsFrames.spacing(100));
    }
}
