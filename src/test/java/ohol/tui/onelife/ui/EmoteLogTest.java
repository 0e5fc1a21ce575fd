package ohol.tui.onelife.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import ohol.tui.onelife.world.Family;
import ohol.tui.onelife.world.WorldEvent;
import org.junit.jupiter.api.Test;

/** The message log: an emotion without a word is not logged, and a line repeated straight after itself is counted. */
class EmoteLogTest {
    @Test
    void anUnnamedEmotionIsNotLoggedAndRepeatsFold() {
        UiHarness h = new UiHarness(80, 24).play("crowd.cap");
        int us = h.snapshotOurId();
        Family family = Family.of(h.app.snapshotForTests(), UiHarness.catalog());
        MessageLog log = new MessageLog(0);
        for (int i = 0; i < 3; i++) { // as the server repeats a lasting emotion: it, then its end (-1)
            log.event(new WorldEvent.Emoted(us, "", 31, true), family, i);
            log.event(new WorldEvent.Emoted(us, "", -1, true), family, i);
        }
        log.notice("Walking to the Stone, E 1", 5);
        List<String> lines = log.entries().stream().map(MessageLog.Entry::text).toList();
        assertEquals(List.of("You *STARVING* x3", "Walking to the Stone, E 1"), lines);
    }
}
