package ohol.tui.onelife.practice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The practice server against clients that misbehave or are too many: it must stay small and tidy. */
@Timeout(60)
@EndToEnd
class PracticeLinkTest {
    private static final String PASSWORD = "links";

    /** Everything the server sends until it hangs up. */
    private static String readToEnd(Socket s) throws IOException {
        InputStream in = s.getInputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toString(StandardCharsets.US_ASCII);
    }

    private static long threads(String prefix) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith(prefix))
                .count();
    }

    private static void awaitTrue(String what, java.util.function.BooleanSupplier condition)
            throws InterruptedException {
        Await.until(Duration.ofSeconds(30), condition, what);
    }

    @Test
    void aConnectionThatNeverLogsInIsDroppedWhenTheLoginWaitIsOver() throws Exception {
        try (var server =
                        PracticeServer.start(PracticeConfig.defaults(PASSWORD).withLoginWait(Duration.ofMillis(300)));
                Socket silent = new Socket(server.host(), server.port())) {
            String all = readToEnd(silent); // returns only when the server hangs up
            assertTrue(all.startsWith("SN\n0/32\n"), all);
            awaitTrue("the link forgotten", () -> server.openLinks() == 0);
        }
    }

    @Test
    void theAdvertisedLimitHoldsAndPendingLoginsCountTowardIt() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD).withMaxPlayers(2));
                var first = new PracticeClient(server, PASSWORD, "one@x", false);
                Socket waiting = new Socket(server.host(), server.port());
                Socket third = new Socket(server.host(), server.port())) {
            first.await("in", w -> w.us().isPresent());
            String sn = new String(waiting.getInputStream().readNBytes(7), StandardCharsets.US_ASCII);
            assertEquals("SN\n1/2\n", sn, "one life and room for one more");
            assertEquals("SERVER_FULL\n2/2\n#", readToEnd(third), "one life and one pending login fill two places");
        }
    }

    @Test
    void aLinkBeforeLoginHasOneThreadAndClosedLinksAreForgotten() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD))) {
            long readers = threads("practice-client-");
            long writers = threads("practice-writer-");
            List<Socket> open = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Socket s = new Socket(server.host(), server.port());
                s.getInputStream().readNBytes(2); // "SN": the server has taken it
                open.add(s);
            }
            awaitTrue("five readers", () -> threads("practice-client-") == readers + 5);
            assertEquals(writers, threads("practice-writer-"), "no writer thread before a login");
            for (Socket s : open) {
                s.close();
            }
            for (int i = 0; i < 200; i++) {
                try (Socket s = new Socket(server.host(), server.port())) {
                    s.getInputStream().read();
                }
            }
            awaitTrue("every link forgotten", () -> server.openLinks() == 0);
            awaitTrue("their threads gone", () -> threads("practice-client-") == readers);
        }
    }

    /**
     * Logs a raw socket in and returns it, its SN and ACCEPTED read. The loud client must log in
     * first: the second player is born as the first one's baby, and a baby's MOVE is ignored (a
     * loud baby would never hear the answers the test waits for).
     */
    private static Socket logIn(PracticeServer server, String email) throws IOException {
        Socket s = new Socket(server.host(), server.port());
        InputStream in = s.getInputStream();
        StringBuilder sn = new StringBuilder();
        for (int b; (b = in.read()) != '#'; ) {
            sn.append((char) b);
        }
        String challenge = sn.toString().split("\n")[2];
        var login = new ohol.tui.onelife.protocol.client.Login(
                false,
                "client_test",
                email,
                ohol.tui.onelife.net.LoginHasher.passwordHash(PASSWORD, challenge),
                ohol.tui.onelife.net.LoginHasher.accountKeyHash("KEY", challenge),
                0,
                java.util.Optional.empty());
        s.getOutputStream().write(login.toWire().getBytes(StandardCharsets.US_ASCII));
        s.getOutputStream().flush();
        // the world sends ACCEPTED once the player is in it: so a second login is surely born after
        // this one (to this one, an Eve, as her baby), never before it, whatever the threads' order
        StringBuilder answer = new StringBuilder();
        for (int b; (b = in.read()) != '#'; ) {
            if (b < 0) {
                throw new IOException("the server hung up before accepting " + email);
            }
            answer.append((char) b);
        }
        if (!answer.toString().strip().equals("ACCEPTED")) {
            throw new IOException("not accepted: " + answer);
        }
        return s;
    }

    @Test
    void aClientThatNeverReadsIsHungUpOnBeforeItsBacklogGrowsWithoutEnd() throws Exception {
        try (var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD));
                Socket loud = logIn(server, "loud@x");
                Socket deaf = logIn(server, "deaf@x")) {
            deaf.setSoTimeout(30_000); // a failure, not a hang, if the server never hangs up
            java.util.concurrent.atomic.AtomicLong heard = new java.util.concurrent.atomic.AtomicLong();
            Thread drain = new Thread(() -> {
                byte[] buffer = new byte[65536];
                try {
                    for (int n; (n = loud.getInputStream().read(buffer)) >= 0; ) {
                        heard.addAndGet(n);
                    }
                } catch (IOException e) {
                    // closed at the end
                }
            });
            drain.setDaemon(true);
            drain.start();
            // a MOVE from the wrong start is answered with a forced PU to everyone, FORCE clears it;
            // sent in bursts that the loud client reads up, while the deaf one's news piles up past
            // the kernel's buffers and the backlog cap
            byte[] nudges = "MOVE 5 5 @2 1 0#FORCE 0 0#".repeat(1000).getBytes(StandardCharsets.US_ASCII);
            java.io.OutputStream out = loud.getOutputStream();
            for (int burst = 0; burst < 400 && !deaf.isInputShutdown() && server.openLinks() == 2; burst++) {
                long before = heard.get();
                out.write(nudges);
                out.flush();
                awaitTrue("the loud one to hear its burst", () -> heard.get() - before >= 1000 * 80L);
            }
            readToEnd(deaf); // ends only when the server hangs up on the deaf client
            awaitTrue("the loud one still in", () -> server.openLinks() == 1);
        }
    }

    @Test
    void closingTheServerWithClientsOnPrintsNothing() throws Exception {
        PrintStream original = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Set<Thread> earlier = Await.threads();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            for (int round = 0; round < 3; round++) {
                var server = PracticeServer.start(PracticeConfig.defaults(PASSWORD));
                var a = new PracticeClient(server, PASSWORD, "a@close", false);
                var b = new PracticeClient(server, PASSWORD, "b@close", false);
                a.await("in", w -> w.us().isPresent());
                a.perform("move 3 0");
                server.close();
                a.close();
                b.close();
            }
            // the readers' last words, if any, come before they end
            Await.until(
                    Duration.ofSeconds(30), () -> Await.endedSince(earlier, "practice-", "net-"), "the readers ended");
        } finally {
            System.setErr(original);
        }
        String printed = err.toString(StandardCharsets.UTF_8);
        assertFalse(printed.contains("Exception"), printed);
        assertEquals("", printed);
    }
}
