package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stranger reconnecting as fast as it can, over real sockets: each connection says hello and
 * goes. The log keeps a few of its connections line by line and counts the rest, so it grows by
 * a line per address every ten seconds, not two lines per connection.
 */
@Timeout(90)
@EndToEnd
class GatewayReconnectFloodTest {
    @TempDir
    Path state;

    @Test
    void aStrangerReconnectingIsAFewLinesAndACount() throws Exception {
        try (TestGateway gateway = new TestGateway(state)) {
            int connections = 60;
            for (int i = 0; i < connections; i++) {
                try (Socket s = new Socket(InetAddress.getLoopbackAddress(), gateway.port())) {
                    s.getOutputStream().write("SSH-2.0-again\r\n".getBytes(StandardCharsets.US_ASCII));
                    InputStream in = s.getInputStream();
                    while (in.read() != '\n') {
                        // the gateway's identification line
                    }
                }
            }
            Await.until(
                    java.time.Duration.ofSeconds(30),
                    () -> gateway.log().contains("more connections in 10 s"),
                    () -> "the count of the rest:\n" + gateway.log());
            String log = gateway.log();
            long connects = log.lines()
                    .filter(l -> l.matches("\\S+ connect 127\\.0\\.0\\.1:\\d+"))
                    .count();
            long disconnects =
                    log.lines().filter(l -> l.contains(" disconnect 127.0.0.1")).count();
            assertEquals(GatewayLog.CONNECTIONS_LOGGED, connects, log);
            assertTrue(disconnects <= GatewayLog.CONNECTIONS_LOGGED, log);
            long counted = log.lines()
                    .filter(l -> l.contains("connect 127.0.0.1: "))
                    .mapToLong(l -> Long.parseLong(l.replaceFirst(".*connect 127\\.0\\.0\\.1: (\\d+) more.*", "$1")))
                    .sum();
            assertEquals(connections - GatewayLog.CONNECTIONS_LOGGED, counted, log);
        }
    }
}
