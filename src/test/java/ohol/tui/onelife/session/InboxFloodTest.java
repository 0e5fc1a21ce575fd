package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import ohol.tui.Await;
import ohol.tui.core.loop.Inbound;
import ohol.tui.core.loop.Mailbox;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.protocol.server.ServerStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An MX flood faster than the front-end takes it (a script reading headless output slowly):
 * the connection's reader waits at the mailbox's capacity instead of memory growing, and every
 * message still arrives once the front-end catches up.
 */
@Timeout(60)
class InboxFloodTest {
    @Test
    void aFloodWaitsAtTheInboxCapacityAndNothingIsLost() throws Exception {
        Mailbox<News, Void> mailbox = new Mailbox<>();
        GameSession session =
                TestSessions.begun(new GameSession.Parts(ObjectCatalog.empty(), System::nanoTime), new RecordingLink());
        List<ServerMessage> mx =
                ServerStream.decodeAll("MX\n5 5 0 33 -11\n#".getBytes(StandardCharsets.US_ASCII), new ArrayList<>());
        assertEquals(1, mx.size());
        int flood = 100_000;
        AtomicInteger posted = new AtomicInteger();
        Thread reader = new Thread(() -> {
            for (int i = 0; i < flood; i++) {
                mailbox.news(new News.Net(session.lives(), new NetEvent.Received<>(mx.get(0))));
                posted.incrementAndGet();
            }
        });
        reader.start();
        Await.until(
                Duration.ofSeconds(10),
                () -> posted.get() > 0 && Await.waitingOrEnded(reader),
                () -> "the reader held (posted " + posted.get() + ")");
        assertEquals(Mailbox.CAPACITY, posted.get(), "the reader is held at the capacity, not posting on");
        assertTrue(reader.isAlive(), "the reader waits for room");

        int taken = 0;
        for (Optional<Inbound<News, Void>> in; (in = mailbox.next(1_000_000_000L)).isPresent(); ) {
            session.take(((Inbound.News<News, Void>) in.get()).news());
            session.takeEvents();
            taken++;
            if (taken == flood) {
                break;
            }
        }
        reader.join(10_000);
        assertEquals(flood, taken, "every message arrived");
    }
}
