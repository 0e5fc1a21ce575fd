package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Lines a stranger can make by the thousand: one of a kind per quiet time, the rest counted. */
class GatewayLogTest {
    @Test
    void aFloodOfOneKindIsOneLineAndACount() {
        StringWriter written = new StringWriter();
        AtomicLong now = new AtomicLong(1);
        GatewayLog log = new GatewayLog(new PrintWriter(written, true), now::get);
        for (int i = 0; i < 1000; i++) {
            log.often("the pool is full", "refused 203.0.113." + (i % 250) + ":1: the pool is full");
        }
        log.often("another reason", "refused 198.51.100.1:1: another reason");
        log.flush(); // too soon: nothing more
        assertEquals(2, written.toString().lines().count(), written.toString());
        now.addAndGet(GatewayLog.QUIET.toNanos());
        log.flush();
        String all = written.toString();
        assertEquals(3, all.lines().count(), all);
        assertTrue(
                all.contains("refused 999 more connections the same way (not logged one by one): the pool is full"),
                all);
        // the quiet time over, the next one is written again
        log.often("the pool is full", "refused 203.0.113.9:1: the pool is full");
        assertEquals(4, written.toString().lines().count(), written.toString());
    }

    @Test
    void aStrangerReconnectingAsFastAsItCanIsFiveConnectionsAndACount() {
        StringWriter written = new StringWriter();
        AtomicLong now = new AtomicLong(1);
        GatewayLog log = new GatewayLog(new PrintWriter(written, true), now::get);
        int logged = 0;
        for (int i = 0; i < 1000; i++) {
            logged += log.logConnection("203.0.113.7") ? 1 : 0;
        }
        assertEquals(GatewayLog.CONNECTIONS_LOGGED, logged);
        assertTrue(log.logConnection("198.51.100.1"), "another address is logged");
        log.flush(); // too soon: nothing
        assertEquals("", written.toString());
        now.addAndGet(GatewayLog.QUIET.toNanos());
        log.flush();
        assertEquals(
                "connect 203.0.113.7: 995 more connections in 10 s (their connect lines, and the disconnect lines"
                        + " of those that did not log in, not logged one by one)",
                written.toString().strip().replaceFirst("^\\S+ ", ""));
        assertTrue(log.logConnection("203.0.113.7"), "the quiet time over, logged again");
    }
}
