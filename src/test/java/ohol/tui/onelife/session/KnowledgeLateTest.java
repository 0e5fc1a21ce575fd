package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import ohol.tui.RealData;
import ohol.tui.core.loop.Inbound;
import ohol.tui.core.loop.Macros;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.loop.SessionLoop;
import ohol.tui.onelife.data.TransitionBook;
import ohol.tui.onelife.input.Action;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The game's transitions arrive after the first frame: until then the session knows the objects
 * alone and never waits for the rest; it starts on them when the front-end first waits for news;
 * a query that needs them waits in the queue (the front-end's thread goes on) and is answered
 * when they come.
 */
@Timeout(
        value = 60,
        threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a session that waits for them would block for ever
class KnowledgeLateTest {
    private final long[] clock = {1_000_000_000L};
    private final RecordingLink link = new RecordingLink();
    private final CompletableFuture<TransitionBook> book = new CompletableFuture<>();
    private final CountDownLatch asked = new CountDownLatch(1);
    private final Mailbox<News, String> mailbox = new Mailbox<>();
    private final ScriptedFrontEnd front = new ScriptedFrontEnd();
    private final GameSession session = TestSessions.begun(
            new GameSession.Parts(
                    RealData.catalog(),
                    () -> {
                        asked.countDown();
                        return book.join();
                    },
                    RealData.biomes(),
                    () -> clock[0]),
            link,
            mailbox::news);
    private final Macros<Action> macros = new Macros<>(() -> clock[0], Action::pauseNanos);
    private final SessionLoop<News, String, Action, SessionEvent> loop =
            new SessionLoop<>(mailbox, session, front, macros, () -> clock[0]);

    /** Posts what the server wrote, frame by frame, as the connection's reader would. */
    private List<SessionEvent> run(String line) throws InterruptedException {
        mailbox.input(line);
        loop.round();
        return front.take();
    }

    @Test
    void aQueryBeforeTheTransitionsWaitsInTheQueueAndIsAnsweredWhenTheyCome() throws Exception {
        assertFalse(session.knowledge().knowsTransitions(), "the objects alone, at once");
        assertEquals(1, asked.getCount(), "the transitions are not read before the front-end waits");

        TestSessions.heardNow(session, TestSessions.ourPu("20.00"));
        session.takeEvents();
        assertEquals(1, asked.getCount(), "taking what came, as the front-end does before drawing, starts nothing");
        session.idle(); // the loop, about to wait for news
        assertEquals(Optional.empty(), mailbox.next(1_000_000));
        assertTrue(asked.await(20, TimeUnit.SECONDS), "waiting for news, in the world, starts the transitions");

        List<SessionEvent> before = run("hints");
        assertEquals(List.of(), before, "neither answered nor refused yet");
        assertFalse(macros.isEmpty(), "the query waits");
        assertEquals(Long.MAX_VALUE, loop.round(), "nothing to do until they come");
        assertFalse(session.knowledge().knowsTransitions());

        book.complete(RealData.book());
        Optional<Inbound<News, String>> news = mailbox.next(TimeUnit.SECONDS.toNanos(20));
        Inbound<News, String> inbound = news.orElseThrow();
        assertInstanceOf(Inbound.News.class, inbound);
        Inbound.News<News, String> learned = (Inbound.News<News, String>) inbound;
        assertInstanceOf(News.Learned.class, learned.news(), "the session hears of it");
        assertEquals(0, macros.nanosUntilDue(session::ready), "the query may run now");
        loop.round();
        List<SessionEvent> after = front.take();
        assertEquals(1, after.size(), after.toString());
        SessionEvent.Answered answered = assertInstanceOf(SessionEvent.Answered.class, after.get(0));
        assertInstanceOf(Answer.HintList.class, answered.answer());
        assertTrue(session.knowledge().knowsTransitions());
        assertTrue(macros.isEmpty());
    }

    @Test
    void aQueryThatNeedsNoTransitionsIsNotHeldBack() throws Exception {
        TestSessions.heardNow(session, TestSessions.ourPu("20.00"));
        session.takeEvents();
        List<SessionEvent> answered = run("family");
        assertEquals(1, answered.size(), answered.toString());
        assertInstanceOf(SessionEvent.Answered.class, answered.get(0));
        book.complete(TransitionBook.empty());
    }
}
