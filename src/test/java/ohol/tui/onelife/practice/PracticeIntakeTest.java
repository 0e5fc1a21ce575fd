package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The practice server reads a new connection as server.cpp does: a stranger that does not log in first is hung up on at once. */
@Timeout(60)
@EndToEnd
class PracticeIntakeTest {
    private static final String PASSWORD = "intake";

    /** Long enough that only the reading rules, never the login wait, can hang up. */
    private static PracticeConfig config() {
        return PracticeConfig.defaults(PASSWORD).withLoginWait(Duration.ofSeconds(120));
    }

    /** Everything the server sends until it hangs up; fails if it has not within 5 s. */
    private static String readToHangUp(Socket s) throws IOException {
        s.setSoTimeout(5000);
        InputStream in = s.getInputStream();
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                all.write(buffer, 0, n);
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("not hung up on; heard " + all.toString(StandardCharsets.US_ASCII));
        } catch (IOException e) {
            // reset: hung up on with our bytes unread
        }
        return all.toString(StandardCharsets.US_ASCII);
    }

    @Test
    void aFirstCommandThatIsNotALoginIsHungUpOnAtOnce() throws Exception {
        Queue<String> log = new ConcurrentLinkedQueue<>();
        try (var server = PracticeServer.start(config(), log::add);
                Socket s = new Socket(server.host(), server.port())) {
            s.getOutputStream().write("PING 0 0 1#".getBytes(StandardCharsets.US_ASCII));
            assertTrue(readToHangUp(s).startsWith("SN\n"), "the challenge, then nothing");
            assertEquals(1, log.size(), log.toString());
            assertTrue(log.peek().endsWith("a first command that is not a LOGIN"), log.toString());
        }
    }

    @Test
    void nonsenseInsteadOfALoginIsHungUpOnAtOnce() throws Exception {
        try (var server = PracticeServer.start(config());
                Socket s = new Socket(server.host(), server.port())) {
            s.getOutputStream().write("GET / HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            assertTrue(readToHangUp(s).startsWith("SN\n"), "the challenge, then nothing");
        }
    }

    @Test
    void keepAlivesBeforeTheLoginAreDroppedAsTheServerDoes() throws Exception {
        try (var server = PracticeServer.start(config());
                Socket s = RawPlayer.logInSocket(server, PASSWORD, "ka@x", "KA 0 0#")) {
            // a link hung up on at the KA would never answer the LOGIN that follows it
            s.setSoTimeout(5000);
            InputStream in = s.getInputStream();
            StringBuilder heard = new StringBuilder();
            for (int b; heard.indexOf("#") < 0 && (b = in.read()) >= 0; ) {
                heard.append((char) b);
            }
            assertEquals("ACCEPTED\n#", heard.toString(), "still on after a KA: the login that follows is taken");
            assertEquals(1, server.openLinks());
        }
    }
}
