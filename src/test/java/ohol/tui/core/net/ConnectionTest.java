package ohol.tui.core.net;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The core's connection with no game behind it: a toy wire of text lines over a real loopback
 * socket. What arrives is decoded and heard in order, commands leave encoded, a keep-alive fills
 * an idle link, a probe is answered and timed, a malformed line is skipped and said, and however
 * the link ends the listener hears it once, last, with its reason.
 */
@EndToEnd
@Timeout(30)
class ConnectionTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    /** Nothing of the connection's own for the length of any test: only what a test asks for is sent. */
    private static final Connection.Settings CALM = new Connection.Settings(
            Duration.ofSeconds(5),
            Duration.ofSeconds(60),
            Duration.ofSeconds(60),
            Duration.ofSeconds(60),
            Duration.ofSeconds(60));

    /**
     * Lines of text, one message each. A line starting with {@code ?} is malformed (skipped and
     * reported); a line {@code BYE?} cannot be followed at all; {@code BUG?} meets a bug in the client.
     */
    static final class Lines implements Codec<String, String> {
        @Override
        public StreamReader reader(Receiver<String> receiver) {
            return new StreamReader() {
                private final ByteArrayOutputStream line = new ByteArrayOutputStream();

                @Override
                public void feed(byte[] bytes, int offset, int length) {
                    for (int i = offset; i < offset + length; i++) {
                        if (bytes[i] != '\n') {
                            line.write(bytes[i]);
                            continue;
                        }
                        String text = line.toString(StandardCharsets.UTF_8);
                        line.reset();
                        if (text.equals("BYE?")) {
                            throw new UnreadableStream("a line that cannot be followed");
                        } else if (text.equals("BUG?")) {
                            throw new IllegalStateException("planted bug");
                        } else if (text.startsWith("?")) {
                            receiver.problem("malformed: " + text);
                        } else {
                            receiver.message(text, text.length() + 1);
                        }
                    }
                }

                @Override
                public void close() {}
            };
        }

        @Override
        public byte[] encode(String command) {
            return (command + "\n").getBytes(StandardCharsets.UTF_8);
        }
    }

    /** {@code KA} keeps the link, {@code PING n} probes, {@code PONG n} answers it. */
    static final class Beat implements Heartbeat<String, String> {
        @Override
        public String keepAlive() {
            return "KA";
        }

        @Override
        public String probe(int id) {
            return "PING " + id;
        }

        @Override
        public OptionalInt answers(String message) {
            return message.startsWith("PONG ")
                    ? OptionalInt.of(Integer.parseInt(message.substring(5)))
                    : OptionalInt.empty();
        }
    }

    /** What the connection reported, through the core's own {@link Inbox}, and what it said it sent. */
    static final class Heard implements ConnectionListener<String, String> {
        final BlockingQueue<NetEvent<String>> events = new LinkedBlockingQueue<>();
        final BlockingQueue<String> sent = new LinkedBlockingQueue<>();
        final List<byte[]> sentBytes = new ArrayList<>();
        private final Inbox<String, String> inbox = new Inbox<>(events::add);

        @Override
        public void onMessage(String message) {
            inbox.onMessage(message);
        }

        @Override
        public void onMessage(String message, int bytes) {
            inbox.onMessage(message, bytes);
        }

        @Override
        public void onProblem(String description) {
            inbox.onProblem(description);
        }

        @Override
        public void onClosed(CloseReason reason) {
            inbox.onClosed(reason);
        }

        @Override
        public synchronized void onSent(String command, byte[] bytes) {
            sentBytes.add(bytes.clone());
            sent.add(command);
        }

        NetEvent<String> next() throws InterruptedException {
            NetEvent<String> e = events.poll(WAIT.toSeconds(), TimeUnit.SECONDS);
            if (e == null) {
                throw new AssertionError("the listener heard nothing more");
            }
            return e;
        }

        CloseReason closed() throws InterruptedException {
            NetEvent<String> e = next();
            if (e instanceof NetEvent.Closed<String> c) {
                return c.reason();
            }
            throw new AssertionError("heard " + e + " where the close was awaited");
        }
    }

    /** The server's end: one accepted socket, read a line at a time. */
    static final class Peer implements AutoCloseable {
        private final ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        private Socket socket;
        private BufferedReader in;
        private OutputStream out;

        Peer() throws IOException {}

        int port() {
            return listener.getLocalPort();
        }

        void accept() throws IOException {
            listener.setSoTimeout((int) WAIT.toMillis());
            socket = listener.accept();
            socket.setSoTimeout((int) WAIT.toMillis());
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            out = socket.getOutputStream();
        }

        /** The next line the client sent; null at its end of stream. */
        String line() throws IOException {
            return in.readLine();
        }

        void say(String text) throws IOException {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        }

        @Override
        public void close() throws IOException {
            if (socket != null) {
                socket.close();
            }
            listener.close();
        }
    }

    private final Heard heard = new Heard();
    private final Peer peer;
    private Connection<String, String> connection;

    ConnectionTest() throws IOException {
        peer = new Peer();
    }

    private void open(Connection.Settings settings) throws IOException {
        connection = Connection.open("127.0.0.1", peer.port(), settings, new Lines(), new Beat(), heard);
        peer.accept();
    }

    @AfterEach
    void hangUp() throws IOException {
        if (connection != null) {
            connection.close();
        }
        peer.close();
    }

    private static NetEvent<String> received(String message) {
        return new NetEvent.Received<>(message, message.length() + 1);
    }

    /** After a close: both threads end, no event follows, and the server hears nothing more. */
    private void assertEndedOnce() throws Exception {
        assertTrue(connection.awaitThreadsEnded(WAIT), "both threads end");
        assertFalse(connection.isOpen());
        assertNull(heard.events.poll(), "the close is heard once, last");
    }

    @Test
    void messagesAreDecodedAndHeardInOrderHoweverTheBytesAreCut() throws Exception {
        open(CALM);
        peer.say("HEL");
        peer.say("LO\nWOR");
        peer.say("LD\n");
        assertEquals(received("HELLO"), heard.next());
        assertEquals(received("WORLD"), heard.next());
        assertEquals(12, connection.bytesReceived());
    }

    @Test
    void commandsLeaveEncodedInTheOrderSent() throws Exception {
        open(CALM);
        connection.send("NORTH");
        connection.send("SAY hi");
        assertEquals("NORTH", peer.line());
        assertEquals("SAY hi", peer.line());
        assertEquals("NORTH", heard.sent.poll(WAIT.toSeconds(), TimeUnit.SECONDS));
        assertEquals("SAY hi", heard.sent.poll(WAIT.toSeconds(), TimeUnit.SECONDS));
        synchronized (heard) {
            assertArrayEquals("NORTH\n".getBytes(StandardCharsets.UTF_8), heard.sentBytes.get(0));
        }
        Await.until(WAIT, () -> connection.bytesSent() == 13, () -> "13 bytes counted: " + connection.bytesSent());
    }

    @Test
    void anIdleLinkGetsAKeepAliveAndABusyOneGetsTheCommandsFirst() throws Exception {
        open(new Connection.Settings(
                Duration.ofSeconds(5),
                Duration.ofMillis(100),
                Duration.ofSeconds(60),
                Duration.ofSeconds(60),
                Duration.ofSeconds(60)));
        assertEquals("KA", peer.line(), "nothing sent for a while: a keep-alive");
        connection.send("NORTH");
        String next = peer.line();
        while (next.equals("KA")) {
            next = peer.line();
        }
        assertEquals("NORTH", next, "a command goes out as it is, among keep-alives");
    }

    @Test
    void aProbeIsAnsweredAndItsRoundTripMeasured() throws Exception {
        open(CALM);
        assertTrue(connection.roundTripMillis().isEmpty(), "no round trip before a probe");
        connection.ping();
        assertEquals("PING 1", peer.line());
        peer.say("PONG 1\n");
        assertEquals(received("PONG 1"), heard.next(), "the answer is heard as any message");
        Await.until(WAIT, () -> connection.roundTripMillis().isPresent(), "the round trip");
        assertTrue(connection.unansweredPingMillis().isEmpty(), "nothing waits for an answer");
    }

    /** Our player died: its server answers no probe, so none is waited for nor sent again. */
    @Test
    void aProbeNoLongerAwaitedIsNotCountedLate() throws Exception {
        open(new Connection.Settings(
                Duration.ofSeconds(5),
                Duration.ofSeconds(60),
                Duration.ofSeconds(60),
                Duration.ofSeconds(60),
                Duration.ofMillis(1)));
        connection.ping();
        assertEquals("PING 1", peer.line());
        Await.until(WAIT, () -> connection.unansweredPingMillis().isPresent(), "the probe is late");
        connection.stopProbing();
        assertTrue(connection.unansweredPingMillis().isEmpty(), "no probe is waited for any more");
    }

    @Test
    void aQuietServerIsProbedAndDroppedAsSilentWhenItStaysQuiet() throws Exception {
        open(new Connection.Settings(
                Duration.ofSeconds(5),
                Duration.ofSeconds(60),
                Duration.ofMillis(200),
                Duration.ofSeconds(60),
                Duration.ofSeconds(60)));
        assertEquals("PING 1", peer.line(), "silence: the server is asked whether it is there");
        peer.say("PONG 1\n");
        assertEquals(received("PONG 1"), heard.next());
        assertEquals("PING 2", peer.line(), "an answer starts the count again: quiet once more, asked once more");
        assertEquals(CloseReason.Kind.SILENT, heard.closed().kind(), "unanswered, it is dropped");
        assertEndedOnce();
        assertNull(peer.line(), "the server sees the link close");
    }

    @Test
    void aMalformedLineIsSaidAndSkippedAndTheStreamGoesOn() throws Exception {
        open(CALM);
        peer.say("FIRST\n?garbled\nSECOND\n");
        assertEquals(received("FIRST"), heard.next());
        assertEquals(new NetEvent.Skipped<String>("malformed: ?garbled"), heard.next());
        assertEquals(received("SECOND"), heard.next());
        assertTrue(connection.isOpen());
    }

    @Test
    void theServerHangingUpIsHeardOnceWithItsReason() throws Exception {
        open(CALM);
        peer.say("LAST\n");
        peer.close();
        assertEquals(received("LAST"), heard.next(), "what came before the end is heard first");
        CloseReason reason = heard.closed();
        assertEquals(CloseReason.Kind.SERVER_CLOSED, reason.kind());
        assertEquals("server closed the connection", reason.toString());
        assertEndedOnce();
        connection.send("TOO LATE");
        connection.close();
        assertNull(heard.events.poll(), "a close after the close is not heard");
        assertNull(heard.sent.poll(), "nothing is sent once closed");
    }

    @Test
    void aStreamThatCannotBeFollowedClosesAsAProtocolError() throws Exception {
        open(CALM);
        peer.say("BYE?\n");
        CloseReason reason = heard.closed();
        assertEquals(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, "a line that cannot be followed"), reason);
        assertEndedOnce();
        assertNull(peer.line(), "the client hangs up");
    }

    /** A bug on the reader thread ends the connection, keeping what failed and where for a crash report. */
    @Test
    void aBugOnTheReaderThreadClosesAsTheClientsFailureAndKeepsIt() throws Exception {
        open(CALM);
        peer.say("BUG?\n");
        CloseReason reason = heard.closed();
        assertEquals(CloseReason.Kind.INTERNAL_ERROR, reason.kind());
        assertEquals("the client stopped: an internal error while reading from the server", reason.toString());
        CloseReason.Failed failed = reason.failed().orElseThrow(() -> new AssertionError("nothing kept: " + reason));
        assertEquals("planted bug", failed.failure().getMessage());
        assertTrue(failed.thread().contains("reader"), failed.thread());
        assertEndedOnce();
    }

    @Test
    void closingAfterSendingSendsWhatIsQueuedThenClosesAsLocal() throws Exception {
        open(CALM);
        connection.send("ONE");
        connection.send("TWO");
        connection.closeAfterSending(WAIT);
        assertEquals("ONE", peer.line());
        assertEquals("TWO", peer.line());
        assertNull(peer.line(), "then the end of the stream");
        assertEquals(CloseReason.Kind.LOCAL, heard.closed().kind());
        assertEndedOnce();
    }
}
