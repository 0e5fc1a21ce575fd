package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * With news frames spaced (as the gateway spaces them), what the game reports alone is drawn at
 * most once per spacing, everything that came meanwhile in one frame; what the player does, and
 * news about the player, is drawn at once. Without spacing every piece of news is drawn.
 */
class NewsFramesTest {
    private static final long SPACING = 100_000_000L;

    private static String stranger(int id, int x) {
        return "PU\n" + id + " 19 0 0 0 0 0 0 0 0 -1 0.50 1 0 " + x
                + " 2 14.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#";
    }

    private UiHarness ui;

    @BeforeEach
    void born() {
        ui = new UiHarness(80, 24).play("baby-mother.cap");
        ui.app.spaceNewsFrames(() -> SPACING);
        ui.nanos += 1_000_000_000L;
        ui.send(stranger(30, 2));
    }

    @Test
    void othersNewsWaitsForTheNextNewsFrameAndComesInOne() {
        int drawn = ui.refreshes;
        String before = ui.screenText();
        ui.nanos += 10_000_000L;
        ui.send(stranger(31, 3));
        ui.nanos += 10_000_000L;
        ui.send(stranger(32, 4));
        assertEquals(drawn, ui.refreshes, "news drawn within the spacing");
        assertEquals(before, ui.screenText());
        ui.nanos += SPACING;
        ui.tick();
        assertEquals(drawn + 1, ui.refreshes, "both pieces of news in one frame");
        assertNotEquals(before, ui.screenText());
    }

    @Test
    void aKeyIsDrawnAtOnce() {
        int drawn = ui.refreshes;
        ui.nanos += 10_000_000L;
        ui.press("?");
        assertEquals(drawn + 1, ui.refreshes, "the help asked for within the spacing");
    }

    @Test
    void newsAboutUsIsDrawnAtOnce() {
        int us = ui.snapshotOurId();
        int drawn = ui.refreshes;
        ui.nanos += 10_000_000L;
        ui.send("PU\n" + us + " 19 0 0 0 0 0 0 0 0 -1 0.50 1 1 5 5 1.00 60.00 3.75 0;0;0;0;0;0 0 0 -1 0 0\n#FM\n#");
        assertEquals(drawn + 1, ui.refreshes, "we were moved elsewhere within the spacing");
    }

    @Test
    void withoutSpacingEveryPieceOfNewsIsDrawn() {
        ui.app.spaceNewsFrames(() -> 0);
        int drawn = ui.refreshes;
        ui.nanos += 10_000_000L;
        ui.send(stranger(31, 3));
        ui.nanos += 10_000_000L;
        ui.send(stranger(32, 4));
        assertEquals(drawn + 2, ui.refreshes);
    }

    /**
     * The link's figures change on a frame drawn for something else, or after ten seconds: alone,
     * they were a packet of their own every few seconds while walking.
     */
    @Test
    void theLinksFiguresRideAlongWithOtherFrames() {
        ui.press("z"); // a key: the figures as they are now
        for (int second = 0; second < 6; second++) {
            ui.nanos += 1_000_000_000L;
            ui.link.received += 10_000; // 10 kB a second
            ui.tick();
        }
        assertTrue(ui.row(1).contains("in 0 B/s"), ui.row(1));
        ui.nanos += SPACING;
        ui.send(stranger(31, 3));
        assertTrue(ui.row(1).contains("in 0 B/s"), "news of others brings no figures: " + ui.row(1));
        ui.press("l");
        assertFalse(ui.row(1).contains("in 0 B/s"), ui.row(1));
    }

    @Test
    void theLinksFiguresAreDrawnAloneAfterTenSeconds() {
        for (int second = 0; second < 11; second++) {
            ui.nanos += 1_000_000_000L;
            ui.link.received += 10_000; // 10 kB a second
            ui.tick();
        }
        assertFalse(ui.row(1).contains("in 0 B/s"), ui.row(1));
    }
}
