package ohol.tui.onelife.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import ohol.tui.EndToEnd;
import ohol.tui.core.net.Connection;
import ohol.tui.onelife.net.Listeners;
import ohol.tui.onelife.protocol.client.ClientCommand;
import ohol.tui.onelife.protocol.server.ServerMessage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An old server that says nothing after its greeting gets no keep-alive and no probe (it knows
 * neither; the 2016 one would kill the player), and is waited for rather than dropped as silent;
 * today's server, greeted the same way, gets both and is dropped when it stays silent.
 */
@Timeout(20)
@EndToEnd
class QuietOldServerTest {
    /** A keep-alive after 100 ms, a probe after 100 ms of silence, dropped after 200 ms. */
    private static final Connection.Settings QUICK =
            new Connection.Settings(Duration.ofSeconds(2), Duration.ofMillis(100), Duration.ofMillis(100));

    private record Outcome(String received, boolean open) {}

    private static Outcome greetThenSayNothing(String greeting) throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ByteArrayOutputStream received = new ByteArrayOutputStream();
            Thread server = new Thread(() -> {
                try (Socket s = listener.accept()) {
                    s.getOutputStream().write(greeting.getBytes(StandardCharsets.US_ASCII));
                    s.setSoTimeout(1000);
                    InputStream in = s.getInputStream();
                    byte[] buf = new byte[256];
                    long end = System.nanoTime() + 1_000_000_000L;
                    while (System.nanoTime() < end) {
                        try {
                            int n = in.read(buf);
                            if (n < 0) {
                                return;
                            }
                            synchronized (received) {
                                received.write(buf, 0, n);
                            }
                        } catch (java.net.SocketTimeoutException quiet) {
                            return;
                        }
                    }
                } catch (java.io.IOException e) {
                    // the client hung up
                }
            });
            server.start();
            DialectWire wire = new DialectWire(Optional.empty());
            Connection<ServerMessage, ClientCommand> c =
                    Connection.open("127.0.0.1", listener.getLocalPort(), QUICK, wire, wire, Listeners.nowhere());
            Thread.sleep(800); // real time the test is about: eight keep-alive spells, four silences
            boolean open = c.isOpen();
            c.close();
            server.join(5000);
            synchronized (received) {
                return new Outcome(received.toString(StandardCharsets.US_ASCII), open);
            }
        }
    }

    @Test
    void aQuiet2016ServerHearsNothingAndIsWaitedFor() throws Exception {
        assertEquals(new Outcome("", true), greetThenSayNothing("SN\n7\n#"));
    }

    @Test
    void aQuiet2015ServerHearsNothingAndIsWaitedFor() throws Exception {
        assertEquals(new Outcome("", true), greetThenSayNothing("MC\n16 -8 -8\n0 0\n#"));
    }

    @Test
    void todaysQuietServerIsKeptAliveProbedAndDropped() throws Exception {
        Outcome today = greetThenSayNothing("SN\n0/160\nABCDEF\n437\n#");
        assertTrue(today.received().contains("KA 0 0#"), today.received());
        assertTrue(today.received().contains("PING 0 0 "), today.received());
        assertTrue(!today.open(), "dropped as silent");
    }
}
