package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import ohol.tui.EndToEnd;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --proxy-protocol}: behind a balancer (here a relay that writes a PROXY header, then
 * passes the bytes both ways), the gateway logs and limits the address the header names.
 */
@Timeout(60)
@EndToEnd
class GatewayProxyTest {
    @Test
    void theAddressAProxyHeaderNamesIsLoggedAndLimited(@TempDir Path state) throws Exception {
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        client.start();
        try (TestGateway gateway =
                        new TestGateway(state, Limits.DEFAULT.withSessions(10, 1), false, Optional.empty(), true);
                Relay v1 = new Relay(
                        gateway.port(),
                        "PROXY TCP4 203.0.113.7 127.0.0.1 40000 22\r\n".getBytes(StandardCharsets.US_ASCII));
                Relay v2 = new Relay(gateway.port(), Relay.v2Header(new byte[] {(byte) 198, 51, 100, 9}, 40001))) {
            try (SshPlayer first = SshPlayer.connect(client, v1.port(), SshPlayer.newKey(), 80, 24)) {
                assertTrue(first.session.isAuthenticated());
                // one session per address: a second from the same client is refused...
                assertThrows(IOException.class, () -> SshPlayer.connect(client, v1.port(), SshPlayer.newKey(), 80, 24));
                // ...while another client behind the same balancer comes in
                try (SshPlayer other = SshPlayer.connect(client, v2.port(), SshPlayer.newKey(), 80, 24)) {
                    assertTrue(other.session.isAuthenticated());
                }
            }
            // straight to the gateway, without a header: not a balancer's connection
            assertThrows(
                    IOException.class, () -> SshPlayer.connect(client, gateway.port(), SshPlayer.newKey(), 80, 24));
            String log = gateway.log();
            assertTrue(log.contains("connect 203.0.113.7:40000 (through 127.0.0.1:"), log);
            assertTrue(log.contains("authenticated 203.0.113.7:40000 key SHA256:"), log);
            assertTrue(log.contains("refused 203.0.113.7:40000 key SHA256:"), log);
            assertTrue(log.contains(": too many sessions from this address (1)"), log);
            assertTrue(log.contains("authenticated 198.51.100.9:40001 key SHA256:"), log);
            assertTrue(log.contains(": no PROXY header"), log);
            assertFalse(log.contains("authenticated 127.0.0.1"), log);
        } finally {
            client.stop();
        }
    }
}
