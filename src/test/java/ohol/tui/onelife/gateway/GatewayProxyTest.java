package ohol.tui.onelife.gateway;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
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
                Relay v2 = new Relay(gateway.port(), v2Header(new byte[] {(byte) 198, 51, 100, 9}, 40001))) {
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
            assertTrue(log.contains("refused 203.0.113.7:40000: too many sessions from this address (1)"), log);
            assertTrue(log.contains("authenticated 198.51.100.9:40001 key SHA256:"), log);
            assertTrue(log.contains(": no PROXY header"), log);
            assertFalse(log.contains("authenticated 127.0.0.1"), log);
        } finally {
            client.stop();
        }
    }

    /** A PROXY v2 header: PROXY command, TCP over IPv4, from {@code source}:{@code port} to 127.0.0.1:22. */
    private static byte[] v2Header(byte[] source, int port) {
        byte[] h = new byte[16 + 12];
        byte[] signature = {0x0D, 0x0A, 0x0D, 0x0A, 0x00, 0x0D, 0x0A, 0x51, 0x55, 0x49, 0x54, 0x0A};
        System.arraycopy(signature, 0, h, 0, 12);
        h[12] = 0x21; // version 2, PROXY
        h[13] = 0x11; // IPv4, stream
        h[15] = 12;
        System.arraycopy(source, 0, h, 16, 4);
        h[20] = 127;
        h[23] = 1;
        h[24] = (byte) (port >> 8);
        h[25] = (byte) port;
        h[27] = 22;
        return h;
    }

    /** A balancer: each connection to it becomes one to the gateway, opened with {@code header}. */
    private static final class Relay implements AutoCloseable {
        private final ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final int target;
        private final byte[] header;

        Relay(int target, byte[] header) throws IOException {
            this.target = target;
            this.header = header;
            daemon(this::accept);
        }

        int port() {
            return listener.getLocalPort();
        }

        private void accept() {
            try {
                while (true) {
                    Socket in = listener.accept();
                    Socket out = new Socket(InetAddress.getLoopbackAddress(), target);
                    out.getOutputStream().write(header);
                    daemon(() -> pipe(in, out));
                    daemon(() -> pipe(out, in));
                }
            } catch (IOException e) {
                // closed
            }
        }

        private static void pipe(Socket from, Socket to) {
            try (InputStream in = from.getInputStream();
                    OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // either side went away
            } finally {
                try {
                    from.close();
                    to.close();
                } catch (IOException ignored) {
                    // closing anyway
                }
            }
        }

        private static void daemon(Runnable r) {
            Thread t = new Thread(r, "test relay");
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void close() throws IOException {
            listener.close();
        }
    }
}
