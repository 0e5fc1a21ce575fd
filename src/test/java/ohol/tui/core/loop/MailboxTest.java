package ohol.tui.core.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import ohol.tui.Await;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The mailbox counts what its news weighs: a flood of heavy news waits at the byte budget, not at a count. */
@Timeout(30)
class MailboxTest {
    private static final int HEAVY = 100_000;

    /** Posts {@code count} pieces of news weighing {@code weight} each on a thread of its own, counting them in. */
    private static Thread poster(Mailbox<Integer, String> mailbox, int count, int weight, AtomicInteger posted) {
        Thread t = new Thread(() -> {
            for (int i = 0; i < count; i++) {
                mailbox.news(weight);
                posted.incrementAndGet();
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Waits until the poster has posted more than {@code before} and waits for room (or has posted all). */
    private static void heldAfter(Thread poster, AtomicInteger posted, int before) throws InterruptedException {
        Await.until(
                Duration.ofSeconds(10),
                () -> posted.get() > before && Await.waitingOrEnded(poster),
                () -> "the poster held after " + before + " (posted " + posted.get() + ")");
    }

    @Test
    void heavyNewsWaitsAtTheByteBudget() throws Exception {
        Mailbox<Integer, String> mailbox = new Mailbox<>(weight -> weight);
        AtomicInteger posted = new AtomicInteger();
        Thread reader = poster(mailbox, 1_000, HEAVY, posted);
        heldAfter(reader, posted, 0);
        long fits = Mailbox.BUDGET / (HEAVY + Mailbox.OVERHEAD);
        assertEquals(fits, posted.get(), "held at the budget, not at the capacity");
        assertTrue(mailbox.waitingBytes() <= Mailbox.BUDGET);
        assertTrue(reader.isAlive(), "the poster waits for room");
        assertTrue(mailbox.next(0).isPresent());
        heldAfter(reader, posted, (int) fits);
        assertEquals(fits + 1, posted.get(), "one out, one in");
        for (int taken = 1; taken < 1_000; taken++) {
            assertTrue(mailbox.next(5_000_000_000L).isPresent(), "all arrive: " + taken);
        }
        reader.join(5_000);
        assertEquals(0, mailbox.waitingBytes());
    }

    @Test
    void newsHeavierThanTheBudgetGoesInAlone() throws Exception {
        Mailbox<Integer, String> mailbox = new Mailbox<>(weight -> weight);
        AtomicInteger posted = new AtomicInteger();
        Thread poster = poster(mailbox, 3, (int) Mailbox.BUDGET * 2, posted);
        heldAfter(poster, posted, 0);
        assertEquals(1, posted.get());
        assertTrue(mailbox.next(0).isPresent());
        heldAfter(poster, posted, 1);
        assertEquals(2, posted.get());
    }

    @Test
    void theTakingThreadNeverWaitsOnItself() throws Exception {
        Mailbox<Integer, String> mailbox = new Mailbox<>(weight -> weight);
        mailbox.next(0); // this thread takes
        AtomicInteger posted = new AtomicInteger();
        Thread poster = poster(mailbox, 1_000, HEAVY, posted);
        heldAfter(poster, posted, 0);
        assertTrue(mailbox.waitingBytes() + HEAVY > Mailbox.BUDGET, "full");
        mailbox.news(HEAVY); // a connection this thread closed says so: it must not wait for itself
        assertEquals(posted.get() + 1, mailbox.waiting());
    }
}
