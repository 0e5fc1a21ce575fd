package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ohol.tui.EndToEnd;
import ohol.tui.core.loop.ExitCode;
import ohol.tui.core.loop.Macros;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.onelife.input.Action;
import ohol.tui.onelife.session.GameSession;
import ohol.tui.onelife.session.News;
import ohol.tui.onelife.session.ScriptedFrontEnd;
import ohol.tui.onelife.session.SessionEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A front-end that is neither the screen nor headless mode, written in a few lines
 * ({@link ScriptedFrontEnd}), plays a practice life over a real socket on the same loop: its lines
 * become actions, the life begins, a walk and a line said are answered, and the screen's own
 * actions are left to it.
 */
@Timeout(60)
@EndToEnd
class ThirdFrontEndTest {
    @Test
    void aTinyFrontEndPlaysAPracticeLifeOnTheOneLoop() throws Exception {
        try (PracticeServer server = PracticeServer.start(PracticeConfig.defaults("pw"))) {
            Mailbox<News, String> mailbox = new Mailbox<>();
            GameSession session = PracticeLogins.session(server, "third@x", "pw", mailbox::news);
            ScriptedFrontEnd front = new ScriptedFrontEnd();
            var loop = new SessionLoop<>(
                    mailbox, session, front, new Macros<>(System::nanoTime, Action::pauseNanos), System::nanoTime);
            session.begin();
            CompletableFuture<ExitCode> end = CompletableFuture.supplyAsync(() -> {
                try {
                    return loop.run(); // the loop on a thread of its own, as a front-end's would be
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            // lines as a third front-end's own input thread hands them over, before the life has begun
            for (String line : List.of("move 1 0", "say HELLO", "target")) {
                mailbox.input(line);
            }
            List<SessionEvent> seen = new ArrayList<>();
            assertTrue(
                    front.await(e -> e instanceof SessionEvent.Walked, seen, 20),
                    "the walk was answered: " + kinds(seen));
            assertTrue(
                    front.await(
                            e -> e instanceof SessionEvent.Done d && d.change().contains("HELLO"), seen, 20),
                    "the line said was answered: " + kinds(seen));
            assertTrue(
                    seen.stream().anyMatch(SessionEvent.LifeBegan.class::isInstance), "the life began: " + kinds(seen));
            assertEquals(List.of("target"), front.refusedHere(), "the screen's action stayed with the front-end");

            mailbox.input("quit");
            assertEquals(ExitCode.OK, end.get(10, TimeUnit.SECONDS), "the loop ends when the front-end is done");
        }
    }

    /** The kinds of events seen, for a failure's message (a map chunk in full would bury it). */
    private static List<String> kinds(List<SessionEvent> seen) {
        return seen.stream().map(e -> e.getClass().getSimpleName()).toList();
    }
}
