package ohol.tui.onelife.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordFormat;
import ohol.tui.core.replay.RecordingHeader;
import ohol.tui.core.replay.RecordingReader;
import ohol.tui.onelife.net.Listeners;
import org.junit.jupiter.api.Test;

/** A close reason's kind is written by name; a recording of version 1, which wrote its number, still reads. */
class RecordingReaderTest {
    private static final RecordingHeader HEADER =
            new RecordingHeader(RecordFormat.VERSION, "ohol-tui test", 437, "", "test:1", "", "now", "");

    /** A recording whose one record is a close written as {@code kind} says, then its end. */
    private static byte[] closedIn(int version, RecordBody kind) throws IOException {
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        try (DataOutputStream o = new DataOutputStream(new GZIPOutputStream(file))) {
            o.write(("OHOLREC " + version + "\n{\"format\":" + version + "}\n").getBytes(StandardCharsets.UTF_8));
            o.writeByte(RecordFormat.CLOSED);
            o.writeInt(5);
            kind.write(o);
            byte[] detail = "gone".getBytes(StandardCharsets.UTF_8);
            o.writeInt(detail.length);
            o.write(detail);
            o.writeByte(RecordFormat.ENDED);
            o.writeInt(6);
        }
        return file.toByteArray();
    }

    @FunctionalInterface
    private interface RecordBody {
        void write(DataOutputStream o) throws IOException;
    }

    private static RecordEntry first(byte[] recording) throws IOException {
        return RecordingReader.of(new ByteArrayInputStream(recording)).next();
    }

    @Test
    void aVersion1RecordingReadsTheKindFromItsNumber() throws IOException {
        CloseReason.Kind[] inVersion1 = {
            CloseReason.Kind.SERVER_CLOSED,
            CloseReason.Kind.RESET,
            CloseReason.Kind.PROTOCOL_ERROR,
            CloseReason.Kind.SILENT,
            CloseReason.Kind.INTERNAL_ERROR,
            CloseReason.Kind.LOCAL
        };
        for (int n = 0; n < inVersion1.length; n++) {
            int number = n;
            RecordEntry e = first(closedIn(1, o -> o.writeByte(number)));
            assertEquals(
                    new CloseReason(inVersion1[n], "gone"),
                    assertInstanceOf(RecordEntry.Closed.class, e).reason(),
                    "number " + n);
        }
    }

    @Test
    void aVersion2RecordingReadsTheKindByName() throws IOException {
        byte[] name = "SILENT".getBytes(StandardCharsets.UTF_8);
        RecordEntry e = first(closedIn(2, o -> {
            o.writeInt(name.length);
            o.write(name);
        }));
        assertEquals(
                new CloseReason(CloseReason.Kind.SILENT, "gone"),
                assertInstanceOf(RecordEntry.Closed.class, e).reason());
    }

    @Test
    void anUnknownKindIsDamageEitherWay() throws IOException {
        RecordEntry byNumber = first(closedIn(1, o -> o.writeByte(6)));
        assertTrue(
                assertInstanceOf(RecordEntry.Damaged.class, byNumber).where().endsWith("an unknown close reason 6"),
                byNumber.toString());
        byte[] name = "GONE_FISHING".getBytes(StandardCharsets.UTF_8);
        RecordEntry byName = first(closedIn(2, o -> {
            o.writeInt(name.length);
            o.write(name);
        }));
        assertTrue(
                assertInstanceOf(RecordEntry.Damaged.class, byName)
                        .where()
                        .endsWith("an unknown close reason 'GONE_FISHING'"),
                byName.toString());
    }

    @Test
    void aCloseIsRecordedWithItsKindsNameAndReadsBack() throws IOException {
        ByteArrayOutputStream disk = new ByteArrayOutputStream();
        try (LifeRecorder recorder = LifeRecorder.on(disk, HEADER, System::nanoTime)) {
            recorder.tapping(Listeners.nowhere())
                    .onClosed(new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, "a bad frame"));
        }
        String text = new String(
                new GZIPInputStream(new ByteArrayInputStream(disk.toByteArray())).readAllBytes(),
                StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("OHOLREC 2\n"), text);
        assertTrue(text.contains("PROTOCOL_ERROR"), "the kind by name: " + text);
        RecordingReader reader = RecordingReader.of(new ByteArrayInputStream(disk.toByteArray()));
        assertInstanceOf(RecordEntry.Connected.class, reader.next());
        assertEquals(
                new CloseReason(CloseReason.Kind.PROTOCOL_ERROR, "a bad frame"),
                assertInstanceOf(RecordEntry.Closed.class, reader.next()).reason());
    }
}
