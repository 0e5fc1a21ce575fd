package ohol.tui.core.replay;

import java.util.List;
import ohol.tui.core.net.CloseReason;

/**
 * The recording file, version {@value #VERSION}: one gzip stream (flushed at least every second
 * while it is written) holding a first line {@code OHOLREC <version>}, a line of JSON (the
 * {@link RecordingHeader}), then records, each a kind byte, the milliseconds since the recording
 * began (a 4-byte big-endian int) and what the kind holds, lengths as 4-byte big-endian ints:
 *
 * <ul>
 *   <li>{@code L}: a connection opened (a life begins its login); nothing more.
 *   <li>{@code S}: bytes as received from the server: length, bytes.
 *   <li>{@code C}: a command as it went on the wire, in the server's era: length, bytes (a login's
 *       hashes replaced by {@code HIDDEN}). A command the era's server does not know, which became no
 *       bytes, has none.
 *   <li>{@code T}: the session took its {@code n}-th piece of this connection's news (a message,
 *       a skipped one, the close) at this time: the count, {@code n}. Written for the first piece
 *       taken in each millisecond only; the pieces taken after it in the same millisecond have
 *       its time. Written once more, at its time of writing, before the next connection opens and
 *       before the end, when pieces were taken since the last.
 *   <li>{@code A}: an action the session did: the life's number, how many pieces of that life's
 *       connection news it had taken, length, the action in the action language (UTF-8).
 *   <li>{@code X}: the connection closed: length, the reason's kind by name (UTF-8, a
 *       {@link CloseReason.Kind}: {@code SERVER_CLOSED}...), length, its detail (UTF-8). Version 1
 *       wrote the kind as one byte, its place in {@link #VERSION_1_CLOSE_KINDS}; it is read still.
 *   <li>{@code E}: the recording ends here, whole; nothing more. A file without it was cut off.
 * </ul>
 */
public final class RecordFormat {
    private RecordFormat() {}

    /** The first line's first word. */
    public static final String MAGIC = "OHOLREC";
    /** The version this client writes and the newest it reads. */
    public static final int VERSION = 2;

    /**
     * The close reasons' kinds as version 1 numbered them, kept here rather than taken from the
     * enum's order, which may change while old recordings may not.
     */
    static final List<CloseReason.Kind> VERSION_1_CLOSE_KINDS = List.of(
            CloseReason.Kind.SERVER_CLOSED,
            CloseReason.Kind.RESET,
            CloseReason.Kind.PROTOCOL_ERROR,
            CloseReason.Kind.SILENT,
            CloseReason.Kind.INTERNAL_ERROR,
            CloseReason.Kind.LOCAL);

    public static final byte CONNECTED = 'L';
    public static final byte RECEIVED = 'S';
    public static final byte SENT = 'C';
    public static final byte TOOK = 'T';
    public static final byte ACTED = 'A';
    public static final byte CLOSED = 'X';
    public static final byte ENDED = 'E';

    /** Most bytes one received record may hold: a read is at most 16 KiB, so more is damage. */
    public static final int MAX_RECEIVED = 1 << 20;
    /** Most bytes a command, an action or a close reason may hold. */
    public static final int MAX_TEXT = 64 * 1024;
    /** Most characters of the first two lines. */
    public static final int MAX_HEADER = 16 * 1024;
}
