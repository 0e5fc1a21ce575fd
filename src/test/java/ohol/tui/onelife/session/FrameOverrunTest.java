package ohol.tui.onelife.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import ohol.tui.TestMaps;
import ohol.tui.core.net.NetEvent;
import ohol.tui.onelife.data.ObjectCatalog;
import ohol.tui.onelife.protocol.server.ServerMessage;
import ohol.tui.onelife.world.World;
import org.junit.jupiter.api.Test;

/** A server that never ends a frame is hung up on with the reason, and what it sent after is not read. */
class FrameOverrunTest {
    @Test
    void theSessionDropsAServerThatNeverEndsAFrame() {
        RecordingLink link = new RecordingLink();
        GameSession session = TestSessions.begun(ObjectCatalog.empty(), () -> 0L, link);
        TestSessions.heardNow(session, TestSessions.ourPu("14.00"));
        session.takeEvents();
        ServerMessage mx = TestMaps.decode("MX\n5 5 0 33 -1\n#".getBytes(StandardCharsets.US_ASCII))
                .get(0);
        int heard = 0;
        while (link.droppedFor == null && heard < 100) {
            TestSessions.hear(session, new NetEvent.Received<>(mx, 250_000));
            heard++;
        }
        assertNotNull(link.droppedFor, "dropped");
        assertEquals(World.MAX_PENDING_BYTES / 250_000 + 1, heard);
        assertTrue(link.droppedFor.startsWith("the server sent more than the client can hold"), link.droppedFor);
        session.takeEvents();
        TestSessions.hear(session, new NetEvent.Received<>(mx, 10));
        assertEquals(0, session.takeEvents().size(), "nothing more is read from it");
    }
}
