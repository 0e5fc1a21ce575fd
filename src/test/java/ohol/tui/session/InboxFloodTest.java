package ohol.tui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ohol.tui.core.net.NetEvent;
import ohol.tui.data.ObjectCatalog;
import ohol.tui.protocol.server.ServerMessage;
import ohol.tui.protocol.server.ServerStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An MX flood faster than the front-end takes it (a script reading headless output slowly):
 * the connection's reader waits at the inbox's capacity instead of memory growing, and every
 * message still arrives once the front-end catches up.
 */
@Timeout(60)
class InboxFloodTest {
    @Test
    void aFloodWaitsAtTheInboxCapacityAndNothingIsLost() throws Exception {
        GameSession session = TestSessions.begun(ObjectCatalog.empty(), System::nanoTime, new RecordingLink());
        List<ServerMessage> mx =
                ServerStream.decodeAll("MX\n5 5 0 33 -11\n#".getBytes(StandardCharsets.US_ASCII), new ArrayList<>());
        assertEquals(1, mx.size());
        int flood = 100_000;
        Thread reader = new Thread(() -> {
            for (int i = 0; i < flood; i++) {
                TestSessions.hear(session, new NetEvent.Received(mx.get(0)));
            }
        });
        reader.start();
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (session.waiting() < GameSession.INBOX_CAPACITY && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        Thread.sleep(200);
        assertEquals(GameSession.INBOX_CAPACITY, session.waiting(), "held at the capacity, not growing");
        assertTrue(reader.isAlive(), "the reader waits for room");

        int taken = 0;
        for (Optional<Inbound> in; (in = session.next(1_000_000_000L)).isPresent(); ) {
            session.onNet((Inbound.Net) in.get());
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
