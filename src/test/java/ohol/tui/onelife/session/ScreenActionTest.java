package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.input.ScreenAction;
import org.junit.jupiter.api.Test;

/** A screen's own action handed to the game (by a front-end without a screen) is refused with its reason, nothing sent. */
class ScreenActionTest {
    @Test
    void aScreenActionIsRefusedNotSent() {
        RecordingLink link = new RecordingLink();
        GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> 1_000_000_000L, link);
        TestSessions.heardNow(session, TestSessions.ourPu("20.00"));
        session.takeEvents();
        int sent = link.sent.size();
        session.perform(new ScreenAction.Help());
        List<String> refused = session.takeEvents().stream()
                .filter(e -> e instanceof SessionEvent.Refused)
                .map(e -> ((SessionEvent.Refused) e).reason())
                .toList();
        assertEquals(List.of("this action works only in the terminal screen"), refused);
        assertEquals(sent, link.sent.size(), link.sent.toString());
    }
}
