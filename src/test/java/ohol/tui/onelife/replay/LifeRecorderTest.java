package ohol.tui.onelife.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import ohol.tui.Await;
import ohol.tui.EndToEnd;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordFormat;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.onelife.net.Listeners;
import ohol.tui.onelife.protocol.client.Login;
import org.junit.jupiter.api.Test;

/** What a recorder writes, read back: a kill loses at most the last second, and a login keeps no hash. */
class LifeRecorderTest {
    private static final RecordingHeader HEADER =
            new RecordingHeader(RecordFormat.VERSION, "ohol-tui test", 437, "", "test:1", "80x24", "now", "");

    /** A file being written: what has reached it so far can be read at any moment, as after a kill. */
    private static final class Disk extends ByteArrayOutputStream {
        synchronized byte[] now() {
            return toByteArray();
        }
    }

    private static boolean holdsAReceived(byte[] file) {
        try {
            RecordingReader reader = RecordingReader.of(new ByteArrayInputStream(file));
            return reader.next() instanceof RecordEntry.Connected && reader.next() instanceof RecordEntry.Received;
        } catch (IOException | RuntimeException notYet) {
            return false;
        }
    }

    @Test
    @EndToEnd
    void whatWasRecordedASecondAgoIsInTheFileWithoutAClose() throws IOException, InterruptedException {
        Disk disk = new Disk();
        LifeRecorder recorder = LifeRecorder.on(disk, HEADER, System::nanoTime);
        var tap = recorder.tapping(Listeners.nowhere());
        byte[] said = "PS\n11/0 HELLO\n#".getBytes(StandardCharsets.US_ASCII);
        tap.onBytesReceived(said, 0, said.length);
        // no close: the flusher's timer (every second) puts it in the file, and a kill then loses nothing of it
        byte[] written = Await.until(
                Duration.ofSeconds(10),
                disk::now,
                LifeRecorderTest::holdsAReceived,
                b -> "no flush: " + b.length + " B");
        RecordingReader reader = RecordingReader.of(new ByteArrayInputStream(written));
        assertEquals("test:1", reader.header().server());
        assertInstanceOf(RecordEntry.Connected.class, reader.next());
        RecordEntry received = reader.next();
        assertArrayEquals(
                said, assertInstanceOf(RecordEntry.Received.class, received).bytes());
        RecordEntry end = reader.next();
        assertTrue(assertInstanceOf(RecordEntry.Damaged.class, end).where().endsWith("it is cut off"), end.toString());
        recorder.close();
    }

    @Test
    void aLoginIsKeptWithoutItsHashes() throws IOException {
        Disk disk = new Disk();
        String keyHash = "0123456789ABCDEF0123456789ABCDEF01234567";
        String passwordHash = "89ABCDEF0123456789ABCDEF0123456789ABCDEF";
        String twinHash = "FEDCBA9876543210FEDCBA9876543210FEDCBA98";
        Login login = new Login(
                false,
                "client_ohol_tui",
                "me@example.com",
                passwordHash,
                keyHash,
                0,
                Optional.of(new Login.Twins(twinHash, 2)));
        try (LifeRecorder recorder = LifeRecorder.on(disk, HEADER, System::nanoTime)) {
            recorder.tapping(Listeners.nowhere()).onSent(login, login.toWire().getBytes(StandardCharsets.US_ASCII));
        }
        RecordingReader reader = RecordingReader.of(new ByteArrayInputStream(disk.now()));
        reader.next();
        RecordEntry.Sent sent = assertInstanceOf(RecordEntry.Sent.class, reader.next());
        assertEquals(
                "LOGIN client_ohol_tui me@example.com HIDDEN HIDDEN 0 HIDDEN 2#",
                new String(sent.bytes(), StandardCharsets.US_ASCII));
        String everything = new String(
                new java.util.zip.GZIPInputStream(new ByteArrayInputStream(disk.now())).readAllBytes(),
                StandardCharsets.ISO_8859_1);
        for (String secret : new String[] {keyHash, passwordHash, twinHash}) {
            assertTrue(!everything.contains(secret), "no hash anywhere in the recording");
        }
        assertInstanceOf(RecordEntry.End.class, reader.next());
    }

    @Test
    void aLoginIsKeptAsItWentOnTheWireAndACommandThatWentAsNothingIsNotKept() throws IOException {
        Disk disk = new Disk();
        String keyHash = "0123456789ABCDEF0123456789ABCDEF01234567";
        String passwordHash = "89ABCDEF0123456789ABCDEF0123456789ABCDEF";
        Login login = new Login(false, "client_ohol_tui", "me@example.com", passwordHash, keyHash, 0, Optional.empty());
        String sent2016 = "LOGIN me@example.com " + passwordHash + " " + keyHash + "#";
        try (LifeRecorder recorder = LifeRecorder.on(disk, HEADER, System::nanoTime)) {
            var tap = recorder.tapping(Listeners.nowhere());
            tap.onSent(login, sent2016.getBytes(StandardCharsets.US_ASCII));
            tap.onSent(new ohol.tui.onelife.protocol.client.Say("HI"), new byte[0]); // an era without speech
        }
        RecordingReader reader = RecordingReader.of(new ByteArrayInputStream(disk.now()));
        reader.next();
        RecordEntry.Sent sent = assertInstanceOf(RecordEntry.Sent.class, reader.next());
        assertEquals("LOGIN me@example.com HIDDEN HIDDEN#", new String(sent.bytes(), StandardCharsets.US_ASCII));
        assertInstanceOf(RecordEntry.End.class, reader.next());
    }

    /**
     * Only the first piece taken in a millisecond has a record of its own; before the next
     * connection and before the end the count is told again, or a replay would never take the
     * last pieces (a connection's close, taken in the millisecond of the server's last message).
     */
    @Test
    void theLastPiecesTakenInAMillisecondAreToldBeforeTheNextConnectionAndTheEnd() throws IOException {
        Disk disk = new Disk();
        try (LifeRecorder recorder = LifeRecorder.on(disk, HEADER, () -> 0L)) {
            recorder.tapping(Listeners.nowhere());
            recorder.took(1);
            recorder.took(1);
            recorder.took(1);
            recorder.tapping(Listeners.nowhere());
            recorder.took(2);
            recorder.took(2);
        }
        RecordingReader reader = RecordingReader.of(new ByteArrayInputStream(disk.now()));
        java.util.List<String> records = new java.util.ArrayList<>();
        for (RecordEntry e = reader.next(); !(e instanceof RecordEntry.End); e = reader.next()) {
            records.add(
                    e instanceof RecordEntry.Took t ? "T" + t.n() : e.getClass().getSimpleName());
        }
        assertEquals(java.util.List.of("Connected", "T1", "T3", "Connected", "T1", "T2"), records);
    }
}
