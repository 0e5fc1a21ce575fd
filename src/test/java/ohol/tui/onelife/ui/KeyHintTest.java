package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import ohol.tui.onelife.dialect.EraFeatures;
import ohol.tui.onelife.input.KeymapLoader;
import org.junit.jupiter.api.Test;

/** The bottom line offers the keys of the keymap in effect, not the default's. */
class KeyHintTest {
    @Test
    void theDefaultKeysAreOfferedAsBefore() {
        assertEquals(ChatPane.HINT, new KeyHint(KeymapLoader.defaults(), EraFeatures.TODAY).full());
    }

    @Test
    void reboundKeysAreOfferedForWhatTheyNowDo() {
        var mine = KeymapLoader.parse("[normal]\ns move 0 -1\nd move 1 0\nq ping\ne self\nD drop @\n", "mine");
        String hint = new KeyHint(KeymapLoader.defaults().overriddenBy(mine), EraFeatures.TODAY).full();
        assertEquals("? help  hjkl/arrows walk  x target  g use  e eat  D drop  t talk  Ctrl-c quit", hint);
    }

    @Test
    void aBabyIsOfferedItsOwnKeysFromThePlayersKeymap() {
        var mine = KeymapLoader.parse("[normal]\ny chat\nw jump\nx die\n", "mine");
        KeyHint hint = new KeyHint(KeymapLoader.defaults().overriddenBy(mine), EraFeatures.TODAY);
        assertEquals(
                "? help  y talk  w wriggle  x die  q quit",
                hint.baby(new BabyCan(true, BabyCan.Crawl.NO, java.util.Optional.of("wriggle"), true)));
        assertEquals(
                "? help  y talk  hjkl/arrows crawl  q quit",
                hint.baby(new BabyCan(true, BabyCan.Crawl.NOW, java.util.Optional.empty(), false)));
    }

    /** The status line names a baby's keys as the hint line does: the keymap's, not fixed text. */
    @Test
    void aBabysStatusLineNamesTheKeysOfThePlayersKeymap() {
        var mine = KeymapLoader.parse("[normal]\ny chat\nw jump\nx die\n", "mine");
        KeyHint hint = new KeyHint(KeymapLoader.defaults().overriddenBy(mine), EraFeatures.TODAY);
        assertEquals(
                java.util.List.of("y talk", "crawl soon", "w wriggle", "x die"),
                hint.babyKeys(new BabyCan(true, BabyCan.Crawl.SOON, java.util.Optional.of("wriggle"), true), true));
    }
}
