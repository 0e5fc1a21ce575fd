package ohol.tui.app;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import ohol.tui.core.replay.RecordEntry;
import ohol.tui.core.replay.RecordFormat;
import ohol.tui.core.replay.RecordingReader;

/**
 * Recordings written record by record as an attacker would write them, in the recording format
 * ({@link RecordFormat}): any kind name, any bytes in a close's detail, any times.
 */
final class CraftedRecording implements AutoCloseable {
    static final String HEADER = "{\"format\":2,\"client\":\"crafted\",\"protocol\":437,\"data\":\"\","
            + "\"server\":\"practice\",\"terminal\":\"\",\"started\":\"\",\"dialect\":\"\"}";

    private final DataOutputStream out;

    private CraftedRecording(OutputStream file, String headerLine) throws IOException {
        out = new DataOutputStream(new GZIPOutputStream(file, 65536));
        out.write((RecordFormat.MAGIC + " " + RecordFormat.VERSION + "\n" + headerLine + "\n")
                .getBytes(StandardCharsets.UTF_8));
    }

    static CraftedRecording create(Path file) throws IOException {
        return new CraftedRecording(Files.newOutputStream(file), HEADER);
    }

    CraftedRecording connected(long millis) throws IOException {
        return start(RecordFormat.CONNECTED, millis);
    }

    CraftedRecording received(long millis, byte[] bytes) throws IOException {
        start(RecordFormat.RECEIVED, millis);
        return bytes(bytes);
    }

    CraftedRecording sent(long millis, byte[] bytes) throws IOException {
        start(RecordFormat.SENT, millis);
        return bytes(bytes);
    }

    CraftedRecording took(long millis, int n) throws IOException {
        start(RecordFormat.TOOK, millis);
        out.writeInt(n);
        return this;
    }

    CraftedRecording acted(long millis, int life, int taken, String words) throws IOException {
        start(RecordFormat.ACTED, millis);
        out.writeInt(life);
        out.writeInt(taken);
        return bytes(words.getBytes(StandardCharsets.UTF_8));
    }

    /** A close whose kind's name and detail are any bytes at all. */
    CraftedRecording closed(long millis, byte[] kind, byte[] detail) throws IOException {
        start(RecordFormat.CLOSED, millis);
        bytes(kind);
        return bytes(detail);
    }

    CraftedRecording ended(long millis) throws IOException {
        return start(RecordFormat.ENDED, millis);
    }

    /** Writes {@code e} as it was read. */
    CraftedRecording entry(RecordEntry e, long shift) throws IOException {
        long t = e.millis() + shift;
        if (e instanceof RecordEntry.Connected) {
            return connected(t);
        } else if (e instanceof RecordEntry.Received r) {
            return received(t, r.bytes());
        } else if (e instanceof RecordEntry.Sent s) {
            return sent(t, s.bytes());
        } else if (e instanceof RecordEntry.Took k) {
            return took(t, k.n());
        } else if (e instanceof RecordEntry.Acted a) {
            return acted(t, a.life(), a.taken(), a.words());
        } else if (e instanceof RecordEntry.Closed c) {
            return closed(
                    t,
                    c.reason().kind().name().getBytes(StandardCharsets.UTF_8),
                    c.reason().detail().getBytes(StandardCharsets.UTF_8));
        }
        return ended(t);
    }

    /** Every record of {@code file} up to its end (not included). */
    static List<RecordEntry> entries(Path file) throws IOException {
        List<RecordEntry> all = new ArrayList<>();
        try (RecordingReader r = RecordingReader.open(file)) {
            for (RecordEntry e = r.next();
                    !(e instanceof RecordEntry.End) && !(e instanceof RecordEntry.Damaged);
                    e = r.next()) {
                all.add(e);
            }
        }
        return all;
    }

    private CraftedRecording start(byte kind, long millis) throws IOException {
        out.write(kind);
        out.writeInt((int) millis);
        return this;
    }

    private CraftedRecording bytes(byte[] b) throws IOException {
        out.writeInt(b.length);
        out.write(b);
        return this;
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
