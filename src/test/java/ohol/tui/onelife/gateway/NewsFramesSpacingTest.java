package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A gateway's news frames: ten a second each while few play, 200 a second in all beyond. */
class NewsFramesSpacingTest {
    @Test
    void theSpacingGrowsWithThePlayersBeyondTwenty() {
        assertEquals(100_000_000L, NewsFrames.spacing(0));
        assertEquals(100_000_000L, NewsFrames.spacing(1));
        assertEquals(100_000_000L, NewsFrames.spacing(20));
        assertEquals(150_000_000L, NewsFrames.spacing(30));
        assertEquals(250_000_000L, NewsFrames.spacing(50));
        assertEquals(500_000_000L, NewsFrames.spacing(100));
    }
}
