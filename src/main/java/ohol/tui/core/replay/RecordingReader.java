package ohol.tui.core.replay;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import ohol.tui.core.net.CloseReason;
import ohol.tui.core.text.ServerText;

/**
 * Reads a recording one record at a time: a recording of any length streams, it is never loaded
 * whole. Damage (a cut-off file, corrupt bytes, a size past its cap) ends the reading with a
 * {@link RecordEntry.Damaged} saying where; everything before it is read as it was.
 *
 * <p>Thread safety: confined to one thread.
 */
public final class RecordingReader implements AutoCloseable {
    private final InputStream raw;
    private final Counting counted;
    private final DataInputStream in;
    private final RecordingHeader header;
    private final int version;
    private long records;
    private long last;
    private boolean over;

    private RecordingReader(InputStream raw) throws IOException {
        this.raw = raw;
        GZIPInputStream gz;
        try {
            gz = new GZIPInputStream(new BufferedInputStream(raw, 65536), 65536);
        } catch (ZipException | EOFException e) {
            throw new NotARecording("it is not a recording (not a compressed stream)");
        }
        this.counted = new Counting(gz);
        this.in = new DataInputStream(counted);
        String first = line();
        String[] words = first.split(" ");
        if (words.length != 2 || !words[0].equals(RecordFormat.MAGIC)) {
            throw new NotARecording("it is not a recording (no " + RecordFormat.MAGIC + " line)");
        }
        try {
            version = Integer.parseInt(words[1]);
        } catch (NumberFormatException e) {
            throw new NotARecording("its format version is not a number");
        }
        if (version > RecordFormat.VERSION) {
            throw new NotARecording("it was made in recording format " + version + ", newer than this client reads ("
                    + RecordFormat.VERSION + "): update ohol-tui to replay it");
        }
        try {
            this.header = RecordingHeader.fromJson(version, line());
        } catch (IllegalArgumentException e) {
            throw new NotARecording(e.getMessage());
        }
    }

    /** Opens {@code file}; one that is not a recording, or is one of a newer format, is refused with the reason. */
    public static RecordingReader open(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            return new RecordingReader(raw);
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /** Reads a recording from {@code in}. */
    public static RecordingReader of(InputStream in) throws IOException {
        return new RecordingReader(in);
    }

    public RecordingHeader header() {
        return header;
    }

    private String line() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try {
            for (int c; (c = in.read()) != '\n'; ) {
                if (c < 0 || b.size() >= RecordFormat.MAX_HEADER) {
                    throw new NotARecording("it is not a recording (its header is cut off or too long)");
                }
                b.write(c);
            }
        } catch (ZipException | EOFException e) {
            throw new NotARecording("it is not a recording (" + e.getMessage() + ")");
        }
        return b.toString(StandardCharsets.UTF_8);
    }

    /** Bytes of the recording's data read so far (after the last record read, between records). */
    public long position() {
        return counted.count;
    }

    /**
     * Skips to {@code position} of the data, where {@code records} records ending by
     * {@code millis} have been read (a place {@link #position()} gave on another reader of the
     * same recording): no record before it is made.
     */
    public void skipTo(long position, long records, long millis) throws IOException {
        in.skipNBytes(position - counted.count);
        this.records = records;
        this.last = millis;
    }

    /** The next record; after an {@link RecordEntry.End} or a {@link RecordEntry.Damaged}, the same again. */
    public RecordEntry next() {
        if (over) {
            return new RecordEntry.End(last);
        }
        long at = counted.count;
        try {
            int kind = in.read();
            if (kind < 0) {
                return damaged(at, "it is cut off");
            }
            long millis = Integer.toUnsignedLong(in.readInt());
            if (kind == RecordFormat.ENDED) {
                over = true;
                return new RecordEntry.End(Math.max(last, millis));
            }
            RecordEntry e =
                    switch (kind) {
                        case RecordFormat.CONNECTED -> new RecordEntry.Connected(millis);
                        case RecordFormat.RECEIVED -> new RecordEntry.Received(
                                millis, bytes(RecordFormat.MAX_RECEIVED));
                        case RecordFormat.SENT -> new RecordEntry.Sent(millis, bytes(RecordFormat.MAX_TEXT));
                        case RecordFormat.TOOK -> new RecordEntry.Took(millis, in.readInt());
                        case RecordFormat.ACTED -> new RecordEntry.Acted(millis, in.readInt(), in.readInt(), text());
                        case RecordFormat.CLOSED -> new RecordEntry.Closed(millis, closeReason());
                        default -> throw new Damage("an unknown record kind " + kind);
                    };
            last = Math.max(last, millis);
            records++;
            return e;
        } catch (EOFException e) {
            return damaged(at, "it is cut off");
        } catch (Damage e) {
            return damaged(at, e.getMessage());
        } catch (IOException e) {
            return damaged(at, "its bytes are corrupt (" + e.getMessage() + ")");
        }
    }

    private RecordEntry damaged(long at, String why) {
        over = true;
        return new RecordEntry.Damaged(
                last,
                "the recording is damaged after " + Clock.words(last) + " (record " + (records + 1) + ", byte " + at
                        + " of its data): " + why);
    }

    private byte[] bytes(int cap) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > cap) {
            throw new Damage("a record claims " + Integer.toUnsignedString(n) + " bytes, more than " + cap);
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }

    private String text() throws IOException {
        return new String(bytes(RecordFormat.MAX_TEXT), StandardCharsets.UTF_8);
    }

    private CloseReason closeReason() throws IOException {
        CloseReason.Kind kind;
        if (version < 2) {
            int number = in.readUnsignedByte();
            if (number >= RecordFormat.VERSION_1_CLOSE_KINDS.size()) {
                throw new Damage("an unknown close reason " + number);
            }
            kind = RecordFormat.VERSION_1_CLOSE_KINDS.get(number);
        } else {
            String name = text();
            try {
                kind = CloseReason.Kind.valueOf(name);
            } catch (IllegalArgumentException e) {
                throw new Damage("an unknown close reason '" + ServerText.clean(name, 40) + "'");
            }
        }
        // the detail is the file's, whoever wrote it: cleaned before any line, screen or stream shows it
        return new CloseReason(kind, ServerText.clean(text(), ServerText.MAX_REPORT));
    }

    @Override
    public void close() throws IOException {
        raw.close();
    }

    /** A recording that cannot be replayed at all, with the reason in words. */
    public static final class NotARecording extends IOException {
        private static final long serialVersionUID = 1L;

        NotARecording(String why) {
            super(why);
        }
    }

    private static final class Damage extends IOException {
        private static final long serialVersionUID = 1L;

        Damage(String why) {
            super(why);
        }
    }

    private static final class Counting extends FilterInputStream {
        long count;

        Counting(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int c = super.read();
            if (c >= 0) {
                count++;
            }
            return c;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                count += n;
            }
            return n;
        }
    }
}
